import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, serverAdminUrl, testDatabaseKind } from './testing/databases';
import { killAll, runScript, signIn, startServer } from './testing/processes';

afterAll(killAll);

const run = (script: string, environment: Record<string, string>, input?: string) =>
  runScript(script, environment.ARGS ? environment.ARGS.split(' ') : [], environment, input);

describe.runIf(testDatabaseKind === 'pglite')('npm start on the embedded database', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'aa-start-')), 'data');
  const environment = { DATA_DIR: dataDir };

  it('creates, migrates and seeds the data folder; admin/admin signs in', async () => {
    // LOG_LEVEL=debug: the server logs each request as it receives it, which tells when sign-ins are in flight.
    const server = await startServer({ ...environment, LOG_LEVEL: 'debug' });
    expect((await signIn(server.url, 'admin', 'admin')).status).toBe(200);

    const second = await run('src/server/main.ts', { ...environment, PORT: '0' });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`The data folder ${dataDir} is in use by another server`);

    // SIGTERM once 8 sign-ins (each a scrypt hash and a few writes) have reached the server: all finish.
    const received = () =>
      server.output().split('"url":"/api/v1/auth/login","msg":"request received"').length - 1;
    const before = received();
    const inFlight = Array.from({ length: 8 }, () => signIn(server.url, 'admin', 'admin'));
    while (received() < before + 8) await new Promise((resolve) => setTimeout(resolve, 2));
    server.child.kill('SIGTERM');
    expect((await Promise.all(inFlight)).map((response) => response.status)).toEqual(Array(8).fill(200));
    const stopped = await server.exited;
    expect(stopped.code).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 180_000);

  it('user:add reads the password from stdin; the data survives a restart; db:backup writes SQL', async () => {
    const added = await run(
      'src/server/cli/user-add.ts',
      { ...environment, ARGS: 'aigul --surname Асанова --name Айгүл --role administrator' },
      'Strong-pass-1\n',
    );
    expect(added.output).toContain('The user aigul was created (administrator).');
    expect(added.output).not.toContain('Strong-pass-1');

    const backupFile = join(dataDir, '..', 'backup.sql');
    const backup = await run('src/server/cli/backup.ts', { ...environment, ARGS: `--out ${backupFile}` });
    expect(backup.code).toBe(0);
    const dump = readFileSync(backupFile, 'utf8');
    expect(dump).toContain('CREATE TABLE public.direction');
    expect(dump).toContain('Программалык инженерия');

    const server = await startServer(environment);
    expect((await signIn(server.url, 'aigul', 'Strong-pass-1')).status).toBe(200);
    expect((await signIn(server.url, 'admin', 'admin')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 180_000);

  it('refuses a bad configuration value with a clear message', async () => {
    const bad = await run('src/server/main.ts', { PORT: 'eighty' });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('PORT="eighty": must be a whole number');
  }, 30_000);
});

describe.runIf(testDatabaseKind === 'postgres')(
  'npm start against a PostgreSQL server (DATABASE_URL)',
  () => {
    const name = `aa_test_start_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverAdminUrl });
    afterAll(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it('migrates, makes no demo account; user:add creates one; db:backup dumps with pg_dump', async () => {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const environment = { DATABASE_URL: databaseUrl(name) };
      const server = await startServer(environment);
      expect((await signIn(server.url, 'admin', 'admin')).status).toBe(401);

      const added = await run(
        'src/server/cli/user-add.ts',
        { ...environment, ARGS: 'registrar --surname Осмонов --name Бакыт --role administrator' },
        'Another-pass-2\n',
      );
      expect(added.output).toContain('The user registrar was created (administrator).');
      expect((await signIn(server.url, 'registrar', 'Another-pass-2')).status).toBe(200);

      const backupFile = join(mkdtempSync(join(tmpdir(), 'aa-backup-')), 'backup.sql');
      const backup = await run('src/server/cli/backup.ts', { ...environment, ARGS: `--out ${backupFile}` });
      expect(backup.code).toBe(0);
      expect(readFileSync(backupFile, 'utf8')).toContain('CREATE TABLE public.avn_user');

      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }, 180_000);
  },
);
