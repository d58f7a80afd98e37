import type { Connection, Database } from '../db/connection';
import { SERVER_ROLE } from '../db/university-scope';

/**
 * The tables of a university's rows, parents first, each with the column that ties a row to its
 * university or to its parent row (migration 0025's policies follow the same paths). A new table of a
 * university's rows belongs here; the isolation test finds any that is missing.
 */
export const universityTables: ReadonlyArray<{ table: string; owner: string }> = [
  { table: 'vuz', owner: 'id_vuz' },
  { table: 'software_licence', owner: 'id_vuz' },
  { table: 'faculty', owner: 'id_vuz' },
  { table: 'kafedra', owner: 'id_faculty' },
  { table: 'licence', owner: 'id_vuz' },
  { table: 'speciality', owner: 'id_faculty' },
  { table: 'n_gr', owner: 'id_faculty' },
  { table: 'com_gspe', owner: 'id_speciality' },
  { table: 'study_group', owner: 'id_com_gspe' },
  { table: 'plan_abit', owner: 'id_speciality' },
  { table: 'rrnk_gr_kolst', owner: 'id_group' },
  { table: 'korpus', owner: 'id_vuz' },
  { table: 'otdel', owner: 'id_vuz' },
  { table: 'auditorium', owner: 'id_korpus' },
  { table: 'gak_member_history', owner: 'id_faculty' },
  { table: 'gak_member_speciality', owner: 'id_faculty' },
  { table: 'rrnk_doljnost', owner: 'id_vuz' },
  { table: 'avn_user', owner: 'id_vuz' },
  { table: 'user_sign_in', owner: 'id_avn_user' },
  { table: 'wiki_news_read', owner: 'id_avn_user' },
  { table: 'year_turnover', owner: 'id_vuz' },
  { table: 'year_turnover_report', owner: 'id_year_turnover' },
  { table: 'year_turnover_written', owner: 'id_year_turnover' },
  { table: 'audit_log', owner: 'id_vuz' },
  { table: 'integration_client', owner: 'id_vuz' },
  { table: 'integration_credential', owner: 'id_integration_client' },
  { table: 'integration_token', owner: 'id_integration_client' },
  { table: 'integration_call_window', owner: 'id_integration_client' },
  { table: 'integration_call', owner: 'id_integration_client' },
  // Sessions are a person's, not copied: a copy of a session would be a second way in.
  { table: 'user_session', owner: 'id_avn_user' },
  { table: 'ended_session', owner: 'id_avn_user' },
];

const NOT_COPIED = new Set(['user_session', 'ended_session']);

export interface LookAlike {
  /** The university that was there (the demo's). */
  first: number;
  /** Its copy. */
  second: number;
  /**
   * The copy's rows, table by table: their keys, or for a table without a key of one column, the copied
   * rows they belong to (its owner column's values).
   */
  rowsOf: Map<string, { column: string; ids: string[] }>;
  /** Prefix of the copy's logins (logins are unique across the ministry). */
  loginPrefix: string;
}

interface Column {
  name: string;
  /** The table it refers to, if it is a foreign key. */
  refers: string | null;
  /** What fills it when left out, if a sequence does (a serial key, a university's own ids): its default. */
  serial: string | null;
  key: boolean;
}

