import {
  AUDIT_COUNT_MAX,
  AUDIT_PAGE_SIZE,
  type AuditFilter,
  HISTORY_ENTRIES_MAX,
} from '../../contract/history';
import type { Language } from '../../contract/limits';
import type { Executor } from '../db/sql';
import { rows, type SQL, sql } from '../db/sql';
import { logActionOf, type Names, type Snapshot } from './changes';
import type { Named } from './kind';

/** An audit row with its author, as the history and the audit screen read it. */
const entryShape = {
  auditId: 'float',
  changedAt: 'text',
  action: ['insert', 'update', 'delete'],
  tableName: 'text',
  rowId: 'text',
  before: 'json?',
  after: 'json?',
  userId: 'integer?',
  userLogin: 'text?',
  userName: 'text?',
  clientName: 'text?',
} as const;

// The audit row `a` and its author `u`: the time as ISO text in UTC, the author's name as the users list
// writes it. A university past the first numbers its history from 2^40 up (decision 0074): the bigserial id
// travels as float8, exact below 2^53, so that it arrives as a JSON number on both databases.
const ENTRY_COLUMNS = sql`a.id::float8 AS "auditId",
  to_char(a.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "changedAt",
  a.action, a.table_name AS "tableName", a.row_id AS "rowId", a.before, a.after,
  a.id_avn_user AS "userId", u.login AS "userLogin",
  NULLIF(concat_ws(' ', u.surname, u.name, NULLIF(u.patronymic, '')), '') AS "userName",
  ic.name AS "clientName"`;
// A change an integration client made names the client (migration 0035, decision 0080).
const AUTHOR = sql`LEFT JOIN avn_user u ON u.id_avn_user = a.id_avn_user
  LEFT JOIN integration_client ic ON ic.id_integration_client = a.id_integration_client`;

export type Entry = Omit<Awaited<ReturnType<typeof rows<typeof entryShape>>>[number], 'before' | 'after'> & {
  before: Snapshot | null;
  after: Snapshot | null;
};

/** The changes of one row, newest first (the index audit_log_row_id_idx finds them). */
export async function changesOfRow(on: Executor, table: string, id: number): Promise<Entry[]> {
  return (await rows(
    on,
    entryShape,
    sql`SELECT ${ENTRY_COLUMNS} FROM audit_log a ${AUTHOR}
         WHERE a.table_name = ${table} AND a.row_id = ${String(id)}
         ORDER BY a.id DESC LIMIT ${HISTORY_ENTRIES_MAX}`,
  )) as Entry[];
}

/** One change of the audit log by its id; undefined when there is none. */
export async function changeById(on: Executor, auditId: number): Promise<Entry | undefined> {
  const [entry] = (await rows(
    on,
    entryShape,
    sql`SELECT ${ENTRY_COLUMNS} FROM audit_log a ${AUTHOR} WHERE a.id = ${auditId}`,
  )) as Entry[];
  return entry;
}

/** A row as it is now, as the audit log would snapshot it; null when it is gone. */
export async function rowNow(on: Executor, table: string, key: string, id: number): Promise<Snapshot | null> {
  const [row] = await rows(
    on,
    { row: 'json' },
    sql`SELECT to_jsonb(o) AS row FROM ${sql.identifier(table)} o WHERE o.${sql.identifier(key)} = ${id}`,
  );
  return (row?.row as Snapshot | undefined) ?? null;
}

/**
 * The names of rows by table and id, as their screens name them: the row as it is, or, for a row since
 * deleted, as it was when deleted (its last snapshot in the log, read back as a row of its table). One
 * statement for all tables; the names and joins are this product's fixed texts, the ids parameters.
 */
