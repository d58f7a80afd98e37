import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, embeddedDatabase, openServer } from '../db/connection';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../db/seed';
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

/** Builds the migrated, seeded database that every test file starts from; answers its name or folder. */
export async function createTemplate(runId: string): Promise<string> {
  if (testDatabaseKind === 'pglite') {
    const dir = join(testDataRoot, `template-${runId}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const database = await embeddedDatabase(await PGlite.create(dir));
    await migrate(database);
    await seedDemoData(database);
    await installTestLicence(database);
    const walSegment = await leanDataFolder(database);
    await database.close();
    await removeWalSegmentsBut(join(dir, 'pg_wal'), walSegment);
    const client = await PGlite.create(dir);
    const tarball = await client.dumpDataDir('none');
    await client.close();
    await writeFile(tarballOf(dir), new Uint8Array(await tarball.arrayBuffer()));
    return dir;
  }
  const name = `aa_test_${runId}_template`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const database = await openServer(databaseUrl(name), 2);
  await migrate(database);
  await seedDemoData(database);
  await installTestLicence(database);
  await database.close();
  return name;
}

/**
 * Every test file's copy unpacks the whole folder (decision 0052), so the template holds only what a copy
 * needs: not template0, which only `CREATE DATABASE` reads and the embedded tests never run, and,
 * checkpointed, no WAL before the checkpoint. Answers the WAL segment the checkpoint left current.
 */
async function leanDataFolder(database: Database): Promise<string> {
  await database.query('ALTER DATABASE template0 IS_TEMPLATE false');
  await database.query('DROP DATABASE template0');
  await database.query('CHECKPOINT');
  const [current] = await database.query<{ segment: string }>(
    'SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment',
  );
  if (!current) throw new Error('no current WAL segment');
  return current.segment;
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
// Read once per worker: its files run in one process (vitest.config.ts), each starting its copy from it.
let templateTarball: { template: string; blob: Promise<Blob> } | undefined;

const tarballFor = (template: string): Promise<Blob> => {
  if (templateTarball?.template !== template) {
    templateTarball = { template, blob: readFile(tarballOf(template)).then((bytes) => new Blob([bytes])) };
  }
  return templateTarball.blob;
};

/**
 * A private copy of the template for one test file: an embedded database in memory, loaded from the
 * template's tarball (a folder copy and its disk writes cost three times as much), or a database the
 * PostgreSQL server makes from the template.
 */
export async function cloneTemplate(
  template: string,
): Promise<{ database: Database; url?: string; dispose(): Promise<void> }> {
  const suffix = `${process.pid}_${++counter}`;
  if (testDatabaseKind === 'pglite') {
    const database = await embeddedDatabase(await PGlite.create({ loadDataDir: await tarballFor(template) }));
    return { database, dispose: () => database.close() };
  }
  const name = `${template.replace(/_template$/, '')}_${suffix}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(name);
  const database = await openServer(url, 5);
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
