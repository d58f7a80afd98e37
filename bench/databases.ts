// The benchmarks' databases: migrated, empty or with the demo data and the large university,
// on the embedded database (a data folder) or on a PostgreSQL server (a database of its own).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openEmbedded, openServer } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { DEMO_LOGIN, LARGE_LOGIN, seedDemoData, seedLargeUniversity } from '../src/server/db/seed';
import { DEFAULT_TIME_ZONE, dayIn } from '../src/server/licence/clock';
import { signDemoLicence } from '../src/server/licence/demo';
import { publicKeyText } from '../src/server/licence/document';

export type DatabaseKind = 'pglite' | 'postgres';

/** The server as production runs it: the compiled one of `npm run build` when built, else the sources. */
export const SERVER_SCRIPT = existsSync('dist/server/main.js') ? 'dist/server/main.js' : 'src/server/main.ts';
export type Size = 'small' | 'large';

interface Prepared {
  environment: Record<string, string>;
  /** The account that sees the data measured: the large university's own administrator once it is there. */
  login: string;
  drop(): Promise<void>;
}

// Each university sees its own rows alone (decision 0068): the large one is read as its administrator.
const loginFor = (fill: 'none' | Size) => (fill === 'large' ? LARGE_LOGIN : DEMO_LOGIN);

/** A migrated database: empty (the ceilings'), with the demo data, or with the large university beside it. */
export async function prepare(
  kind: DatabaseKind,
  name: string,
  fill: 'none' | Size,
  { pgUrl, workDir }: { pgUrl: string; workDir: string },
): Promise<Prepared> {
  // The demo university licensed as the demo's first start does; the server gets the key to check it.
  const licence: Record<string, string> = {};
  const seed = async (database: Awaited<ReturnType<typeof openEmbedded>>) => {
    await migrate(database);
    if (fill !== 'none') {
      await seedDemoData(database);
      if (fill === 'large') await seedLargeUniversity(database);
      // Each university its own licence (decision 0068), signed with one key the server is given.
      const key = await signDemoLicence(database, dayIn(DEFAULT_TIME_ZONE, Date.now()));
      licence.LICENCE_PUBLIC_KEY = publicKeyText(key);
    }
    await database.close();
  };
  if (kind === 'pglite') {
    const dataDir = join(workDir, `${name}-data`);
    await seed(await openEmbedded(dataDir));
    return {
      environment: { DATA_DIR: dataDir, DEMO_DATA: 'false', ...licence },
      login: loginFor(fill),
      drop: async () => {},
    };
  }
  const database = `aa_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  await seed(await openServer(url.toString(), 2));
  return {
    environment: { DATABASE_URL: url.toString(), ...licence },
    login: loginFor(fill),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}
