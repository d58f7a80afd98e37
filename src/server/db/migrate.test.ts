import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/databases';
import { startTestApp, type TestApp } from '../testing/test-app';
import { MIGRATION_LOCK_KEY, MigrationError, migrate, readMigrations } from './migrate';
import { type Released, releasedFile, sha256 } from './releases/cut-release';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tableExists = async (name: string) =>
  t.database.withConnection(async (connection) => {
    const [row] = await connection.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [
      name,
    ]);
    return row?.found;
  });

describe('migrations', () => {
  it('are numbered files, all applied to the test database, and applying again does nothing', async () => {
    const migrations = await readMigrations();
    expect(migrations.map((m) => m.version).slice(0, 2)).toEqual(['0001_foundation', '0002_structure']);
    expect(await migrate(t.database)).toEqual([]);
  });

  it('a failing migration rolls back whole and stops the run; the database is as it was', async () => {
    const broken = [
      { version: '9001_good', script: 'CREATE TABLE good_one (id int);' },
      { version: '9002_bad', script: 'CREATE TABLE half_done (id int); SELECT no_such_function();' },
      { version: '9003_never', script: 'CREATE TABLE never_reached (id int);' },
    ];
    await expect(migrate(t.database, broken)).rejects.toThrow(MigrationError);
    await expect(migrate(t.database, broken)).rejects.toThrow(
      'Migration 9002_bad failed and was rolled back',
    );
    expect(await tableExists('good_one')).toBe(true);
    expect(await tableExists('half_done')).toBe(false);
    expect(await tableExists('never_reached')).toBe(false);
  });
});

describe('the migration lock', () => {
  // A key below 2^32 is held as classid 0, objid the key.
  const locksHeld = async () => {
    const [row] = await t.database.query<{ held: number }>(
      "SELECT count(*)::int AS held FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
      [MIGRATION_LOCK_KEY],
    );
    return row?.held;
  };

  it('is let go after every run, a failing one included', async () => {
    await migrate(t.database);
    expect(await locksHeld()).toBe(0);
    await expect(
      migrate(t.database, [{ version: '9011_fails', script: 'SELECT no_such_function();' }]),
    ).rejects.toThrow(MigrationError);
    expect(await locksHeld()).toBe(0);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    "waits for another instance's migrations, and gives up at its deadline having applied nothing",
    async () => {
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const next = [{ version: '9101_after_the_other', script: 'CREATE TABLE after_the_other (id int);' }];
        const started = Date.now();
        await expect(migrate(t.database, next, { lockWaitMs: 600 })).rejects.toThrow(
          "Another instance's migrations are still running on this database after 0.6 s of waiting; nothing was applied.",
        );
        expect(Date.now() - started).toBeGreaterThanOrEqual(600);
        expect(await tableExists('after_the_other')).toBe(false);

        const waiting = migrate(t.database, next, { lockWaitMs: 10_000 });
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(await tableExists('after_the_other')).toBe(false);
        await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        expect(await waiting).toEqual(['9101_after_the_other']);
        expect(await tableExists('after_the_other')).toBe(true);
      } finally {
        await other.end();
      }
    },
  );
});

describe('released migrations (forward only)', () => {
  const load = async () => ({
    released: JSON.parse(await readFile(releasedFile, 'utf8')) as Released,
    files: new Map((await readMigrations()).map((m) => [m.version, sha256(m.script)])),
  });

  it('are never edited nor removed: each file keeps the sha256 released.json recorded', async () => {
    const { released, files } = await load();
    const broken = Object.entries(released.sha256)
      .filter(([version, sum]) => files.get(version) !== sum)
      .map(([version]) => `${version}: ${files.has(version) ? 'changed' : 'removed'}`);
    expect(
      broken,
      'a released migration is never edited: mend it with a new one (decision 0026); its sha256 stays',
    ).toEqual([]);
  });

  it('each release names its last migration; a new migration comes after the last released one', async () => {
    const { released, files } = await load();
    const lasts = Object.values(released.releases);
    expect(lasts.length).toBeGreaterThan(0);
    for (const last of lasts) expect(released.sha256, `the release ending at ${last}`).toHaveProperty(last);
    const lastReleased = lasts.sort().at(-1) as string;
    const slippedIn = [...files.keys()].filter(
      (version) => version <= lastReleased && !released.sha256[version],
    );
    expect(slippedIn, `numbered before the released ${lastReleased}`).toEqual([]);
    expect(released.releases['2.0.0']).toBe('0017_software_licence');
  });
});
