import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { embeddedTarget, restoreEmbedded } from './backup-file/embedded';
import { capitalised, RestoreError } from './backup-file/lexer';
import { describeRaised } from './backup-file/sequences';
import { restoreServer, serverTarget } from './backup-file/server';
import { checkBackup } from './backup-file/verify';
import { reportFailure } from './with-database';

const usage = `Usage: npm run db:restore -- --file backups/backup-<time>.sql [--unverified]
Restores a backup written by npm run db:backup into the configured database (DATABASE_URL, or else the
embedded one in DATA_DIR), which must be empty: a new database, or a DATA_DIR folder that does not exist yet.
Before anything is touched the file's seal is verified (its checksum, and its signature when BACKUP_KEY is
set) and every statement is checked to be one db:backup writes; the schema is built by this release's
migrations and only the file's rows are loaded; a sequence behind the largest value of its column is raised
to follow it, and said. All or nothing: any failure leaves the database as empty as it was. --unverified restores a backup that has no seal (one written before backups were sealed).
For the embedded database the server must be stopped.`;

async function main(): Promise<void> {
  let values: { file?: string; help?: boolean; unverified?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        file: { type: 'string' },
        help: { type: 'boolean', default: false },
        unverified: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exitCode = 1;
    return;
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  if (!values.file) {
    console.error(usage);
    process.exitCode = 1;
    return;
  }
  const path = resolve(values.file);
  try {
    const config = readConfig();
    const checked = await checkBackup(path, { unverified: values.unverified });
    const plan = { summary: checked.summary, migrations: checked.migrations, ...checked.reread() };
    const { applied, raised } = config.databaseUrl
      ? await restoreServer(config.databaseUrl, plan)
      : await restoreEmbedded(config.dataDir, plan);
    const target = config.databaseUrl ? serverTarget(config.databaseUrl) : embeddedTarget(config.dataDir);
    const rows = [...checked.summary.rows.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `${capitalised(target)} was restored from ${path}: ${rows} rows in ${checked.summary.rows.size} tables, each table's count checked.`,
    );
    for (const note of checked.notes) console.log(note);
    for (const sequence of raised) console.log(describeRaised(sequence));
    console.log(applied.length === 0 ? 'The database is up to date.' : `Applied: ${applied.join(', ')}`);
  } catch (error) {
    reportFailure(error, [RestoreError], 'Restore failed');
  }
}

await main();
