import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { ConfigError, readConfig } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/lock';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const outFile = resolve(values.out ?? `backups/backup-${stamp}.sql`);

/** A plain SQL dump (restorable with psql into an empty database) of the configured database. */
async function backup() {
  const config = readConfig();
  await mkdir(dirname(outFile), { recursive: true });
  if (config.databaseUrl) {
    await new Promise<void>((done, failed) => {
      const dump = spawn(
        'pg_dump',
        ['--no-owner', '--no-privileges', '--dbname', config.databaseUrl as string],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      dump.stdout.pipe(createWriteStream(outFile));
      dump.on('error', (error) =>
        failed(new Error(`pg_dump could not run (${error.message}); install postgresql-client.`)),
      );
      dump.on('exit', (code) =>
        code === 0 ? done() : failed(new Error(`pg_dump stopped with exit code ${code}`)),
      );
    });
  } else {
    // The embedded database can be read by one process only: the server must be stopped for a backup.
    const unlock = lockDataDir(config.dataDir);
    try {
      const pg = await PGlite.create(config.dataDir);
      try {
        await writeFile(outFile, await (await pgDump({ pg })).text());
      } finally {
        await pg.close();
      }
    } finally {
      unlock();
    }
  }
  console.log(`Backup written: ${outFile}`);
}

backup().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
});
