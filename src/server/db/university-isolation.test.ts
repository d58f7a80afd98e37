import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate, type TestDatabase } from '../testing/databases';
import { INSERT_INTEGRATION_CLIENT } from '../testing/integration-rows';
import {
  addLookAlikeUniversity,
  enterUniversity,
  type LookAlike,
  universityTables,
} from '../testing/second-university';
import type { Connection } from './connection';
import { SERVER_ROLE } from './university-scope';

/*
 * Decision 0068: two universities in one database are kept apart by PostgreSQL itself. Raw SQL, as the
 * server's role with one university named, finds nothing of the other in any table, changes nothing of it,
 * and cannot attach a row to it; the catalog shows every table of a university's rows under forced
 * row-level security, and the role owning and bypassing nothing.
 */

let copy: TestDatabase;
let universities: LookAlike;

beforeAll(async () => {
  copy = await cloneTemplate(inject('databaseTemplate'));
  // A sign-in and a read notice, so that every table of the demo university has a row to copy.
  await copy.database.query('INSERT INTO user_sign_in (id_avn_user) SELECT min(id_avn_user) FROM avn_user');
  await copy.database.query(
    'INSERT INTO wiki_news_read (id_avn_user, id_wiki) SELECT (SELECT min(id_avn_user) FROM avn_user), min(id_question_answer) FROM wiki_news',
  );
  // An integration client with its secret and a token (decision 0075).
  await copy.database.query(INSERT_INTEGRATION_CLIENT);
  universities = await addLookAlikeUniversity(copy.database);
}, 120_000);
afterAll(() => copy?.dispose());

/** Runs `work` in a transaction as the server's role for `university`, rolled back. */
async function asServerFor<T>(university: number, work: (connection: Connection) => Promise<T>): Promise<T> {
  return copy.database.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      await enterUniversity(connection, university);
      return await work(connection);
    } finally {
      await connection.exec('ROLLBACK');
    }
  });
}

/**
 * The tables of the other university's rows that the server's role, named for `university`, can see,
 * change or delete (by the copy's keys), with what it found. Empty when the policies hold.
 */
