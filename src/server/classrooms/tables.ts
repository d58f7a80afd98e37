import { editableTable } from '../db/reference';

// The classrooms screen's tables as db/reference.ts writes them. Buildings, offices, classrooms and
// specifics are the university's, not a faculty's (decisions 0021, 0062): the `reference` rule of their
// calls guards them, and they have no edit flag of the national classifier.

export const classroomTable = editableTable('auditorium', 'id_auditorium');
export const specificsTable = editableTable('specifics', 'id_specifics');
export const buildingTable = editableTable('korpus', 'id_korpus');
export const officeTable = editableTable('otdel', 'id_otdel');
