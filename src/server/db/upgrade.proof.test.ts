import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, serverAdminUrl, testDatabaseKind } from '../testing/databases';
import { describeSchema } from '../testing/schema';
import { type Database, openEmbedded, openServer } from './connection';
import { type Migration, migrate, readMigrations } from './migrate';
import { type Released, releasedFile, releasesDir } from './releases/cut-release';

// Upgrades (decision 0026): every migration from an empty database, from every earlier point and
// from each release's database with data, several instances at once; the schema is always the one a new
// database gets.

const opened: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of opened.reverse()) await close();
});

const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: serverAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

let counter = 0;
/** A new, empty database: a data folder in a temporary directory, or a database on the server. */
async function newDatabase(poolSize = 2): Promise<{ database: Database; url?: string }> {
  if (testDatabaseKind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'aa-upgrade-'));
    const database = await openEmbedded(join(dir, 'data'));
    opened.push(async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    });
    return { database };
  }
  // Named after the run's template, so that the run's end drops what a crashed test left behind.
  const name = `${inject('databaseTemplate').replace(/_template$/, '')}_upgrade_${process.pid}_${++counter}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  const database = await openServer(url, poolSize);
  opened.push(async () => {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return { database, url };
}

/** Back to an empty database: nothing the migrations make lives outside the public schema. */
const emptySchema = (database: Database) =>
  database.withConnection((connection) =>
    connection.exec(
      'DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS fixture_rows CASCADE',
    ),
  );

const appliedVersions = async (database: Database) =>
  (await database.query<{ version: string }>('SELECT version FROM schema_migration ORDER BY version')).map(
    (row) => row.version,
  );

const versionsOf = (migrations: Migration[]) => migrations.map((migration) => migration.version);

/**
 * The rows of a release's data a later migration rewrites on purpose, by migration and table: a release's
 * own rows are frozen, so a wrong text in them is mended by a migration (decision 0051). Any other row
 * that changes still fails the test.
 */
const rewrites: Record<string, Record<string, number>> = {
  // Kyrgyz words (decision 0051): the display form "points" and the old demo's specialist programme and its form.
  '0021_kyrgyz_words': { estimation_form: 1, f_educ_prog: 1, f_educ: 1 },
};

/** How many rows of each table the migrations after `last` rewrite on purpose. */
function rewrittenAfter(last: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [version, tables] of Object.entries(rewrites))
    if (version > last)
      for (const [table, rows] of Object.entries(tables)) counts[table] = (counts[table] ?? 0) + rows;
  return counts;
}

describe('upgrades', () => {
  let all: Migration[];
  let database: Database;
  let fresh: string[];

  it('from an empty database every migration applies once; a second run applies none', async () => {
    all = await readMigrations();
    ({ database } = await newDatabase());
    expect(await migrate(database)).toEqual(versionsOf(all));
    expect(await appliedVersions(database)).toEqual(versionsOf(all));
    expect(await migrate(database)).toEqual([]);
    fresh = await describeSchema(database);
    expect(fresh.filter((line) => line.startsWith('relation ')).length).toBeGreaterThan(40);
    expect(fresh.some((line) => line.startsWith('trigger '))).toBe(true);
    expect(fresh.some((line) => line.startsWith('function '))).toBe(true);
  }, 60_000);

  it('from every earlier point the rest applies, to the schema a new database gets', async () => {
    for (let k = 1; k < all.length; k++) {
      await emptySchema(database);
      expect(await migrate(database, all.slice(0, k))).toEqual(versionsOf(all.slice(0, k)));
      expect(await migrate(database)).toEqual(versionsOf(all.slice(k)));
      expect(
        await describeSchema(database),
        `migrations up to ${all[k - 1]?.version}, then the rest`,
      ).toEqual(fresh);
    }
    // Every migration applied once per earlier point: the time grows with each new one.
  }, 180_000);

  it("from each release's database with its data: every row stays, the schema is a new database's", async () => {
    const released = JSON.parse(await readFile(releasedFile, 'utf8')) as Released;
    const fixtures = (await readdir(releasesDir)).filter((name) => name.endsWith('.sql'));
    const latest = Object.entries(released.releases)
      .sort(([, a], [, b]) => a.localeCompare(b))
      .at(-1)?.[0];
    expect(fixtures).toContain(`${latest}.sql`);
    for (const fixture of fixtures) {
      const version = fixture.replace(/\.sql$/, '');
      const last = released.releases[version];
      expect(last, `${fixture} is a release listed in released.json`).toBeDefined();
      const ofRelease = all.filter((migration) => migration.version <= (last as string));

      // The fixture holds the release's schema: the one its migrations make.
      await emptySchema(database);
      await migrate(database, ofRelease);
      const releaseSchema = await describeSchema(database);
      await emptySchema(database);
      await database.withConnection(async (connection) =>
        connection.exec(await readFile(join(releasesDir, fixture), 'utf8')),
      );
      expect(await describeSchema(database), `${fixture}'s schema`).toEqual(releaseSchema);
      expect(await appliedVersions(database)).toEqual(versionsOf(ofRelease));

      // Its rows are kept aside, the later migrations applied, and each row is looked for again in the
      // columns it had: a migration that adds a column keeps the test meaningful.
      const tables = await database.query<{ name: string; columns: string }>(
        `SELECT c.relname AS name, string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
           FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
          GROUP BY c.relname ORDER BY c.relname`,
      );
      let filled = 0;
      await database.withConnection(async (connection) => {
        await connection.exec('CREATE SCHEMA fixture_rows');
        for (const table of tables) {
          await connection.exec(`CREATE TABLE fixture_rows."${table.name}" AS TABLE public."${table.name}"`);
          const [row] = await connection.query<{ any: boolean }>(
            `SELECT EXISTS (SELECT 1 FROM fixture_rows."${table.name}") AS any`,
          );
          if (row?.any) filled++;
        }
      });
      expect(filled, `tables of ${fixture} with rows`).toBeGreaterThan(30);
      expect(await migrate(database)).toEqual(versionsOf(all.filter((m) => m.version > (last as string))));
      const lost: Record<string, number> = {};
      for (const table of tables) {
        const [row] = await database.query<{ lost: number }>(
          `SELECT count(*)::int AS lost FROM (
             SELECT r::text FROM (SELECT ${table.columns} FROM fixture_rows."${table.name}") r
             EXCEPT ALL SELECT r::text FROM (SELECT ${table.columns} FROM public."${table.name}") r) missing`,
        );
        if (row?.lost) lost[table.name] = row.lost;
      }
      expect(lost, `rows of ${fixture} lost or changed by the migrations after ${last}`).toEqual(
        rewrittenAfter(last as string),
      );
      // The fixed reference (migration 0023, decision 0059) is complete: what the release lacked was added.
      const [fixed] = await database.query<Record<string, number>>(
        `SELECT (SELECT count(*) FROM rate)::int AS courses, (SELECT count(*) FROM w_s)::int AS "halfYears",
                (SELECT count(*) FROM a_year WHERE id_a_year BETWEEN y - 6 AND y + 1)::int AS years,
                (SELECT count(*) FROM ministry)::int AS ministries
           FROM (SELECT extract(year FROM CURRENT_DATE - interval '8 months')::int % 100 AS y) today`,
      );
      expect(fixed, `${fixture}'s fixed reference`).toEqual({
        courses: 10,
        halfYears: 2,
        years: 8,
        ministries: 1,
      });
      await database.withConnection((connection) => connection.exec('DROP SCHEMA fixture_rows CASCADE'));
      expect(await describeSchema(database), `${fixture} upgraded`).toEqual(fresh);
    }
  }, 60_000);

  it.runIf(testDatabaseKind === 'postgres')(
    'several instances starting together on an empty database apply each migration exactly once',
    async () => {
      const { url } = await newDatabase(1);
      const instances = await Promise.all([1, 2, 3, 4].map(() => openServer(url as string, 2)));
      try {
        const results = await Promise.all(instances.map((instance) => migrate(instance)));
        expect(results.flat().sort()).toEqual(versionsOf(all));
        expect(results.filter((applied) => applied.length > 0)).toHaveLength(1);
        const [first] = instances as [Database];
        const [counts] = await first.query<{ rows: number; versions: number }>(
          'SELECT count(*)::int AS rows, count(DISTINCT version)::int AS versions FROM schema_migration',
        );
        expect(counts).toEqual({ rows: all.length, versions: all.length });
        expect(await describeSchema(first)).toEqual(fresh);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    },
    60_000,
  );
});
