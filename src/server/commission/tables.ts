import type { ReferenceTable } from '../db/reference';

// The commission's tables as db/reference.ts locks and deletes them. Members belong to a faculty's
// commission: an editor writes those of the faculties of their scope only (403 otherwise, decision 0013).

const ofFaculty = (table: string, key: string): ReferenceTable => ({
  table,
  key,
  locked: [],
  editFlag: false,
  facultyColumn: 'id_faculty',
});

export const historyTable = ofFaculty('gak_member_history', 'id_gak_member_history');
export const specialityTable = ofFaculty('gak_member_speciality', 'id_gak_member_speciality');