export async function namesOf(on: Executor, wanted: Map<Named, Set<number>>, lang: Language): Promise<Names> {
  const parts: SQL[] = [];
  for (const [named, ids] of wanted) {
    if (ids.size === 0) continue;
    const list = sql.param([...ids]);
    const table = sql.identifier(named.table);
    const key = sql.identifier(named.key);
    const name = sql.raw(named.name(lang));
    const joins = sql.raw(named.joins ?? '');
    parts.push(sql`(SELECT ${named.table}::text AS "table", o.${key}::int AS id, ${name} AS name
        FROM ${table} o ${joins} WHERE o.${key} = ANY(${list}::int[]))`);
    parts.push(sql`(SELECT ${named.table}::text AS "table", o.${key}::int AS id, ${name} AS name
        FROM (SELECT DISTINCT ON (row_id) before FROM audit_log
               WHERE table_name = ${named.table} AND action = 'delete'
                 AND row_id = ANY(${list}::int[]::text[]) ORDER BY row_id, id DESC) gone
        CROSS JOIN LATERAL jsonb_populate_record(NULL::${table}, gone.before) o ${joins}
        WHERE NOT EXISTS (SELECT 1 FROM ${table} alive WHERE alive.${key} = o.${key}))`);
  }
  const names: Names = new Map();
  if (parts.length === 0) return names;
  const found = await rows(
    on,
    { table: 'text', id: 'integer', name: 'text?' },
    sql.join(parts, sql` UNION ALL `),
  );
  for (const row of found) {
    const byId = names.get(row.table) ?? new Map<number, string>();
    if (row.name !== null) byId.set(row.id, row.name);
    names.set(row.table, byId);
  }
  return names;
}

/** Words a free-text filter matches, each the beginning of a word of a value: "марк 0801" → марк:* & 0801:*. */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/**
 * The words of the record's values after a change (before a delete), as the index audit_log_words_idx
 * holds them: an older value is found in the change that made it.
 */
const WORDS = sql`jsonb_to_tsvector('simple', COALESCE(a.after, a.before), '["string", "numeric"]')`;

/** The conditions of an audit filter over `a`; days are of the given time zone, both included. */
function conditions(filter: AuditFilter, tables: string[], timeZone: string): SQL {
  const where: SQL[] = [sql`a.table_name = ANY(${sql.param(tables)}::text[])`];
  if (filter.userId !== undefined) where.push(sql`a.id_avn_user = ${filter.userId}`);
  if (filter.action !== undefined) where.push(sql`a.action = ${logActionOf[filter.action]}`);
  if (filter.from !== undefined)
    where.push(sql`a.changed_at >= (${filter.from}::date)::timestamp AT TIME ZONE ${timeZone}`);
  if (filter.to !== undefined)
    where.push(sql`a.changed_at < (${filter.to}::date + 1)::timestamp AT TIME ZONE ${timeZone}`);
  const words = filter.text === undefined ? null : prefixQuery(filter.text);
  if (words !== null) where.push(sql`${WORDS} @@ to_tsquery('simple', ${words})`);
  return sql.join(where, sql` AND `);
}

/** How many rows an audit filter finds, counted up to one past `limit` (a bounded scan on a large log). */
export async function countAuditRows(
  on: Executor,
  filter: AuditFilter,
  tables: string[],
  timeZone: string,
  limit: number,
) {
  const where = conditions(filter, tables, timeZone);
  const [counted] = await rows(
    on,
    { total: 'integer' },
    sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM audit_log a WHERE ${where} LIMIT ${limit + 1}) found`,
  );
  return counted?.total ?? 0;
}

/** One page of the audit log under a filter, newest first, and how many rows the filter finds. */
export async function auditPageRows(on: Executor, filter: AuditFilter, tables: string[], timeZone: string) {
  const where = conditions(filter, tables, timeZone);
  const total = await countAuditRows(on, filter, tables, timeZone, AUDIT_COUNT_MAX);
  const page = (await rows(
    on,
    entryShape,
    sql`SELECT ${ENTRY_COLUMNS} FROM audit_log a ${AUTHOR} WHERE ${where}
         ORDER BY a.id DESC LIMIT ${AUDIT_PAGE_SIZE} OFFSET ${(filter.page - 1) * AUDIT_PAGE_SIZE}`,
  )) as Entry[];
  return { total: Math.min(total, AUDIT_COUNT_MAX), more: total > AUDIT_COUNT_MAX, page };
}

/**
 * The rows of an audit filter older than `beforeId` (all when null), newest first, `limit` of them: an
 * export reads the log in such batches, each found from where the last one ended (the primary key).
 */
export async function auditRowsBefore(
  on: Executor,
  filter: Omit<AuditFilter, 'page'>,
  tables: string[],
  timeZone: string,
  beforeId: number | null,
  limit: number,
) {
  const where = conditions({ ...filter, page: 1 }, tables, timeZone);
  const older = beforeId === null ? sql`TRUE` : sql`a.id < ${beforeId}`;
  return (await rows(
    on,
    entryShape,
    sql`SELECT ${ENTRY_COLUMNS} FROM audit_log a ${AUTHOR} WHERE ${where} AND ${older}
         ORDER BY a.id DESC LIMIT ${limit}`,
  )) as Entry[];
}
