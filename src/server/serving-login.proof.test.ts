import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveDirection } from '../contract/catalog';
import { SERVER_ROLE } from './db/university-scope';
import { serverAdminUrl, testDatabaseKind } from './testing/databases';
import { validPayload } from './testing/payloads';
import {
  freshServerDatabase,
  killAll,
  postJson,
  runScript,
  sessionAt,
  startServer,
} from './testing/processes';

// Decision 0073: the server may log in as a login of its own, a member of academic_server that owns nothing,
// with the migrations left to the owner. It then serves as before, every connection under that login; it
// stops with the command to run when a migration of its release is missing, or when the login may not act
// as the server's role, and never tries to migrate.

afterAll(killAll);

describe.runIf(testDatabaseKind === 'postgres')("a login of the server's own", () => {
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let admin: pg.Client;
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const serving = `aa_serving_${suffix}`;
  const stranger = `aa_stranger_${suffix}`;

  /** The database's URL, logging in as `login`. */
  const urlAs = (login: string) => {
    const url = new URL(database.environment.DATABASE_URL as string);
    url.username = login;
    url.password = '';
    return url.toString();
  };

  beforeAll(async () => {
    // Migrated, set up and given an administrator by the owner, as an operator's install does.
    database = await freshServerDatabase(serverAdminUrl, 'postgres');
    admin = new pg.Client({ connectionString: database.environment.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE ROLE ${serving} LOGIN IN ROLE ${SERVER_ROLE}`);
    await admin.query(`CREATE ROLE ${stranger} LOGIN`);
  }, 180_000);
  afterEach(killAll);
  afterAll(async () => {
    await admin?.end();
    await database?.drop();
    const cluster = new pg.Client({ connectionString: serverAdminUrl });
    await cluster.connect();
    await cluster.query(`DROP ROLE IF EXISTS ${serving}`);
    await cluster.query(`DROP ROLE IF EXISTS ${stranger}`);
    await cluster.end();
  });

  it('serves reads and audited writes with every connection under that login', async () => {
    const server = await startServer({ ...database.environment, DATABASE_URL: urlAs(serving) });
    expect(server.output()).toContain(`signed in as "${serving}", a login of the server's own`);
    const cookie = await sessionAt(server.url, database.login, database.password);
    expect(cookie).not.toBe('');
    const saved = await postJson(server.url, cookie, saveDirection.path, {
      ...(validPayload(saveDirection.body) as Record<string, unknown>),
      idDirection: -1,
      code: '770001',
    });
    expect(saved.data).toEqual([{ sms: 1 }]);
    const listed = await fetch(`${server.url}/api/v1/ministerstvo/allDirection`, { headers: { cookie } });
    expect(JSON.stringify(await listed.json())).toContain('770001');
    const logins = await admin.query<{ login: string }>(
      `SELECT DISTINCT usename::text AS login FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'academic-admin'`,
    );
    expect(logins.rows.map((row) => row.login)).toEqual([serving]);
    const [audit] = (
      await admin.query(
        "SELECT u.login FROM audit_log a JOIN avn_user u USING (id_avn_user) WHERE a.after ->> 'code' = '770001'",
      )
    ).rows;
    expect(audit).toEqual({ login: database.login });
  }, 120_000);

  it('stops, naming the command, when a migration of its release is not applied, and applies none', async () => {
    const [last] = (
      await admin.query<{ version: string }>(
        'SELECT version FROM schema_migration ORDER BY version DESC LIMIT 1',
      )
    ).rows;
    await admin.query('DELETE FROM schema_migration WHERE version = $1', [last?.version]);
    try {
      const stopped = await runScript('src/server/main.ts', [], {
        ...database.environment,
        PORT: '0',
        DATABASE_URL: urlAs(serving),
      });
      expect(stopped.code).toBe(1);
      expect(stopped.output).toContain(`1 migration of this release not applied (${last?.version})`);
      expect(stopped.output).toContain('npm run db:migrate');
      expect(stopped.output).not.toContain('Database not ready');
      const again = await admin.query('SELECT 1 FROM schema_migration WHERE version = $1', [last?.version]);
      expect(again.rowCount).toBe(0);
    } finally {
      await admin.query('INSERT INTO schema_migration (version) VALUES ($1)', [last?.version]);
    }
  }, 120_000);

  it("stops when the login may not act as the server's role", async () => {
    const stopped = await runScript('src/server/main.ts', [], {
      ...database.environment,
      PORT: '0',
      DATABASE_URL: urlAs(stranger),
    });
    expect(stopped.code).toBe(1);
    expect(stopped.output).toContain(`GRANT ${SERVER_ROLE} TO "${stranger}"`);
  }, 120_000);
});
