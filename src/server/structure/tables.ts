import type { ReferenceTable } from '../db/reference';
import { sql } from '../db/sql';

// The educational structure's tables as db/reference.ts writes them: none has classifier rows, each
// belongs to a faculty (the university is shared, and the `reference` rule of its call guards it).
export const universityTable: ReferenceTable = { table: 'vuz', key: 'id_vuz', locked: [], editFlag: false };
export const facultyTable: ReferenceTable = {
  table: 'faculty',
  key: 'id_faculty',
  locked: [],
  editFlag: false,
  facultyColumn: 'id_faculty',
};
export const specialityTable: ReferenceTable = {
  table: 'speciality',
  key: 'id_speciality',
  locked: [],
  editFlag: false,
  facultyColumn: 'id_faculty',
};
export const nameGroupTable: ReferenceTable = {
  table: 'n_gr',
  key: 'id_n_gr',
  locked: [],
  editFlag: false,
  facultyColumn: 'id_faculty',
};
/** A group belongs to the faculty of its binding's speciality; the binding is locked while it is read. */
export const groupTable: ReferenceTable = {
  table: 'study_group',
  key: 'id_group',
  locked: [],
  editFlag: false,
  facultyThrough: {
    column: 'id_com_gspe',
    faculty: (bindingId) =>
      sql`SELECT s.id_faculty AS "facultyId" FROM com_gspe c JOIN speciality s ON s.id_speciality = c.id_speciality
           WHERE c.id_com_gspe = ${bindingId} FOR SHARE OF c`,
  },
};
