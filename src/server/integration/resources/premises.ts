import { buildingPage, classroomPage, officePage } from '../resource-queries/premises';
import { names, namesOrNull, pagedResource } from './page';

// The premises (structure:read): buildings, offices, classrooms.

export const buildings = pagedResource(buildingPage, (row) => ({
  id: row.id,
  name: names(row, 'name'),
  address: names(row, 'address'),
  updatedAt: row.updatedAt,
}));

export const offices = pagedResource(officePage, (row) => ({
  id: row.id,
  name: names(row, 'name'),
  updatedAt: row.updatedAt,
}));

export const classrooms = pagedResource(classroomPage, (row) => ({
  id: row.id,
  buildingId: row.buildingId,
  number: row.number,
  capacity: row.capacity,
  /** Floor area, m². */
  area: row.area,
  note: row.note,
  facultyId: row.facultyId,
  departmentId: row.departmentId,
  officeId: row.officeId,
  specifics:
    row.specificsId === null
      ? null
      : { id: row.specificsId, shortName: row.specificsShortName, name: namesOrNull(row, 'specifics') },
  updatedAt: row.updatedAt,
}));
