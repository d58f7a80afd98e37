import type { ReferenceTable } from '../db/reference';

// The tables of the grading-rule editor as db/reference.ts writes them. Grading rules are shared by every
// faculty: the `reference` rule of their calls guards them.

const shared = (table: string, key: string): ReferenceTable => ({ table, key, locked: [], editFlag: false });

export const rangeTable = shared('ebe', 'id_ebe');
export const detailTable = shared('ebe_detal', 'id_ebe_detal');
export const estimationFieldTable = shared('est_config', 'id_est_config');
export const displayRuleTable = shared('com_ebef_est', 'id_com_ebef_est');
