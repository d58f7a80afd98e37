import type { ReferenceTable } from '../db/reference';

// The classrooms screen's tables as db/reference.ts writes them. Classrooms and specifics are the
// university's, not a faculty's (decision 0021): the `reference` rule of their calls guards them, and
// they have no edit flag of the national classifier.

export const classroomTable: ReferenceTable = {
  table: 'auditorium',
  key: 'id_auditorium',
  locked: [],
  editFlag: false,
};

export const specificsTable: ReferenceTable = {
  table: 'specifics',
  key: 'id_specifics',
  locked: [],
  editFlag: false,
};
