import type { Database } from '../db/connection';
import { rows, sql } from '../db/sql';

// The SQL of the integration API's resources (decision 0075): a page of one kind of record after a cursor
// (its id), in id order, within the client's faculties, changed since a moment if asked. A record's
// `updatedAt` is its newest history entry's time (null: unchanged since the history began, as the demo's).

export interface PageQuery {
  /** The last id of the previous page; 0 for the first. */
  after: number;
  limit: number;
  /** ISO time: only records changed at it or after (inclusive: a change in the same millisecond is not lost). */
  updatedSince: string | undefined;
  /** The client's faculties; undefined: all. */
  facultyIds: readonly number[] | undefined;
}

const lastChange = (table: string, key: ReturnType<typeof sql>) =>
  sql`LEFT JOIN LATERAL (SELECT a.changed_at FROM audit_log a
                          WHERE a.table_name = ${table} AND a.row_id = ${key}::text
                          ORDER BY a.id DESC LIMIT 1) changed ON true`;

const updatedAt = sql`to_char(changed.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const since = (query: PageQuery) =>
  query.updatedSince === undefined
    ? sql`true`
    : sql`changed.changed_at >= ${query.updatedSince}::timestamptz`;

const ofFaculties = (query: PageQuery, column: ReturnType<typeof sql>) =>
  query.facultyIds === undefined ? sql`true` : sql`${column} = ANY(${sql.param(query.facultyIds)}::int[])`;

/** Faculties, one past the page to tell whether another follows. */
export const facultyPage = (database: Database, query: PageQuery) =>
  rows(
    database,
    {
      id: 'integer',
      shortNameRu: 'text',
      shortNameKg: 'text',
      shortNameEn: 'text',
      nameRu: 'text',
      nameKg: 'text',
      nameEn: 'text',
      dean: 'text',
      updatedAt: 'text?',
    },
    sql`SELECT f.id_faculty AS id, f.short_faculty AS "shortNameRu", f.short_faculty_kg AS "shortNameKg",
            f.short_faculty_en AS "shortNameEn", f.faculty AS "nameRu", f.faculty_kg AS "nameKg",
            f.faculty_en AS "nameEn", f.n_director AS dean, ${updatedAt} AS "updatedAt"
       FROM faculty f ${lastChange('faculty', sql`f.id_faculty`)}
      WHERE f.id_faculty > ${query.after} AND ${ofFaculties(query, sql`f.id_faculty`)} AND ${since(query)}
      ORDER BY f.id_faculty LIMIT ${query.limit + 1}`,
  );
