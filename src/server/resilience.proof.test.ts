import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { openDatabase } from './db/open';
import { serverAdminUrl, testDatabaseKind } from './testing/databases';
import {
  check,
  freshServerDatabase,
  killAll,
  postJson,
  runScript,
  sessionAt,
  sessionCookie,
  signIn,
  startServer,
} from './testing/processes';
import { createThrowawayCluster } from './testing/throwaway-cluster';

afterAll(killAll);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`kill -9 of the server during a write load (${testDatabaseKind})`, () => {
  it('starts again, the database opens, every acknowledged write is there and none is half-done', async () => {
    const database = await freshServerDatabase(serverAdminUrl);
    try {
      const server = await startServer(database.environment);
      const sessions: string[] = [];
      const directions: string[] = [];
      let loading = true;
      const cookie = await sessionAt(server.url, database.login, database.password);
      // Writers of two kinds: sign-ins (a session row each) and new directions (a row and its audit row,
      // in one transaction); each write counts once the server has acknowledged it.
      const writers = Array.from({ length: 8 }, async (_, writer) => {
        for (let n = 0; loading; n++) {
          if (writer % 2 === 0) {
            const response = await signIn(server.url, database.login, database.password).catch(
              () => undefined,
            );
            if (response?.status === 200) sessions.push(sessionCookie(response));
          } else {
            const code = `K${writer}-${n}`;
            const answer = await postJson(server.url, cookie, 'ministerstvo/ins-upd-direction', {
              idDirection: -1,
              code,
              direction_: `Направление ${code}`,
              directionKg: `Багыт ${code}`,
              directionEn: `Direction ${code}`,
            }).catch(() => undefined);
            if (answer?.data?.[0]?.sms === 1) directions.push(code);
          }
        }
      });
      // Killed once both kinds have acknowledged writes (a busy machine makes them slower, not fewer),
      // and while the writers are still going.
      const deadline = Date.now() + 90_000;
      while ((sessions.length <= 3 || directions.length <= 3) && Date.now() < deadline) await sleep(50);
      server.child.kill('SIGKILL');
      loading = false;
      await Promise.all(writers);
      await server.exited;
      expect(sessions.length).toBeGreaterThan(3);
      expect(directions.length).toBeGreaterThan(3);

      const restarted = await startServer(database.environment);
      const statuses = await Promise.all(
        sessions.map(async (session) => (await check(restarted.url, session)).status),
      );
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      restarted.child.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);

      const opened = await openDatabase(readConfig({ LOG_LEVEL: 'silent', ...database.environment }));
      try {
        const rows = await opened.database.query<{
          code: string;
          direction_kg: string;
          direction_en: string;
          audited: boolean;
        }>(
          `SELECT d.code, d.direction_kg, d.direction_en,
                  EXISTS (SELECT 1 FROM audit_log a WHERE a.table_name = 'direction' AND a.row_id = d.id_direction::text) AS audited
             FROM direction d WHERE d.code LIKE 'K%'`,
        );
        const stored = new Set(rows.map((row) => row.code));
        expect(directions.filter((code) => !stored.has(code))).toEqual([]);
        // Whole or not at all: every row that is there has all its columns and its audit row.
        const halfDone = rows.filter(
          (row) =>
            row.direction_kg !== `Багыт ${row.code}` ||
            row.direction_en !== `Direction ${row.code}` ||
            !row.audited,
        );
        expect(halfDone).toEqual([]);
      } finally {
        await opened.close();
      }
    } finally {
      await database.drop();
    }
  }, 300_000);
});

describe.runIf(testDatabaseKind === 'postgres')('a PostgreSQL server that stops during a run', () => {
  it('makes calls answer 503 UNAVAILABLE within 2 s, and the app recovers by itself when it is back', async () => {
    const cluster = await createThrowawayCluster();
    try {
      const admin = new pg.Client({ connectionString: cluster.url() });
      await admin.connect();
      await admin.query('CREATE DATABASE app');
      await admin.end();
      const environment = { DATABASE_URL: cluster.url('app') };
      await runScript(
        'src/server/cli/user-add.ts',
        ['keeper', '--surname', 'Keeper', '--role', 'administrator'],
        environment,
        'keeper-password\n',
      );
      const server = await startServer(environment);
      const cookie = await sessionAt(server.url, 'keeper', 'keeper-password');
      expect((await check(server.url, cookie)).status).toBe(200);

      await cluster.stop();
      for (let attempt = 0; attempt < 3; attempt++) {
        const started = performance.now();
        const response = await check(server.url, cookie);
        const elapsed = performance.now() - started;
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          data: null,
          error: 'UNAVAILABLE',
          message: 'The database is temporarily unavailable. Please try again shortly',
          requestId: expect.any(String),
        });
        expect(elapsed).toBeLessThan(2_000);
      }

      await cluster.start();
      let status = 0;
      for (let waited = 0; waited < 15_000 && status !== 200; waited += 250) {
        status = (await check(server.url, cookie)).status;
        if (status !== 200) await sleep(250);
      }
      expect(status).toBe(200);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    } finally {
      await cluster.destroy();
    }
  }, 120_000);
});
