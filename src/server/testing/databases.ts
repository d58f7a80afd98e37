import { cp, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { type Database, openEmbedded, openServer } from '../db/connection';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { installTestLicence } from './licence';

/** Which database the tests run on: the embedded one (default) or the PostgreSQL server of TEST_PG_URL. */
export const testDatabaseKind = process.env.TEST_DATABASE === 'pg' ? 'postgres' : 'pglite';
export const serverAdminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testDataRoot = resolve('.test-data');

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

/** Builds the migrated, seeded database that every test file starts from; answers its name or folder. */
export async function createTemplate(runId: string): Promise<string> {
  if (testDatabaseKind === 'pglite') {
    const dir = join(testDataRoot, `template-${runId}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(testDataRoot, { recursive: true });
    const database = await openEmbedded(dir);
    await migrate(database);
    await seedDemoData(database);
    await installTestLicence(database);
    await database.close();
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

export async function dropTemplate(template: string): Promise<void> {
  if (testDatabaseKind === 'pglite') {
    await rm(template, { recursive: true, force: true });
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

/** A private copy of the template for one test file: a copied folder, or a database made from the template. */
export async function cloneTemplate(
  template: string,
): Promise<{ database: Database; url?: string; dispose(): Promise<void> }> {
  const suffix = `${process.pid}_${++counter}`;
  if (testDatabaseKind === 'pglite') {
    const dir = `${template}-copy-${suffix}`;
    await cp(template, dir, { recursive: true });
    const database = await openEmbedded(dir);
    return {
      database,
      dispose: async () => {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
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
