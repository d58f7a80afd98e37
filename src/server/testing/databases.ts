import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { hashPassword } from '../auth/passwords';
import { type Database, embeddedDatabase, openServer } from '../db/connection';
import { migrate } from '../db/migrate';
import { DEMO_LOGIN, DEMO_PASSWORD, seedDemoData } from '../db/seed';
import { installTestLicence } from './licence';

/** Which database the tests run on: the embedded one (default) or the PostgreSQL server of TEST_PG_URL. */
export const testDatabaseKind = process.env.TEST_DATABASE === 'pg' ? 'postgres' : 'pglite';
export const serverAdminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const testDataRoot = resolve('.test-data');

const withAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverAdminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

export const databaseUrl = (name: string) => {
  const url = new URL(serverAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The embedded template's data folder as a tarball, which each test file's copy starts from in memory. */
const tarballOf = (templateDir: string) => `${templateDir}.tar`;
/** The same folder as initdb left it, before the migrations: where a blank database starts (blankDatabase). */
const blankTarballOf = (templateDir: string) => `${templateDir}.blank.tar`;

/** Builds the migrated, seeded database that every test file starts from; answers its name or folder. */
export async function createTemplate(runId: string): Promise<string> {
  if (testDatabaseKind === 'pglite') {
    const dir = join(testDataRoot, `template-${runId}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    // initdb once a run (5–10 s of CPU in WebAssembly), with 1 MB WAL segments: a copy carries one segment,
    // mostly empty, instead of 16 MB of it.
    await (await PGlite.create(dir, { initDbStartParams: ['--wal-segsize=1'] })).close();
    await writeFile(blankTarballOf(dir), await leanTarball(dir));
    const database = await embeddedDatabase(await PGlite.create(dir));
    await migrate(database);
    await seedDemoData(database);
    await installTestLicence(database);
    await cheapDemoPassword(database);
    await database.close();
    await writeFile(tarballOf(dir), await leanTarball(dir));
    return dir;
  }
  const name = `aa_test_${runId}_template`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const database = await openServer(databaseUrl(name), 2);
  await migrate(database);
  await seedDemoData(database);
  await installTestLicence(database);
  await cheapDemoPassword(database);
  await database.close();
  return name;
}

/**
 * Every test file's copy unpacks the whole folder and starts PostgreSQL on it (decision 0052), so the
 * folder holds only what a copy needs: not template0 and template1, which only `CREATE DATABASE` reads
 * and the embedded tests never run; checkpointed, no WAL before the checkpoint; and 16 MB of shared
 * buffers, not 128 (zeroing them was half of each start's time, and a test file's data fits in 16).
 * Answers the folder as a tarball.
 */
async function leanTarball(dir: string): Promise<Uint8Array> {
  const database = await embeddedDatabase(await PGlite.create(dir));
  const templates = await database.query<{ name: string }>(
    "SELECT datname AS name FROM pg_database WHERE datname IN ('template0', 'template1')",
  );
  for (const { name } of templates) {
    await database.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await database.query(`DROP DATABASE ${name}`);
  }
  // Read at the next start, the copies' (ALTER SYSTEM writes postgresql.auto.conf, in the folder).
  await database.query(`ALTER SYSTEM SET shared_buffers = '16MB'`);
  await database.query('CHECKPOINT');
  const [current] = await database.query<{ segment: string }>(
    'SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment',
  );
  if (!current) throw new Error('no current WAL segment');
  await database.close();
  await removeWalSegmentsBut(join(dir, 'pg_wal'), current.segment);
  const client = await PGlite.create(dir);
  const tarball = await client.dumpDataDir('none');
  await client.close();
  return new Uint8Array(await tarball.arrayBuffer());
}

/**
 * The demo account's password hashed at scrypt's N = 1,024 instead of 16,384: the tests sign in as it a few
 * hundred times, and each check at full cost took 60 ms of a core (decision 0067). The check is the same
 * code; a password the product sets is hashed at full cost, in the tests too.
 */
async function cheapDemoPassword(database: Database): Promise<void> {
  await database.query('UPDATE avn_user SET password_hash = $1 WHERE login = $2', [
    await hashPassword(DEMO_PASSWORD, 1_024),
    DEMO_LOGIN,
  ]);
}

/**
 * Removes the WAL segments a checkpoint has made needless: those before it and the ones kept for reuse
 * (16 MB each, a quarter of the folder). A segment still needed would make the copies fail to start, loudly.
 */
async function removeWalSegmentsBut(walDir: string, current: string): Promise<void> {
  for (const name of await readdir(walDir)) {
    if (/^[0-9A-F]{24}$/.test(name) && name !== current) await rm(join(walDir, name));
  }
}

export async function dropTemplate(template: string): Promise<void> {
  if (testDatabaseKind === 'pglite') {
    await rm(template, { recursive: true, force: true });
    await rm(tarballOf(template), { force: true });
    await rm(blankTarballOf(template), { force: true });
    return;
  }
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${template.replace(/_template$/, '')}_%`],
    );
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  });
}

let counter = 0;

/**
 * The tarball's bytes, handed to PGlite as they are: it reads a Blob only through `arrayBuffer()`, which
 * for a Blob made of a Buffer costs Node a chunked copy (a third of a copy's start). Each call answers a
 * copy of its own, so nothing PGlite does to one can reach the next test file's.
 */
class TarballBytes extends Blob {
  readonly #content: Uint8Array;
  constructor(content: Uint8Array) {
    super([]);
    this.#content = content;
  }
  override get size() {
    return this.#content.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#content.slice().buffer as ArrayBuffer);
  }
}

// Read once per worker: its files run in one process (vitest.config.ts), each starting its copy from it.
const tarballs = new Map<string, Promise<Blob>>();

const tarballAt = (path: string): Promise<Blob> => {
  let tarball = tarballs.get(path);
  if (!tarball) {
    tarball = readFile(path).then((bytes) => new TarballBytes(bytes));
    tarballs.set(path, tarball);
  }
  return tarball;
};

export type TestDatabase = { database: Database; url?: string; dispose(): Promise<void> };

/**
 * A database of a test's own: in memory from `tarball` on the embedded database, or `CREATE DATABASE name
 * …how` on the PostgreSQL server, dropped by `dispose` (or with the run's others at its end).
 */
async function openCopy(tarball: string, name: string, how: string, poolSize: number): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const database = await embeddedDatabase(await PGlite.create({ loadDataDir: await tarballAt(tarball) }));
    return { database, dispose: () => database.close() };
  }
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}${how}`));
  const url = databaseUrl(name);
  const database = await openServer(url, poolSize);
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The run's prefix of a database name on the server, and a suffix no other file of the run takes. */
const copyName = (template: string, kind: string) =>
  `${template.replace(/_template$/, '')}${kind}_${process.pid}_${++counter}`;

/**
 * A database with no tables, as initdb leaves it, for a test of the migrations themselves or of a first
 * day: from the run's blank tarball on the embedded database (initdb itself is 5–10 s of CPU), or a new
 * database on the PostgreSQL server.
 */
export const blankDatabase = (template: string, poolSize = 4): Promise<TestDatabase> =>
  openCopy(blankTarballOf(template), copyName(template, '_blank'), '', poolSize);

/**
 * A private copy of the template for one test file: an embedded database in memory, loaded from the
 * template's tarball (a folder copy and its disk writes cost three times as much), or a database the
 * PostgreSQL server makes from the template.
 */
export const cloneTemplate = (template: string): Promise<TestDatabase> =>
  openCopy(tarballOf(template), copyName(template, ''), ` TEMPLATE ${template}`, 5);
