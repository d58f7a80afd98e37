import type { Database } from '../../db/connection';
import { rows, sql } from '../../db/sql';
import { lastChange, type PageQuery, pageEnd, pageTotal, pageWhere, updatedAt } from './page';

// The structure's SQL (structure:read): the university, its faculties and departments, the directions, the
// academic years and half-years. Directions, years and half-years are the ministry's, every faculty's.

/** Names in the three languages: `<prefix>Ru`, `<prefix>Kg`, `<prefix>En`. */
export const threeNames = <Prefix extends string>(prefix: Prefix) =>
  ({ [`${prefix}Ru`]: 'text', [`${prefix}Kg`]: 'text', [`${prefix}En`]: 'text' }) as Record<
    `${Prefix}Ru` | `${Prefix}Kg` | `${Prefix}En`,
    'text'
  >;

/** The client's university (row-level security shows no other). */
export const universityRow = (database: Database, universityId: number) => {
  const changed = lastChange(['vuz', sql`v.id_vuz`]);
  return rows(
    database,
    {
      id: 'integer',
      ...threeNames('shortName'),
      ...threeNames('name'),
      ...threeNames('address'),
      rector: 'text',
      phone: 'text',
      email: 'text',
      organisationCode: 'text',
      licenceNumber: 'text',
      licenceDate: 'date?',
      updatedAt: 'text?',
    },
    sql`SELECT v.id_vuz AS id, v.v1 AS "shortNameRu", v.v1_k AS "shortNameKg", v.v1_en AS "shortNameEn",
            v.v2 AS "nameRu", v.v2_k AS "nameKg", v.v2_en AS "nameEn", v.adres AS "addressRu",
            v.adres_kg AS "addressKg", v.adres_en AS "addressEn", v.glava AS rector, v.tel AS phone,
            v.mail AS email, v.id_field AS "organisationCode", v.nomer_licen AS "licenceNumber",
            v.date_licen AS "licenceDate", ${updatedAt(changed)} AS "updatedAt"
       FROM vuz v
      WHERE v.id_vuz = ${universityId}`,
  );
};

export const facultyPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['faculty', sql`f.id_faculty`]);
  return rows(
    database,
    {
      id: 'integer',
      ...threeNames('shortName'),
      ...threeNames('name'),
      dean: 'text',
      updatedAt: 'text?',
      total: 'integer?',
    },
    sql`SELECT f.id_faculty AS id, f.short_faculty AS "shortNameRu", f.short_faculty_kg AS "shortNameKg",
            f.short_faculty_en AS "shortNameEn", f.faculty AS "nameRu", f.faculty_kg AS "nameKg",
            f.faculty_en AS "nameEn", f.n_director AS dean, ${updatedAt(changed)} AS "updatedAt", ${pageTotal(query)}
       FROM faculty f
      WHERE ${pageWhere(query, sql`f.id_faculty`, changed, { column: sql`f.id_faculty` })}
      ${pageEnd(query, sql`f.id_faculty`)}`,
  );
};

export const departmentPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['kafedra', sql`k.id_kafedra`]);
  return rows(
    database,
    {
      id: 'integer',
      facultyId: 'integer',
      shortName: 'text',
      ...threeNames('name'),
      updatedAt: 'text?',
      total: 'integer?',
    },
    sql`SELECT k.id_kafedra AS id, k.id_faculty AS "facultyId", k.sn_f1 AS "shortName", k.f1 AS "nameRu",
            k.f1_kg AS "nameKg", k.f1_en AS "nameEn", ${updatedAt(changed)} AS "updatedAt", ${pageTotal(query)}
       FROM kafedra k
      WHERE ${pageWhere(query, sql`k.id_kafedra`, changed, { column: sql`k.id_faculty` })}
      ${pageEnd(query, sql`k.id_kafedra`)}`,
  );
};

export const directionPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['direction', sql`d.id_direction`]);
  return rows(
    database,
    { id: 'integer', code: 'text', ...threeNames('name'), national: 'boolean', updatedAt: 'text?' },
    sql`SELECT d.id_direction AS id, d.code, d.direction AS "nameRu", d.direction_kg AS "nameKg",
            d.direction_en AS "nameEn", NOT d.edit AS national, ${updatedAt(changed)} AS "updatedAt"
       FROM direction d
      WHERE ${pageWhere(query, sql`d.id_direction`, changed)}
      ${pageEnd(query, sql`d.id_direction`)}`,
  );
};

export const academicYearPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['a_year', sql`y.id_a_year`]);
  return rows(
    database,
    { id: 'integer', label: 'text', updatedAt: 'text?', total: 'integer?' },
    sql`SELECT y.id_a_year AS id, y.label, ${updatedAt(changed)} AS "updatedAt", ${pageTotal(query)}
       FROM a_year y
      WHERE ${pageWhere(query, sql`y.id_a_year`, changed)}
      ${pageEnd(query, sql`y.id_a_year`)}`,
  );
};

export const halfYearPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['w_s', sql`w.id_w_s`]);
  return rows(
    database,
    { id: 'integer', ...threeNames('name'), updatedAt: 'text?', total: 'integer?' },
    sql`SELECT w.id_w_s AS id, w.name AS "nameRu", w.name_kg AS "nameKg", w.name_en AS "nameEn",
            ${updatedAt(changed)} AS "updatedAt", ${pageTotal(query)}
       FROM w_s w
      WHERE ${pageWhere(query, sql`w.id_w_s`, changed)}
      ${pageEnd(query, sql`w.id_w_s`)}`,
  );
};
