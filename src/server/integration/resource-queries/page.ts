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
  /** Records to skip after the cursor (OneRoster's offset paging); none when absent. */
  offset?: number;
  /** Whether each row carries how many records the query matches, pages aside (OneRoster's X-Total-Count). */
  total?: boolean;
  /** Only these records (the change feed's, decision 0077); undefined: all. */
  ids?: readonly number[];
}

/**
 * The time of a record's newest history entry, or of its rows' when it is drawn from several (a plan carries
 * its speciality's thresholds, so a threshold's change is the plan's too). An expression of the statement's
 * row, not a join: in the answer's columns PostgreSQL works it out for the page's rows alone, after the
 * sort and limit, one index probe each (migration 0033's integer key, usable under the policies).
 */
export const lastChange = (...rows: Array<readonly [table: string, key: SQL]>) =>
  sql`GREATEST(${sql.join(
    rows.map(
      ([table, key]) => sql`(SELECT history.changed_at FROM audit_log history
                              WHERE history.table_name = ${table} AND history.row_key = ${key}
                              ORDER BY history.id DESC LIMIT 1)`,
    ),
    sql`, `,
  )})`;

/** A record's `updatedAt`: its last change as ISO text in UTC, to the millisecond. */
export const updatedAt = (changed: SQL) =>
  sql`to_char(${changed} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The page's conditions on the record's id and last change, and on its faculty when it has one. */
export function pageWhere(
  query: PageQuery,
  id: SQL,
  changed: SQL,
  faculty?: { column: SQL; optional?: boolean },
): SQL {
  const changedSince =
    query.updatedSince === undefined ? sql`true` : sql`${changed} >= ${query.updatedSince}::timestamptz`;
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
export const pageEnd = (query: PageQuery, id: SQL) =>
  sql`ORDER BY ${id} LIMIT ${query.limit + 1} OFFSET ${query.offset ?? 0}`;

/** The `total` column: the records the query matches before its page is cut, when asked (else null, free). */
export const pageTotal = (query: PageQuery) =>
  query.total ? sql`(count(*) OVER ())::int AS total` : sql`NULL::int AS total`;
