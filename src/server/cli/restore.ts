import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { MigrationError } from '../db/migrate';
import { capitalised, checkBackup, RestoreError } from './restore/dump';
import { embeddedTarget, restoreEmbedded } from './restore/embedded';
import { restoreServer, serverTarget } from './restore/server';
import { reportFailure } from './with-database';

const usage = `Usage: npm run db:restore -- --file backups/backup-<time>.sql
Restores a backup written by npm run db:backup into the configured database (DATABASE_URL, or else the
embedded one in DATA_DIR), which must be empty: a new database, or a DATA_DIR folder that does not exist yet.
All or nothing: a damaged file leaves the database as empty as it was. The migrations are applied afterwards.
For the embedded database the server must be stopped.`;

async function main(): Promise<void> {
  let file: string | undefined;
  try {
    const { values } = parseArgs({
      options: { file: { type: 'string' }, help: { type: 'boolean', default: false } },
    });
    if (values.help) {
      console.log(usage);
      return;
    }
    file = values.file;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exitCode = 1;
    return;
  }
  if (!file) {
    console.error(usage);
    process.exitCode = 1;
    return;
  }
  const path = resolve(file);
  try {
    await checkBackup(path);
    const config = readConfig();
    const applied = config.databaseUrl
      ? await restoreServer(config, config.databaseUrl, path)
      : await restoreEmbedded(config.dataDir, path);
    const target = config.databaseUrl ? serverTarget(config.databaseUrl) : embeddedTarget(config.dataDir);
    console.log(`${capitalised(target)} was restored from ${path}.`);
    console.log(applied.length === 0 ? 'The database is up to date.' : `Applied: ${applied.join(', ')}`);
  } catch (error) {
    if (error instanceof MigrationError) {
      console.error(`The backup was restored, but the migrations failed: ${error.message}`);
      process.exitCode = 1;
    } else reportFailure(error, [RestoreError], 'Restore failed');
  }
}

await main();
