import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../catalog/queries';
import '../auth/queries';
import { startTestApp, type TestApp } from '../testing/test-app';
import { listReads } from './list-read';
import { inUniversity } from './university-scope';
import { writeTransaction } from './write';

let t: TestApp;
let announced: Array<string | null>;
beforeAll(async () => {
  t = await startTestApp();
  t.database.changes.onChange((table) => announced.push(table));
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs SQL on a connection of its own, as another server process, a CLI command or psql would. */
async function fromAnotherConnection(statement: string) {
  if (t.database.kind === 'pglite') {
    // One process owns the embedded database: "another writer" is SQL that bypasses writeTransaction.
    await t.database.query(statement);
    return;
  }
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe(`the change feed (${process.env.TEST_DATABASE === 'pg' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a committed write call announces the tables it changed to its own process before it resolves', async () => {
    announced = [];
    await writeTransaction(t.database, 1, async (tx) => {
      await tx.execute(sql`INSERT INTO direction (code, direction) VALUES ('FEED-1', 'Лента')`);
      await tx.execute(sql`UPDATE kafedra SET f1_en = f1_en WHERE id_kafedra = 1`);
    });
    // The audit log announces too: it says which users may still be deleted (the users list).
    expect(new Set(announced)).toEqual(new Set(['direction', 'kafedra', 'audit_log']));
  });

  it("a university's write names its university for its own tables, not for the shared ones (migration 0027)", async () => {
    const heard: Array<[string | null, number | undefined]> = [];
    const stop = t.database.changes.onChange((table, university) => heard.push([table, university]));
    try {
      await inUniversity(1, () =>
        writeTransaction(t.database, 1, async (tx) => {
          await tx.execute(sql`UPDATE faculty SET faculty = faculty WHERE id_faculty = 1`);
          await tx.execute(sql`INSERT INTO direction (code, direction) VALUES ('FEED-U', 'Лента')`);
        }),
      );
      expect(heard).toEqual(
        expect.arrayContaining([
          ['faculty', 1],
          ['direction', undefined],
        ]),
      );
      heard.length = 0;
      // The operator's write (no university named) is everyone's.
      await writeTransaction(t.database, 1, async (tx) => {
        await tx.execute(sql`UPDATE faculty SET faculty = faculty WHERE id_faculty = 1`);
      });
      expect(heard).toContainEqual(['faculty', undefined]);
    } finally {
      stop();
    }
  });

  it('a write that rolls back announces nothing', async () => {
    // Other processes hear of the last test's write too (NOTIFY): let that arrive first.
    await t.database.changes.sync();
    announced = [];
    await expect(
      writeTransaction(t.database, 1, async (tx) => {
        await tx.execute(sql`INSERT INTO direction (code, direction) VALUES ('FEED-2', 'Лента')`);
        await tx.execute(sql`INSERT INTO direction (code, direction) VALUES ('', 'breaks the CHECK')`);
      }),
    ).rejects.toThrow();
    await t.database.changes.sync();
    await sleep(50);
    expect(announced).toEqual([]);
  });

  it('a change made by another writer reaches the feed; a session touch does not, a shortened one does', async () => {
    const cookie = await t.signIn();
    expect((await t.call('POST', 'auth/check', { cookie })).statusCode).toBe(200);
    await t.database.changes.sync();
    announced = [];
    await fromAnotherConnection(
      "UPDATE qualification SET name_qualification_en = 'Bachelor!' WHERE id_qualification = 1",
    );
    await fromAnotherConnection('UPDATE user_session SET last_seen_at = now()');
    await t.database.changes.sync();
    // The audit log announces with the audited table (it says which users may still be deleted).
    expect(new Set(announced)).toEqual(new Set(['qualification', 'audit_log']));
    await fromAnotherConnection("UPDATE user_session SET last_seen_at = now() - interval '61 minutes'");
    await t.database.changes.sync();
    expect(new Set(announced)).toEqual(new Set(['qualification', 'audit_log', 'user_session']));
    // The session the process had in memory is gone with it.
    expect((await t.call('POST', 'auth/check', { cookie })).statusCode).toBe(401);
  });

  it('every table announces its changes but those nothing reads from memory; so does every list', async () => {
    const tables = await t.database.query<{ table_name: string; announces: boolean }>(
      `SELECT c.relname AS table_name,
              EXISTS (SELECT 1 FROM pg_trigger g JOIN pg_proc p ON p.oid = g.tgfoid
                       WHERE g.tgrelid = c.oid AND p.proname LIKE 'announce%') AS announces
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname = 'public'`,
    );
    const silent = tables.filter((table) => !table.announces).map((table) => table.table_name);
    // Counters and records written at every attempt or integration call (decision 0076), read by no cache:
    // announcing them would wake every process at each call.
    expect(silent.sort()).toEqual([
      'integration_call',
      'integration_call_window',
      'login_failure',
      'schema_migration',
    ]);
    const announcing = new Set(tables.filter((table) => table.announces).map((table) => table.table_name));
    expect(listReads.length).toBeGreaterThan(5);
    for (const read of listReads)
      for (const table of read.tables) expect(announcing, read.name).toContain(table);
  });
});

describe.runIf(process.env.TEST_DATABASE === 'pg')('the listening connection to PostgreSQL', () => {
  it('lost: nothing is answered from memory and nothing missed is answered once it is back', async () => {
    const cookie = await t.signIn();
    const listed = async () =>
      (await t.call('GET', 'ministerstvo/allDirection', { cookie }))
        .json()
        .data.map((row: { p24_en: string }) => row.p24_en);
    await listed();
    announced = [];
    await t.database.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'academic-admin-changes' AND datname = current_database()`,
    );
    for (let waited = 0; waited < 2_000 && t.database.changes.live; waited += 10) await sleep(10);
    expect(t.database.changes.live).toBe(false);
    expect(announced).toContain(null);
    // Written while nobody listens: the notification is lost, the list must not be.
    await fromAnotherConnection(
      "UPDATE direction SET direction_en = 'Written meanwhile' WHERE id_direction = 1",
    );
    expect(await listed()).toContain('Written meanwhile');
    for (let waited = 0; waited < 10_000 && !t.database.changes.live; waited += 50) await sleep(50);
    expect(t.database.changes.live).toBe(true);
    expect(await listed()).toContain('Written meanwhile');
    await fromAnotherConnection("UPDATE direction SET direction_en = 'Heard again' WHERE id_direction = 1");
    await t.database.changes.sync();
    expect(await listed()).toContain('Heard again');
  });
});
