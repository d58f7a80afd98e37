import type { ReferenceTable } from '../db/reference';

// The catalog's tables and the columns a national-classifier row (edit = false) keeps locked.
export const directionTable: ReferenceTable = {
  table: 'direction',
  key: 'id_direction',
  locked: ['code', 'direction'],
};
export const specialTable: ReferenceTable = {
  table: 'special',
  key: 'id_special',
  locked: ['code', 'special'],
};
export const kafedraTable: ReferenceTable = {
  table: 'kafedra',
  key: 'id_kafedra',
  locked: ['sn_f1', 'f1'],
  facultyColumn: 'id_faculty',
};
export const qualificationTable: ReferenceTable = {
  table: 'qualification',
  key: 'id_qualification',
  locked: ['name_qualification'],
};
export const levelTable: ReferenceTable = { table: 'level', key: 'id_level', locked: ['name_level'] };
export const studyFormTable: ReferenceTable = {
  table: 'f_educ',
  key: 'id_f_educ',
  locked: ['short_name', 'f_educ'],
};
