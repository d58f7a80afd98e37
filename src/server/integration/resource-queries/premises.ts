import type { Database } from '../../db/connection';
import { rows, sql } from '../../db/sql';
import { lastChange, type PageQuery, pageEnd, pageWhere, updatedAt } from './page';
import { threeNames } from './structure';

// The premises' SQL (structure:read): buildings, offices and classrooms. Buildings and offices are the
// university's; a classroom of a faculty is that faculty's, one of none every client's.

export const buildingPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['korpus', sql`b.id_korpus`]);
  return rows(
    database,
    { id: 'integer', ...threeNames('name'), ...threeNames('address'), updatedAt: 'text?' },
    sql`SELECT b.id_korpus AS id, b.korpus AS "nameRu", b.korpus_kg AS "nameKg", b.korpus_en AS "nameEn",
            b.adres AS "addressRu", b.adres_kg AS "addressKg", b.adres_en AS "addressEn",
            ${updatedAt(changed)} AS "updatedAt"
       FROM korpus b
      WHERE ${pageWhere(query, sql`b.id_korpus`, changed)}
      ${pageEnd(query, sql`b.id_korpus`)}`,
  );
};

export const officePage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['otdel', sql`o.id_otdel`]);
  return rows(
    database,
    { id: 'integer', ...threeNames('name'), updatedAt: 'text?' },
    sql`SELECT o.id_otdel AS id, o.otdel AS "nameRu", o.otdel_kg AS "nameKg", o.otdel_en AS "nameEn",
            ${updatedAt(changed)} AS "updatedAt"
       FROM otdel o
      WHERE ${pageWhere(query, sql`o.id_otdel`, changed)}
      ${pageEnd(query, sql`o.id_otdel`)}`,
  );
};

export const classroomPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['auditorium', sql`a.id_auditorium`]);
  return rows(
    database,
    {
      id: 'integer',
      buildingId: 'integer',
      number: 'text',
      // Up to ten digits (SPEC §9): past PostgreSQL's integer, within a double's exact range.
      capacity: 'float',
      area: 'float',
      note: 'text',
      facultyId: 'integer?',
      departmentId: 'integer?',
      officeId: 'integer?',
      specificsId: 'integer?',
      specificsShortName: 'text?',
      specificsRu: 'text?',
      specificsKg: 'text?',
      specificsEn: 'text?',
      updatedAt: 'text?',
    },
    sql`SELECT a.id_auditorium AS id, a.id_korpus AS "buildingId", a.number, a.contain::float8 AS capacity,
            a.square::float8 AS area, a.note, a.id_faculty AS "facultyId", a.id_kafedra AS "departmentId",
            a.id_otdel_1 AS "officeId", sp.id_specifics AS "specificsId",
            sp.short_specifics AS "specificsShortName", sp.specifics AS "specificsRu",
            sp.specifics_kg AS "specificsKg", sp.specifics_en AS "specificsEn", ${updatedAt(changed)} AS "updatedAt"
       FROM auditorium a
       LEFT JOIN specifics sp ON sp.id_specifics = a.id_specifics
      WHERE ${pageWhere(query, sql`a.id_auditorium`, changed, { column: sql`a.id_faculty`, optional: true })}
      ${pageEnd(query, sql`a.id_auditorium`)}`,
  );
};
