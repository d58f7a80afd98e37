import { editableTable } from '../db/reference';

// The tables of the grading-rule editor as db/reference.ts writes them. Grading rules are shared by every
// faculty: the `reference` rule of their calls guards them.

export const rangeTable = editableTable('ebe', 'id_ebe');
export const detailTable = editableTable('ebe_detal', 'id_ebe_detal');
export const estimationFieldTable = editableTable('est_config', 'id_est_config');
export const displayRuleTable = editableTable('com_ebef_est', 'id_com_ebef_est');
