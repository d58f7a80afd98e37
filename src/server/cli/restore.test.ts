import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openEmbedded, openServer } from '../db/connection';
import { migrate, readMigrations } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { fingerprint } from '../testing/checksum';
import { databaseUrl, serverAdminUrl, testDatabaseKind } from '../testing/databases';
import { installTestLicence } from '../testing/licence';
import { killAll, runScript } from '../testing/processes';

afterAll(killAll);

// db:backup and db:restore as a person runs them, on real databases: the embedded one always, a PostgreSQL
// server too under `npm run test:pg`, and the move from the first to the second.

const root = await mkdtemp(join(tmpdir(), 'aa-restore-'));
afterAll(() => rm(root, { recursive: true, force: true }));

type Environment = Record<string, string>;
const backup = (environment: Environment, file: string) =>
  runScript('src/server/cli/backup.ts', ['--out', file], environment);
const restore = (environment: Environment, file: string) =>
  runScript('src/server/cli/restore.ts', ['--file', file], environment);

/** What a dump must carry unchanged: Kyrgyz letters, quotes, a ';', dollar quotes, comment marks, \r, psql's \. */
const awkwardText = [
  'Ңөү Өмүрбекова Айгүл; \'quoted\' "double" $$ $body$ -- no comment /* nor this */',
  "back\\slash E'\\x' \ttab\r",
  '\\.',
  'last line',
].join('\n');

/** A few writes of our own on top of the demo data: a user through the command, texts through SQL. */
async function addWrites(environment: Environment, database: () => Promise<Database>) {
  const added = await runScript(
    'src/server/cli/user-add.ts',
    ['aigul', '--surname', 'Өмүрбекова', '--name', 'Айгүл', '--patronymic', 'Ңурбековна', '--role', 'viewer'],
    environment,
    'Жаңы-сырсөз-7\n',
  );
  expect(added.code, added.output).toBe(0);
  const opened = await database();
  try {
    await opened.query('INSERT INTO ministry (name, name_kg, name_en) VALUES ($1, $2, $3)', [
      awkwardText,
      'Билим берүү жана илим министрлиги',
      'Ministry',
    ]);
    await opened.query(
      'INSERT INTO wiki_news (questions, questions_kg, url, important) VALUES ($1, $2, $3, true)',
      ['Жаңылык: окуу жылы башталды', awkwardText, 'https://example.kg/жаңылыктар?a=1;b=2'],
    );
    // Rows in the tables the demo leaves empty: a session, a sign-in, a failed one, a read mark.
    await opened.query(
      `WITH aigul AS (SELECT id_avn_user AS id FROM avn_user WHERE login = 'aigul'),
            news AS (SELECT max(id_question_answer) AS id FROM wiki_news),
            session AS (INSERT INTO user_session (token_hash, id_avn_user, address) SELECT 'restore-test', id, '10.0.0.1' FROM aigul),
            signed AS (INSERT INTO user_sign_in (id_avn_user) SELECT id FROM aigul),
            failed AS (INSERT INTO login_failure (login, address) VALUES ('Айгүл', '10.0.0.2'))
       INSERT INTO wiki_news_read (id_avn_user, id_wiki) SELECT aigul.id, news.id FROM aigul, news`,
    );
  } finally {
    await opened.close();
  }
}

/** Row count and md5 of every table, in one time zone (a server's may differ from PGlite's). */
async function rowsOf(database: Database): Promise<Record<string, string>> {
  try {
    if (database.kind === 'pglite') await database.query("SET TimeZone = 'UTC'");
    return await fingerprint(database);
  } finally {
    await database.close();
  }
}
const inUtc = (url: string) => `${url}?options=${encodeURIComponent('-c TimeZone=UTC')}`;
const embeddedRows = async (dir: string) => rowsOf(await openEmbedded(dir));
const serverRows = async (url: string) => rowsOf(await openServer(inUtc(url), 2));

async function tableCount(database: Database): Promise<number> {
  try {
    const [row] = await database.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'",
    );
    return row?.count ?? -1;
  } finally {
    await database.close();
  }
}
/** Tables in a data folder; a folder without a database has none. */
const embeddedTables = async (dir: string) =>
  existsSync(join(dir, 'PG_VERSION')) ? tableCount(await openEmbedded(dir)) : 0;
