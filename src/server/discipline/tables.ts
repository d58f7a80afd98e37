import { editableTable } from '../db/reference';

/** Disciplines are shared by every faculty: the `reference` rule of their calls guards them. */
export const disciplineTable = editableTable('discipline', 'id_discipline');
