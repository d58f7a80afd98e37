import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { embeddedDatabase, openServer } from '../db/connection';
import { migrate } from '../db/migrate';
import { databaseUrl, serverAdminUrl, testDatabaseKind } from './databases';
import type { OpenTestDatabase } from './test-app';

// A migrated database without the demo data, as an operator's installation starts (decision 0059): in memory
// on the embedded database (about 3 s to migrate), or a new database on the PostgreSQL server, dropped after.

let counter = 0;

export const emptyDatabase: OpenTestDatabase = async () => {
  if (testDatabaseKind === 'pglite') {
    const database = await embeddedDatabase(await PGlite.create());
    await migrate(database);
    return { database, dispose: () => database.close() };
  }
  const name = `aa_test_empty_${process.pid}_${++counter}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverAdminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const database = await openServer(url, 5);
  await migrate(database);
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverAdminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
};