const serverTables = async (url: string) => tableCount(await openServer(url, 1));

/** The backup cut short, the backup with a failing statement just before its end, and a stranger's dump. */
async function badCopies(file: string) {
  const dump = await readFile(file, 'utf8');
  const end = dump.indexOf('--\n-- PostgreSQL database dump complete');
  expect(end).toBeGreaterThan(0);
  const files = { cut: `${file}.cut`, failing: `${file}.failing`, foreign: `${file}.foreign` };
  await writeFile(files.cut, dump.slice(0, Math.floor(dump.length * 0.6)));
  // Every table and row is in by then: the failure must take them all back.
  await writeFile(files.failing, `${dump.slice(0, end)}SELECT 1 / 0;\n\n${dump.slice(end)}`);
  await writeFile(
    files.foreign,
    `--\n-- PostgreSQL database dump\n--\n\nCREATE TABLE public.other (id integer);\n\n${dump.slice(end)}`,
  );
  return files;
}

/** Each bad copy is refused with its reason and leaves the empty target empty. */
async function expectBadCopiesRefused(environment: Environment, file: string, tables: () => Promise<number>) {
  const bad = await badCopies(file);
  const reasons = [
    `${bad.cut} is incomplete (pg_dump's closing line is missing, so it was cut short); nothing was changed.\n`,
    /^The restore failed and nothing was changed: line \d+ of .*\.failing: division by zero\.\n$/,
    `${bad.foreign} is not a backup of this application (it has no schema_migration table); nothing was changed.\n`,
  ];
  for (const [index, copy] of [bad.cut, bad.failing, bad.foreign].entries()) {
    const refused = await restore(environment, copy);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(reasons[index] as string | RegExp);
    expect(await tables()).toBe(0);
  }
}

const expectOwnerOnly = async (file: string) => {
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  expect((await stat(join(file, '..'))).mode & 0o777).toBe(0o700);
};

/** The embedded source's dump and rows, for the move to a PostgreSQL server below. */
const embedded = {
  backupFile: join(root, 'backups', 'embedded', 'backup.sql'),
  rows: {} as Record<string, string>,
};

describe('db:backup and db:restore on the embedded database', () => {
  const source = { DATA_DIR: join(root, 'source') };
  const target = { DATA_DIR: join(root, 'target') };

  beforeAll(async () => {
    if (testDatabaseKind === 'pglite') {
      await cp(inject('databaseTemplate'), source.DATA_DIR, { recursive: true });
    } else {
      const database = await openEmbedded(source.DATA_DIR);
      try {
        await migrate(database);
        await seedDemoData(database);
        await installTestLicence(database);
      } finally {
        await database.close();
      }
    }
    await addWrites(source, () => openEmbedded(source.DATA_DIR));
  });

  it('db:backup writes a dump only its owner can read', async () => {
    const written = await backup(source, embedded.backupFile);
    expect(written.code, written.output).toBe(0);
    expect(written.output).toContain(`Backup written: ${embedded.backupFile}`);
    await expectOwnerOnly(embedded.backupFile);
    embedded.rows = await embeddedRows(source.DATA_DIR);
    expect(JSON.stringify(embedded.rows)).not.toContain(':null'); // the demo and our writes fill every table
  }, 60_000);

  it('refuses a cut, a failing or a foreign file, and the target stays empty', async () => {
    await expectBadCopiesRefused(target, embedded.backupFile, () => embeddedTables(target.DATA_DIR));
  }, 60_000);

  it('brings an older backup up to date with the migrations', async () => {
    // Copies of the target, an empty database by now: making new ones would take seconds each.
    const old = { DATA_DIR: join(root, 'old') };
    const upgraded = { DATA_DIR: join(root, 'upgraded') };
    await cp(target.DATA_DIR, old.DATA_DIR, { recursive: true });
    await cp(target.DATA_DIR, upgraded.DATA_DIR, { recursive: true });
    const migrations = await readMigrations();
    const database = await openEmbedded(old.DATA_DIR);
    await migrate(database, migrations.slice(0, -1)).finally(() => database.close());
    const oldFile = join(root, 'backups', 'embedded', 'old.sql');
    expect((await backup(old, oldFile)).code).toBe(0);

    const restored = await restore(upgraded, oldFile);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`Applied: ${migrations.at(-1)?.version}`);
  }, 60_000);

  it('restores every row of every table into an empty database, and will not restore over it', async () => {
    const restored = await restore(target, embedded.backupFile);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('The database is up to date.');
    expect(await embeddedRows(target.DATA_DIR)).toEqual(embedded.rows);

    const refused = await restore(target, embedded.backupFile);
    expect(refused.code).toBe(1);
    expect(refused.output).toBe(
      `The embedded database in ${target.DATA_DIR} is not empty (it has ${Object.keys(embedded.rows).length} tables): db:restore only fills an empty database, and nothing was changed.\n`,
    );
    expect(await embeddedRows(target.DATA_DIR)).toEqual(embedded.rows);
  }, 60_000);
});

