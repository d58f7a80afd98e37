import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { serverAdminUrl, testDatabaseKind } from './testing/databases';
import {
  check,
  freshServerDatabase,
  killAll,
  runScript,
  sessionCookie,
  signIn,
  startServer,
} from './testing/processes';
import { createThrowawayCluster } from './testing/throwaway-cluster';

afterAll(killAll);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`kill -9 of the server during a write load (${testDatabaseKind})`, () => {
  it('starts again, the database opens, and every acknowledged write is there', async () => {
    const database = await freshServerDatabase(serverAdminUrl);
    try {
      const server = await startServer(database.environment);
      const acknowledged: string[] = [];
      let loading = true;
      // Each sign-in is a write (a new session row, old ones pruned) acknowledged by its cookie.
      const writers = Array.from({ length: 8 }, async () => {
        while (loading) {
          const response = await signIn(server.url, database.login, database.password).catch(() => undefined);
          if (response?.status === 200) acknowledged.push(sessionCookie(response));
        }
      });
      await sleep(2_000);
      server.child.kill('SIGKILL');
      loading = false;
      await Promise.all(writers);
      await server.exited;
      expect(acknowledged.length).toBeGreaterThan(5);

      const restarted = await startServer(database.environment);
      const statuses = await Promise.all(
        acknowledged.map(async (cookie) => (await check(restarted.url, cookie)).status),
      );
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      restarted.child.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);
    } finally {
      await database.drop();
    }
  }, 120_000);
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
        ['keeper', '--surname', 'Keeper'],
        environment,
        'keeper-password\n',
      );
      const server = await startServer(environment);
      const cookie = sessionCookie(await signIn(server.url, 'keeper', 'keeper-password'));
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
