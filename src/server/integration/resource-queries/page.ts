import { type SQL, sql } from '../../db/sql';

// What every resource's SQL shares (decision 0075): a page of one kind of record after a cursor (its id), in
// id order, within the client's faculties, changed since a moment if asked. A record's `updatedAt` is its
// newest history entry's time (null: unchanged since the history began, as the demo's).

export interface PageQuery {
  /** The last id of the previous page; -1 for the first (an academic year's id may be 0). */
  after: number;
  limit: number;
  /** ISO time: only records changed at it or after (inclusive: a change in the same millisecond is not lost). */
  updatedSince: string | undefined;
  /** The client's faculties; undefined: all. */
  facultyIds: readonly number[] | undefined;
  /** Only these records (the change feed's, decision 0077); undefined: all. */
  ids?: readonly number[];
}

/**
 * `changed.changed_at`: the newest history entry of a record's row, or of its rows when it is drawn from
 * several (a plan carries its speciality's thresholds, so a threshold's change is the plan's too).
 */
export const lastChange = (...rows: Array<readonly [table: string, key: SQL]>) =>
  sql`LEFT JOIN LATERAL (SELECT GREATEST(${sql.join(
    rows.map(
      ([table, key]) => sql`(SELECT history.changed_at FROM audit_log history
                              WHERE history.table_name = ${table} AND history.row_id = ${key}::text
                              ORDER BY history.id DESC LIMIT 1)`,
    ),
    sql`, `,
  )}) AS changed_at) changed ON true`;

export const updatedAt = sql`to_char(changed.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The page's conditions on the record's id and history, and on its faculty when it has one. */
export function pageWhere(query: PageQuery, id: SQL, faculty?: { column: SQL; optional?: boolean }): SQL {
  const changedSince =
    query.updatedSince === undefined
      ? sql`true`
      : sql`changed.changed_at >= ${query.updatedSince}::timestamptz`;
  const since =
    query.ids === undefined
      ? changedSince
      : sql`${changedSince} AND ${id} = ANY(${sql.param(query.ids)}::int[])`;
  if (faculty === undefined || query.facultyIds === undefined)
    return sql`${id} > ${query.after}::int AND ${since}`;
  const inScope = sql`${faculty.column} = ANY(${sql.param(query.facultyIds)}::int[])`;
  const ofFaculties = faculty.optional ? sql`(${faculty.column} IS NULL OR ${inScope})` : inScope;
  return sql`${id} > ${query.after}::int AND ${ofFaculties} AND ${since}`;
}

/** One past the page, to tell whether another follows. */
export const pageEnd = (query: PageQuery, id: SQL) => sql`ORDER BY ${id} LIMIT ${query.limit + 1}`;
