// Records a release's migrations and writes its database fixture, for the upgrade tests (decision 0026).
//
//   node --import tsx src/server/db/releases/cut-release.ts [version]
//
// The version defaults to package.json's. Run it when a release is cut, on that release's code:
// 1. a version not yet in ../migrations/released.json is added to it: its last migration (the last file in
//    migrations/) and the sha256 of every migration file not listed yet. A listed file whose sha256 differs
//    stops the script: released migrations are never edited;
// 2. `<version>.sql` here is (re)written: a new embedded database migrated up to the release's last migration,
//    filled with the demo data (seed/demo.sql) and the tests' licence, dumped by PGlite's pg_dump as plain
//    INSERTs. The audit log keeps its first three rows per table (it is two thirds of the dump otherwise).
//    Session settings and psql commands are left out, so that both PGlite's exec and a PostgreSQL server (15
//    and later) load the file as one script, without psql, and the loading connection keeps its settings.
// Running it again for a recorded release only rewrites the fixture (timestamps and the password hash differ).
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { installTestLicence } from '../../testing/licence';
import { openEmbedded } from '../connection';
import { migrate, migrationsDir, readMigrations } from '../migrate';
import { seedDemoData } from '../seed';

export interface Released {
  /** Each release's version and its last migration. */
  releases: Record<string, string>;
  /** The sha256 (hex, of the file's bytes) of each released migration, by version (its file name without .sql). */
  sha256: Record<string, string>;
}

export const releasedFile = join(migrationsDir, 'released.json');
export const releasesDir = import.meta.dirname;
export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

// pg_dump's session settings (transaction_timeout is PostgreSQL 17's; search_path '' would stay on the loading
// connection) and psql's meta-commands: left out of the dump. The names are listed so that no line of a
// function's body is taken for one.
const sessionLine =
  /^(SET (statement_timeout|lock_timeout|idle_in_transaction_session_timeout|transaction_timeout|client_encoding|standard_conforming_strings|check_function_bodies|xmloption|client_min_messages|row_security|default_tablespace|default_table_access_method|default_with_oids) = .*;|SELECT pg_catalog\.set_config\('search_path', '', false\);|\\(restrict|unrestrict|connect) .*)$/;

/** pg_dump's output without its session settings and psql commands. */
function portableDump(dump: string, version: string): string {
  const kept = dump
    .split('\n')
    .filter((line) => !sessionLine.test(line))
    .join('\n');
  return `-- Release ${version}'s database with the demo data, written by src/server/db/releases/cut-release.ts: do not edit.\n${kept}`;
}

async function main() {
  const packageVersion = JSON.parse(await readFile('package.json', 'utf8')).version as string;
  const version = process.argv[2] ?? packageVersion;
  const released = JSON.parse(await readFile(releasedFile, 'utf8')) as Released;
  const migrations = await readMigrations();
  for (const migration of migrations) {
    const recorded = released.sha256[migration.version];
    if (recorded && recorded !== sha256(migration.script)) {
      throw new Error(
        `Released migration ${migration.version} was changed: put the change in a new migration.`,
      );
    }
  }
  if (!released.releases[version]) {
    const last = migrations.at(-1)?.version;
    if (!last) throw new Error('No migration to release.');
    released.releases[version] = last;
    for (const migration of migrations) released.sha256[migration.version] ??= sha256(migration.script);
    await writeFile(releasedFile, `${JSON.stringify(released, null, 2)}\n`);
  }
  const last = released.releases[version] as string;
  const ofRelease = migrations.filter((migration) => migration.version <= last);

  const dir = await mkdtemp(join(tmpdir(), 'aa-release-'));
  try {
    const database = await openEmbedded(join(dir, 'data'));
    try {
      await migrate(database, ofRelease);
      await seedDemoData(database);
      await installTestLicence(database);
      await database.query(
        'DELETE FROM audit_log WHERE id NOT IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY table_name ORDER BY id) AS n FROM audit_log) a WHERE n <= 3)',
      );
    } finally {
      await database.close();
    }
    const pg = await PGlite.create(join(dir, 'data'));
    try {
      const dump = await pgDump({ pg, args: ['--inserts', '--no-owner', '--no-privileges'] });
      const out = join(releasesDir, `${version}.sql`);
      await writeFile(out, portableDump(await dump.text(), version));
      console.log(`Release ${version} (migrations up to ${last}): ${out}`);
    } finally {
      await pg.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  });
}
