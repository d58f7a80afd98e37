import type { Database } from '../db/connection';
import { firstRow, rows, sql } from '../db/sql';

// Columns that change by themselves (a session's last use) are left out of the fingerprint.
const volatileColumns: Record<string, string> = {
  user_session: '(token_hash, id_avn_user)',
};

/** Row count and an md5 of the sorted rows of every table: equal fingerprints mean nothing was written. */
export async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await rows(
    database,
    { name: 'text' },
    sql`SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    // Fixed text of this file, or the whole row.
    const row = sql.raw(volatileColumns[name] ?? 't');
    const sum = await firstRow(
      database,
      { count: 'integer', md5: 'text?' },
      sql`SELECT count(*)::int AS count, md5(string_agg(${row}::text, '|' ORDER BY ${row}::text)) AS md5 FROM ${sql.identifier(name)} t`,
    );
    result[name] = `${sum?.count}:${sum?.md5}`;
  }
  return result;
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
  const tables = await rows(
    database,
    { name: 'text' },
    sql`SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
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
