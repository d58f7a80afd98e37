import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { MigrationError, migrate, readMigrations } from './migrate';

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
