import { editableTable } from '../db/reference';

// The commission's tables as db/reference.ts locks and deletes them. Members belong to a faculty's
// commission: an editor writes those of the faculties of their scope only (403 otherwise, decision 0013).

const ofFaculty = { facultyColumn: 'id_faculty' };
export const historyTable = editableTable('gak_member_history', 'id_gak_member_history', ofFaculty);
export const specialityTable = editableTable('gak_member_speciality', 'id_gak_member_speciality', ofFaculty);
