import type { Database } from '../db/connection';
import { firstRow, rows, type SQL, sql } from '../db/sql';

// Columns that change by themselves (a session's last use) are left out of the fingerprint; the audit
// log, append-only and the largest table, is fingerprinted without its before and after documents (a
// row added or removed still shows): they were most of a fingerprint's time.
const volatileColumns: Record<string, string> = {
  user_session: '(token_hash, id_avn_user)',
  audit_log: '(id, id_avn_user, table_name, row_id, action)',
};

const baseTables = (database: Database) =>
  rows(
    database,
    { name: 'text' },
    sql`SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );

// The fingerprint's statement per database: its tables are read once (no test adds a table).
const fingerprintStatements = new WeakMap<Database, Promise<SQL>>();

/** One statement answering every table's row count and the md5 of its sorted rows. */
async function fingerprintStatement(database: Database): Promise<SQL> {
  const parts = (await baseTables(database)).map(({ name }) => {
    // Fixed text of this file, or the whole row.
    const row = sql.raw(volatileColumns[name] ?? 't');
    return sql`SELECT ${name}::text AS name, count(*)::int AS count, md5(string_agg(${row}::text, '|' ORDER BY ${row}::text)) AS md5 FROM ${sql.identifier(name)} t`;
  });
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * Row count and an md5 of the sorted rows of every table: equal fingerprints mean nothing was written.
 * One statement, not one per table: the proofs take two per refused call, thousands in a run.
 */
export async function fingerprint(database: Database): Promise<Record<string, string>> {
  let statement = fingerprintStatements.get(database);
  if (!statement) {
    statement = fingerprintStatement(database);
    fingerprintStatements.set(database, statement);
  }
  const sums = await rows(database, { name: 'text', count: 'integer', md5: 'text?' }, await statement);
  return Object.fromEntries(sums.map((sum) => [sum.name, `${sum.count}:${sum.md5}`]));
}

/** How many rows the audit log holds: all, or those of `table`. */
export async function auditRowCount(database: Database, table?: string): Promise<number> {
  const row = await firstRow(
    database,
    { count: 'integer' },
    sql`SELECT count(*)::int AS count FROM audit_log WHERE ${table ?? null}::text IS NULL OR table_name = ${table ?? null}`,
  );
  return row?.count ?? 0;
}

/** Tables holding a row whose text contains the marker. */
export async function tablesContaining(database: Database, marker: string): Promise<string[]> {
  const tables = await baseTables(database);
  const found: string[] = [];
  for (const { name } of tables) {
    const hit = await firstRow(
      database,
      { hit: 'boolean' },
      sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(name)} t WHERE t::text LIKE '%' || ${marker} || '%') AS hit`,
    );
    if (hit?.hit) found.push(name);
  }
  return found;
}
