import { Problem } from '../../core/problem';
import type { Database } from '../../db/connection';
import { inUniversity } from '../../db/university-scope';
import type { IntegrationClient } from '../bearer';
import {
  academicYearPage,
  departmentPage,
  directionPage,
  facultyPage,
  halfYearPage,
  universityRow,
} from '../resource-queries/structure';
import { names, pagedResource } from './page';

// The structure's resources (structure:read).

/** The client's own university, one object. */
export async function university(database: Database, client: IntegrationClient) {
  const [row] = await inUniversity(client.universityId, () => universityRow(database, client.universityId));
  if (!row) throw new Problem(404, 'Not Found', 'The university of this client is not found');
  return {
    id: row.id,
    shortName: names(row, 'shortName'),
    name: names(row, 'name'),
    address: names(row, 'address'),
    rector: row.rector,
    phone: row.phone,
    email: row.email,
    organisationCode: row.organisationCode,
    licence: { number: row.licenceNumber, date: row.licenceDate },
    updatedAt: row.updatedAt,
  };
}

export const faculties = pagedResource(facultyPage, (row) => ({
  id: row.id,
  shortName: names(row, 'shortName'),
  name: names(row, 'name'),
  dean: row.dean,
  updatedAt: row.updatedAt,
}));

export const departments = pagedResource(departmentPage, (row) => ({
  id: row.id,
  facultyId: row.facultyId,
  shortName: row.shortName,
  name: names(row, 'name'),
  updatedAt: row.updatedAt,
}));

export const directions = pagedResource(directionPage, (row) => ({
  id: row.id,
  code: row.code,
  name: names(row, 'name'),
  /** From the national classifier: its code and Russian name are the ministry's. */
  national: row.national,
  updatedAt: row.updatedAt,
}));

export const academicYears = pagedResource(academicYearPage, (row) => ({
  id: row.id,
  label: row.label,
  /** The calendar year it starts in: the id is its last two digits. */
  startYear: 2000 + row.id,
  updatedAt: row.updatedAt,
}));

export const halfYears = pagedResource(halfYearPage, (row) => ({
  id: row.id,
  name: names(row, 'name'),
  updatedAt: row.updatedAt,
}));
