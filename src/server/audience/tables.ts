import { editableTable } from '../db/reference';

// The classrooms screen's tables as db/reference.ts writes them. Classrooms and specifics are the
// university's, not a faculty's (decision 0021): the `reference` rule of their calls guards them, and
// they have no edit flag of the national classifier.

export const classroomTable = editableTable('auditorium', 'id_auditorium');
export const specificsTable = editableTable('specifics', 'id_specifics');
