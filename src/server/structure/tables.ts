import { editableTable } from '../db/reference';
import { sql } from '../db/sql';

// The educational structure's tables as db/reference.ts writes them: none has classifier rows, each
// belongs to a faculty (the university is shared, and the `reference` rule of its call guards it).
const ofFaculty = { facultyColumn: 'id_faculty' };
export const universityTable = editableTable('vuz', 'id_vuz');
export const facultyTable = editableTable('faculty', 'id_faculty', ofFaculty);
export const specialityTable = editableTable('speciality', 'id_speciality', ofFaculty);
export const nameGroupTable = editableTable('n_gr', 'id_n_gr', ofFaculty);
/** A group belongs to the faculty of its binding's speciality; the binding is locked while it is read. */
export const groupTable = editableTable('study_group', 'id_group', {
  facultyThrough: {
    column: 'id_com_gspe',
    faculty: (bindingId) =>
      sql`SELECT s.id_faculty AS "facultyId" FROM com_gspe c JOIN speciality s ON s.id_speciality = c.id_speciality
           WHERE c.id_com_gspe = ${bindingId} FOR SHARE OF c`,
  },
});
