import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { readConfig } from '../config';
import { lockDataDir } from '../db/lock';
import { summarise } from './backup-file/data';
import { RestoreError, withoutFullStop } from './backup-file/lexer';
import { backupKey, seal } from './backup-file/seal';
import { withoutPassword } from './libpq';
import { reportFailure } from './with-database';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const outFile = resolve(values.out ?? `backups/backup-${stamp}.sql`);
/** pg_dump of a PostgreSQL server may take this long; a hung one is stopped. */
const PG_DUMP_TIMEOUT_MS = 30 * 60_000;
/** The embedded dump's rows come as INSERTs (PGlite's pg_dump cannot write COPY); this many rows per INSERT. */
const ROWS_PER_INSERT = 1000;

class BackupError extends Error {}

/**
 * A plain SQL dump of the configured database, restorable with `npm run db:restore`. It holds password hashes
 * and personal data: the file is readable by its owner only (0600, in a folder made 0700), and is written under
 * a temporary name and renamed when whole, so a failed backup leaves no file that looks like one. The dump is
 * read back as db:restore reads it and sealed (seal.ts): a manifest of its rows, a checksum, and an HMAC under
 * BACKUP_KEY when the operator set one.
 */
async function backup() {
  const config = readConfig();
  const key = backupKey();
  await mkdir(dirname(outFile), { recursive: true, mode: 0o700 });
  const partial = join(dirname(outFile), `.${basename(outFile)}.${randomUUID()}.partial`);
  // Created empty with owner-only rights before any data goes in (pg_dump would make it 0644).
  await (await open(partial, 'wx', 0o600)).close();
  await chmod(partial, 0o600);
  try {
    if (config.databaseUrl) await dumpServer(config.databaseUrl, partial);
    else await dumpEmbedded(config.dataDir, partial);
    await sealDump(partial, key);
    const written = await open(partial, 'r+');
    try {
      await written.sync();
    } finally {
      await written.close();
    }
    await rename(partial, outFile);
  } finally {
    await rm(partial, { force: true });
  }
  console.log(`Backup written: ${outFile}`);
}

/** The dump read as a restore reads it (a file it would refuse is no backup), then sealed with its manifest. */
async function sealDump(file: string, key: Buffer | undefined): Promise<void> {
  const { size } = await stat(file);
  let summary: Awaited<ReturnType<typeof summarise>>;
  try {
    summary = await summarise({ file, end: size });
  } catch (error) {
    if (!(error instanceof RestoreError)) throw error;
    throw new BackupError(
      `The dump would not restore (${withoutFullStop(error.message)}); no backup was written.`,
    );
  }
  const migration = summary.migrations.at(-1);
  if (!migration) throw new BackupError('The database has no migrations applied; no backup was written.');
  await seal(file, { migration, tables: Object.fromEntries(summary.rows) }, key);
}

/** pg_dump of a PostgreSQL server: COPY for the rows (psql restores them fastest). */
function dumpServer(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = withoutPassword(databaseUrl);
  return new Promise((done, failed) => {
    const dump = spawn(
      'pg_dump',
      ['--no-owner', '--no-privileges', '--no-password', '--file', file, '--dbname', url],
      { stdio: ['ignore', 'inherit', 'inherit'], timeout: PG_DUMP_TIMEOUT_MS, env },
    );
    dump.on('error', (error) =>
      failed(new BackupError(`pg_dump could not run (${error.message}); install postgresql-client.`)),
    );
    dump.on('exit', (code, signal) =>
      code === 0
        ? done()
        : failed(
            new BackupError(
              signal
                ? `pg_dump did not finish within ${PG_DUMP_TIMEOUT_MS / 60_000} minutes and was stopped.`
                : `pg_dump stopped with exit code ${code}; no backup was written.`,
            ),
          ),
    );
  });
}

/** PGlite's own pg_dump (the system one refuses a newer server, decision 0006). */
async function dumpEmbedded(dataDir: string, file: string): Promise<void> {
  // Opening a folder without a database would make a new, empty one and back that up.
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupError(
      `There is no embedded database in ${resolve(dataDir)} (DATA_DIR); nothing was written.`,
    );
  // The embedded database can be read by one process only: the server must be stopped for a backup.
  const unlock = lockDataDir(dataDir);
  try {
    const pg = await PGlite.create(dataDir);
    try {
      const dump = await pgDump({
        pg,
        // No owner or grants: the dump restores into a PostgreSQL server as whichever user restores it.
        args: ['--no-owner', '--no-privileges', `--rows-per-insert=${ROWS_PER_INSERT}`],
      });
      const handle = await open(file, 'w');
      try {
        await handle.writeFile(await dump.text());
      } finally {
        await handle.close();
      }
    } finally {
      await pg.close();
    }
  } finally {
    unlock();
  }
}

backup().catch((error: unknown) => reportFailure(error, [BackupError, RestoreError], 'Backup failed'));
