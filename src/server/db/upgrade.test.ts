import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, serverAdminUrl, testDatabaseKind } from '../testing/databases';
import { type Database, openEmbedded, openServer } from './connection';
import { type Migration, migrate, readMigrations } from './migrate';
import { type Released, releasedFile, releasesDir } from './releases/cut-release';

// Upgrades (issue 16, decision 0026): every migration from an empty database, from every earlier point and
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

// One sorted line per object of the public schema: what a migration can make or change, never the data.
// Columns carry their rank, not attnum: a database restored from a dump has no gaps left by dropped columns.
const schemaQueries = [
  `SELECT 'relation ' || c.relname || ' kind=' || c.relkind::text || ' persistence=' || c.relpersistence::text
       || ' rls=' || c.relrowsecurity || '/' || c.relforcerowsecurity || ' replica=' || c.relreplident::text
       || ' options=' || coalesce(array_to_string(c.reloptions, ','), '')
     FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
  `SELECT 'column ' || c.relname || '.' || a.attname || ' #' || rank() OVER (PARTITION BY c.oid ORDER BY a.attnum)
       || ' ' || format_type(a.atttypid, a.atttypmod) || ' notnull=' || a.attnotnull
       || ' default=' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ' identity=' || a.attidentity::text
       || ' generated=' || a.attgenerated::text || ' collation=' || coalesce(co.collname, '')
       || ' sequence=' || coalesce(pg_get_serial_sequence(quote_ident(c.relname), a.attname), '')
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     LEFT JOIN pg_collation co ON co.oid = a.attcollation AND a.attcollation <> 100
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
       AND a.attnum > 0 AND NOT a.attisdropped`,
  `SELECT 'constraint ' || coalesce(c.relname, t.typname) || '.' || k.conname || ' ' || k.contype::text || ' '
       || pg_get_constraintdef(k.oid) || ' deferrable=' || k.condeferrable || '/' || k.condeferred
       || ' valid=' || k.convalidated
     FROM pg_constraint k LEFT JOIN pg_class c ON c.oid = k.conrelid LEFT JOIN pg_type t ON t.oid = k.contypid
     WHERE k.connamespace = 'public'::regnamespace`,
  `SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'`,
  `SELECT 'trigger ' || pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal`,
  `SELECT 'function ' || pg_get_functiondef(p.oid)
     FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND p.prokind IN ('f', 'p')`,
  `SELECT 'sequence ' || sequencename || ' ' || data_type || ' start=' || start_value || ' min=' || min_value
       || ' max=' || max_value || ' by=' || increment_by || ' cycle=' || cycle || ' cache=' || cache_size
     FROM pg_sequences WHERE schemaname = 'public'`,
  `SELECT 'view ' || c.relname || ' ' || pg_get_viewdef(c.oid)
     FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('v', 'm')`,
  `SELECT 'type ' || t.typname || ' ' || t.typtype::text || ' ' || format_type(t.typbasetype, t.typtypmod)
       || ' notnull=' || t.typnotnull || ' default=' || coalesce(t.typdefault, '') || ' labels='
       || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) FROM pg_enum e
                    WHERE e.enumtypid = t.oid), '')
     FROM pg_type t WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd', 'r', 'm')`,
  `SELECT 'policy ' || tablename || '.' || policyname || ' ' || permissive || ' ' || array_to_string(roles, ',')
       || ' ' || cmd || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '')
     FROM pg_policies WHERE schemaname = 'public'`,
  `SELECT 'rule ' || definition FROM pg_rules WHERE schemaname = 'public'`,
  `SELECT 'comment ' || pg_describe_object(d.classoid, d.objoid, d.objsubid) || ' ' || d.description
     FROM pg_description d WHERE (pg_identify_object(d.classoid, d.objoid, d.objsubid)).schema = 'public'`,
  `SELECT 'extension ' || extname || ' ' || extversion FROM pg_extension`,
  `SELECT 'event trigger ' || evtname || ' ' || evtevent || ' ' || evtfoid::regproc || ' ' || evtenabled::text
     FROM pg_event_trigger`,
];

// A trigger's WHEN on a row comparison, `(OLD.a, OLD.b) IS DISTINCT FROM (NEW.a, NEW.b)`, is stored as nested
// ORs; pg_dump writes them out with their parentheses and the restore reads them back as one flat OR: the same
// condition, told apart by its parentheses only.
const canonical = (line: string) => (line.startsWith('trigger ') ? line.replace(/[()]/g, '') : line);

/** The schema as a sorted list of lines: equal lists, equal schemas (the data left aside). */
async function describeSchema(database: Database): Promise<string[]> {
  const lines: string[] = [];
  for (const query of schemaQueries) {
    const rows = await database.query<{ line: string }>(`SELECT line FROM (${query}) AS described(line)`);
    lines.push(...rows.map((row) => canonical(row.line)));
  }
  return lines.sort();
}

const appliedVersions = async (database: Database) =>
  (await database.query<{ version: string }>('SELECT version FROM schema_migration ORDER BY version')).map(
    (row) => row.version,
  );

const versionsOf = (migrations: Migration[]) => migrations.map((migration) => migration.version);

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
  }, 60_000);

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
      expect(lost, `rows of ${fixture} lost or changed by the migrations after ${last}`).toEqual({});
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
