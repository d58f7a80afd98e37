import type { ReferenceTable } from '../db/reference';

/** Disciplines are shared by every faculty: the `reference` rule of their calls guards them. */
export const disciplineTable: ReferenceTable = {
  table: 'discipline',
  key: 'id_discipline',
  locked: [],
  editFlag: false,
};