async function columnsOf(connection: Connection, table: string): Promise<Column[]> {
  return connection.query<Column>(
    `SELECT a.attname AS name,
            (SELECT r.relname::text FROM pg_constraint k JOIN pg_class r ON r.oid = k.confrelid
              WHERE k.conrelid = a.attrelid AND k.contype = 'f' AND k.conkey = ARRAY[a.attnum]) AS refers,
            CASE WHEN pg_get_expr(d.adbin, d.adrelid) ~ '^(nextval|university_next_id)[(]'
                 THEN pg_get_expr(d.adbin, d.adrelid) END AS serial,
            EXISTS (SELECT 1 FROM pg_constraint p WHERE p.conrelid = a.attrelid AND p.contype = 'p'
                       AND p.conkey = ARRAY[a.attnum]) AS key
       FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [`public.${table}`],
  );
}

// A column that names a row of another table without a key's constraint (the audit's author).
const refersWithoutKey: Record<string, string> = { id_avn_user: 'avn_user' };

/** What a copied row's column holds: its own new key, a copied row's new key, or the value as it is. */
function copiedValue(table: string, column: Column, loginPrefix: string): string {
  const newKeyOf = (of: string, value: string) =>
    `(SELECT new_id FROM copied WHERE tbl = '${of}' AND old_id = ${value}::text)::bigint`;
  const refers = column.refers ?? refersWithoutKey[column.name];
  // A drawn digest (a token's) is text; every other key is a number.
  if (column.key && !column.serial && !column.refers)
    return `(SELECT new_id FROM copied WHERE tbl = '${table}' AND old_id = t.${column.name}::text)`;
  if (column.key) return newKeyOf(table, `t.${column.name}`);
  if (column.name === 'login') return `'${loginPrefix}' || t.login`;
  // Credentials are the server's random draws, unique across the installation: the copy draws its own.
  if (column.name === 'client_key')
    return `'ac_' || translate(substr(md5(random()::text), 1, 26), '0189', 'ghij')`;

  if (column.name === 'faculty_ids')
    return `ARRAY(SELECT new_id::integer FROM copied WHERE tbl = 'faculty' AND old_id::integer = ANY (t.faculty_ids))`;
  if (refers && universityTables.some((entry) => entry.table === refers))
    return `coalesce(${newKeyOf(refers, `t.${column.name}`)}, t.${column.name})`;
  return `t.${column.name}`;
}

/**
 * Adds a second university that looks like the first one row for row: the same names, codes, groups,
 * plans, classrooms, commission, positions, accounts (logins prefixed), history and audit, in one
 * transaction, as the owner (the copies' triggers are off: the rows are written as they are, audit
 * included). The ids differ; every reference inside it points to its own rows.
 */
export async function addLookAlikeUniversity(database: Database, loginPrefix = 'b-'): Promise<LookAlike> {
  return database.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      await connection.exec(
        'CREATE TEMPORARY TABLE copied (tbl text, old_id text, new_id text) ON COMMIT DROP',
      );
      const [first] = await connection.query<{ id: number }>('SELECT min(id_vuz) AS id FROM vuz');
      const rowsOf: LookAlike['rowsOf'] = new Map();
      for (const { table, owner } of universityTables) {
        if (NOT_COPIED.has(table)) continue;
        const columns = await columnsOf(connection, table);
        const key = columns.find((column) => column.key);
        const ownerRefers = columns.find((column) => column.name === owner)?.refers;
        const belongs =
          owner === 'id_vuz'
            ? `t.id_vuz = ${first?.id}`
            : `t.${owner}::text IN (SELECT old_id FROM copied WHERE tbl = '${ownerRefers}')`;
        if (key) {
          // The new keys first (a serial's next values, or the parent's new key), so that children find them.
          // A key of its own (a serial), its parent's, or a digest the server draws (a token's): a new one.
          const newKey = key.serial
            ? `(${key.serial})::text`
            : key.refers
              ? `(SELECT new_id FROM copied p WHERE p.tbl = '${key.refers}' AND p.old_id = t.${key.name}::text)`
              : `encode(sha256(random()::text::bytea), 'hex')`;
          await connection.exec(
            `INSERT INTO copied SELECT '${table}', t.${key.name}::text, ${newKey} FROM ${table} t WHERE ${belongs}`,
          );
        }
        await connection.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
        await connection.exec(
          `INSERT INTO ${table} (${columns.map((column) => column.name).join(', ')})
           SELECT ${columns.map((column) => copiedValue(table, column, loginPrefix)).join(', ')}
             FROM ${table} t WHERE ${belongs}`,
        );
        await connection.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
        const [copies] = await connection.query<{ ids: string[] }>(
          key
            ? `SELECT coalesce(array_agg(new_id ORDER BY new_id), '{}') AS ids FROM copied WHERE tbl = $1`
            : `SELECT coalesce(array_agg(DISTINCT c.new_id), '{}') AS ids FROM copied c
                WHERE c.tbl = $1 AND c.new_id IN (SELECT ${owner}::text FROM ${table})`,
          [key ? table : ownerRefers],
        );
        rowsOf.set(table, { column: key?.name ?? owner, ids: copies?.ids ?? [] });
        // Its rows take their ids from its own sequences, as a university added beside another does.
        if (table === 'vuz')
          await connection.query(
            "SELECT give_university_own_ids($1::integer), set_config('app.university', $1::text, true)",
            [copies?.ids[0]],
          );
      }
      await connection.exec('COMMIT');
      const [second] = rowsOf.get('vuz')?.ids ?? [];
      return { first: first?.id as number, second: Number(second), rowsOf, loginPrefix };
    } catch (error) {
      await connection.exec('ROLLBACK');
      throw error;
    }
  });
}

/**
 * Makes the rest of a connection's transaction the server's for `university`: its role and the university,
 * as a call's transactions start (db/university-scope.ts). The tests' own connection is a superuser's, which
 * row-level security never restricts, forced or not.
 */
export async function enterUniversity(connection: Connection, university: number): Promise<void> {
  await connection.query("SELECT set_config('role', $1, true), set_config('app.university', $2, true)", [
    SERVER_ROLE,
    String(university),
  ]);
}