describe.runIf(testDatabaseKind === 'postgres')('db:backup and db:restore on a PostgreSQL server', () => {
  const admin = new pg.Client({ connectionString: serverAdminUrl });
  const prefix = `aa_test_restore_${process.pid}`;
  const made: string[] = [];
  const newDatabase = async (suffix: string, template?: string) => {
    const name = `${prefix}_${suffix}`;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    made.push(name);
    return { DATABASE_URL: databaseUrl(name) };
  };
  beforeAll(() => admin.connect());
  afterAll(async () => {
    for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const backupFile = join(root, 'backups', 'server', 'backup.sql');
  let sourceRows: Record<string, string> = {};

  it('db:backup (pg_dump) writes a dump only its owner can read; a bad copy leaves an empty database empty', async () => {
    const source = await newDatabase('source', inject('databaseTemplate'));
    await addWrites(source, () => openServer(source.DATABASE_URL, 1));
    const written = await backup(source, backupFile);
    expect(written.code, written.output).toBe(0);
    await expectOwnerOnly(backupFile);
    sourceRows = await serverRows(source.DATABASE_URL);

    const target = await newDatabase('bad');
    await expectBadCopiesRefused(target, backupFile, () => serverTables(target.DATABASE_URL));
  }, 60_000);

  it('restores every row of every table into an empty database, and will not restore over it', async () => {
    const target = await newDatabase('target');
    const restored = await restore(target, backupFile);
    expect(restored.code, restored.output).toBe(0);
    expect(await serverRows(target.DATABASE_URL)).toEqual(sourceRows);

    const refused = await restore(target, backupFile);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `The database ${prefix}_target on ${new URL(serverAdminUrl).host} is not empty (it has`,
    );
    expect(await serverRows(target.DATABASE_URL)).toEqual(sourceRows);
  }, 60_000);

  it('moves the embedded database to the server: its dump restores there with every row', async () => {
    const target = await newDatabase('moved');
    const restored = await restore(target, embedded.backupFile);
    expect(restored.code, restored.output).toBe(0);
    expect(await serverRows(target.DATABASE_URL)).toEqual(embedded.rows);
  }, 60_000);

  it("restores the server's dump into a new embedded database (COPY rows)", async () => {
    const target = { DATA_DIR: join(root, 'from-server') };
    const restored = await restore(target, backupFile);
    expect(restored.code, restored.output).toBe(0);
    expect(await embeddedRows(target.DATA_DIR)).toEqual(sourceRows);
  }, 60_000);

  it('brings an older backup up to date with the migrations', async () => {
    const migrations = await readMigrations();
    const old = await newDatabase('old');
    const database = await openServer(old.DATABASE_URL, 1);
    await migrate(database, migrations.slice(0, -1)).finally(() => database.close());
    const oldFile = join(root, 'backups', 'server', 'old.sql');
    expect((await backup(old, oldFile)).code).toBe(0);

    const target = await newDatabase('upgraded');
    const restored = await restore(target, oldFile);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`Applied: ${migrations.at(-1)?.version}`);
  }, 60_000);
});