async function leaks(university: number, others: LookAlike['rowsOf']): Promise<string[]> {
  return asServerFor(university, async (connection) => {
    const found: string[] = [];
    for (const [table, { column, ids }] of others) {
      const match = `${column}::text = ANY ($1::text[])`;
      const [seen] = await connection.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${table} WHERE ${match}`,
        [ids],
      );
      if (seen?.count) found.push(`${table}: ${seen.count} read`);
      // Each attempt alone, undone: a refusal (a key still in use) means it reached the row, a leak too.
      for (const [verb, statement] of [
        ['changed', `UPDATE ${table} SET ${column} = ${column} WHERE ${match} RETURNING 1`],
        ['deleted', `DELETE FROM ${table} WHERE ${match} RETURNING 1`],
      ] as const) {
        await connection.exec('SAVEPOINT attempt');
        try {
          const touched = await connection.query(statement, [ids]);
          if (touched.length) found.push(`${table}: ${touched.length} ${verb}`);
        } catch (error) {
          found.push(`${table}: not ${verb}, but reached (${(error as Error).message})`);
        }
        await connection.exec('ROLLBACK TO SAVEPOINT attempt');
      }
    }
    return found;
  });
}

/**
 * The first university's rows, as `rowsOf` names the copy's: every row of the table that is not a copy (but
 * the history of the shared tables, which belongs to no university and every university reads, migration 0034).
 */
async function firstRows(): Promise<LookAlike['rowsOf']> {
  const rows: LookAlike['rowsOf'] = new Map();
  for (const [table, { column, ids }] of universities.rowsOf) {
    const own = table === 'audit_log' ? 'AND id_vuz IS NOT NULL' : '';
    const [row] = await copy.database.query<{ ids: string[] }>(
      `SELECT coalesce(array_agg(DISTINCT ${column}::text), '{}') AS ids FROM ${table}
        WHERE NOT (${column}::text = ANY ($1::text[])) ${own}`,
      [ids],
    );
    rows.set(table, { column, ids: row?.ids ?? [] });
  }
  return rows;
}

describe('two universities in one database', () => {
  it('the copy has rows in every table of a university (the test would see a leak anywhere)', () => {
    const empty = [...universities.rowsOf]
      .filter(([, rows]) => rows.ids.length === 0)
      .map(([table]) => table);
    expect(empty).toEqual([]);
  });

  it('as the server for one, raw SQL reads, changes and deletes nothing of the other, both ways', async () => {
    expect(await leaks(universities.first, universities.rowsOf)).toEqual([]);
    expect(await leaks(universities.second, await firstRows())).toEqual([]);
  });

  it('as the server for one, every table answers only its own rows: each sees as many as the other', async () => {
    const counts = (university: number) =>
      asServerFor(university, async (connection) => {
        const answer: Record<string, number> = {};
        for (const { table } of universityTables) {
          const [row] = await connection.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM ${table}`,
          );
          answer[table] = row?.count ?? 0;
        }
        return answer;
      });
    const [first, second] = [await counts(universities.first), await counts(universities.second)];
    // Sessions are not copied; everything else is the same university twice.
    const { user_session: _a, ended_session: _b, ...firstCopied } = first;
    const { user_session: _c, ended_session: _d, ...secondCopied } = second;
    expect(secondCopied).toEqual(firstCopied);
    expect(second.vuz).toBe(1);
    // And each sees its own: a table whose policy is gone answers nothing at all (row-level security fails
    // closed), which two equal counts of nothing would not tell.
    expect(Object.keys(firstCopied).filter((table) => firstCopied[table] === 0)).toEqual([]);
  });

  it('refuses to attach a row to the other university, and one with none named sees nothing', async () => {
    const otherFaculty = Number(universities.rowsOf.get('faculty')?.ids[0]);
    const attach = asServerFor(universities.first, (connection) =>
      connection.query(
        `INSERT INTO kafedra (id_faculty, sn_f1, f1, f1_kg, f1_en) VALUES ($1, 'X', 'Кафедра X', 'X', 'X')`,
        [otherFaculty],
      ),
    );
    await expect(attach).rejects.toThrow(/row-level security/);
    const unnamed = await copy.database.withConnection(async (connection) => {
      await connection.exec('BEGIN');
      try {
        await connection.query("SELECT set_config('role', $1, true)", [SERVER_ROLE]);
        const [row] = await connection.query<{ count: number }>(
          'SELECT (SELECT count(*) FROM faculty) + (SELECT count(*) FROM avn_user) + (SELECT count(*) FROM audit_log) AS count',
        );
        return Number(row?.count);
      } finally {
        await connection.exec('ROLLBACK');
      }
    });
    expect(unnamed).toBe(0);
  });

  it('every table that reaches a university by its keys is under forced row-level security', async () => {
    const rows = await copy.database.query<{ table: string; secured: boolean }>(
      `WITH RECURSIVE reaching (oid) AS (
         SELECT 'public.vuz'::regclass::oid
         UNION
         SELECT k.conrelid FROM pg_constraint k JOIN reaching r ON k.confrelid = r.oid WHERE k.contype = 'f'
       )
       SELECT c.relname::text AS table, c.relrowsecurity AND c.relforcerowsecurity AS secured
         FROM pg_class c JOIN reaching r ON r.oid = c.oid ORDER BY 1`,
    );
    expect(rows.filter((row) => !row.secured).map((row) => row.table)).toEqual([]);
    expect(rows.map((row) => row.table).sort()).toEqual(universityTables.map((entry) => entry.table).sort());
    const secured = await copy.database.query<{ table: string }>(
      `SELECT relname::text AS table FROM pg_class
        WHERE relkind = 'r' AND relrowsecurity AND relforcerowsecurity ORDER BY 1`,
    );
    expect(secured.map((row) => row.table).sort()).toEqual(
      universityTables.map((entry) => entry.table).sort(),
    );
    // Each under its university's policy: a table whose policy was dropped is named.
    const policed = await copy.database.query<{ table: string }>(
      "SELECT tablename::text AS table FROM pg_policies WHERE policyname = 'university_rows' ORDER BY 1",
    );
    expect(
      universityTables
        .map((entry) => entry.table)
        .filter((table) => !policed.some((row) => row.table === table)),
    ).toEqual([]);
  });

  it("the server's role is no superuser, bypasses nothing and owns nothing", async () => {
    const [role] = await copy.database.query<{ rolsuper: boolean; rolbypassrls: boolean; owns: number }>(
      `SELECT rolsuper, rolbypassrls,
              (SELECT count(*)::int FROM pg_class WHERE relowner = r.oid)
              + (SELECT count(*)::int FROM pg_proc WHERE proowner = r.oid)
              + (SELECT count(*)::int FROM pg_namespace WHERE nspowner = r.oid) AS owns
         FROM pg_roles r WHERE rolname = $1`,
      [SERVER_ROLE],
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, owns: 0 });
  });

  it("the proof fails when a policy forgets the university: the other's faculties and all below them show", async () => {
    const rule = 'id_vuz = current_university() OR every_university()';
    await copy.database.query('ALTER POLICY university_rows ON faculty USING (true) WITH CHECK (true)');
    try {
      const found = await leaks(universities.first, universities.rowsOf);
      const faculties = universities.rowsOf.get('faculty')?.ids.length;
      expect(found).toContain(`faculty: ${faculties} read`);
      expect(found).toContain(`faculty: ${faculties} changed`);
      expect(found.some((leak) => leak.startsWith('speciality:'))).toBe(true);
    } finally {
      await copy.database.query(
        `ALTER POLICY university_rows ON faculty USING (${rule}) WITH CHECK (${rule})`,
      );
    }
    expect(await leaks(universities.first, universities.rowsOf)).toEqual([]);
  });
});
