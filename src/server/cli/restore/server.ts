import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { Config } from '../../config';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';
import { withoutPassword } from '../libpq';
import {
  failure,
  RestoreError,
  refuseNonEmpty,
  SETTING,
  settingNames,
  tableCount,
  withoutFullStop,
} from './dump';

/** psql restoring into a PostgreSQL server may take this long; a hung one is stopped (and its transaction rolled back). */
const PSQL_TIMEOUT_MS = 30 * 60_000;

export const serverTarget = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  return `the database ${decodeURIComponent(url.pathname.slice(1))} on ${url.host}`;
};

/** A PostgreSQL server: psql runs the dump in one transaction, stopping at the first error; then the migrations. */
export async function restoreServer(config: Config, databaseUrl: string, file: string): Promise<string[]> {
  const target = serverTarget(databaseUrl);
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 10_000,
    query_timeout: 60_000,
  });
  let knownSettings: Set<string>;
  try {
    await client.connect();
    const query = async <Row>(text: string) => (await client.query(text)).rows as Row[];
    refuseNonEmpty(target, await tableCount(query));
    knownSettings = await settingNames(query);
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`Could not reach ${target}: ${withoutFullStop((error as Error).message)}.`);
  } finally {
    await client.end().catch(() => undefined);
  }
  await runPsql(databaseUrl, file, knownSettings);
  const opened = await openDatabase(config);
  try {
    return await migrate(opened.database);
  } finally {
    await opened.close();
  }
}

/**
 * psql runs BEGIN, then the dump, stopping at the first error; the COMMIT is sent only once the whole file
 * was read. Should psql stop, or reading the file fail, psql's connection ends without it: PostgreSQL rolls
 * everything back. (Not --single-transaction: psql commits at the end of its input however it ended.)
 */
async function runPsql(databaseUrl: string, file: string, knownSettings: Set<string>): Promise<void> {
  const { url, env } = withoutPassword(databaseUrl);
  const psql = spawn(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--no-password',
      '--set',
      'ON_ERROR_STOP=1',
      '--output',
      '/dev/null',
      '--command',
      'BEGIN',
      '--file',
      '-',
      '--dbname',
      url,
    ],
    {
      stdio: ['pipe', 'ignore', 'pipe'],
      timeout: PSQL_TIMEOUT_MS,
      env: { ...env, PGCONNECT_TIMEOUT: env.PGCONNECT_TIMEOUT ?? '10' },
    },
  );
  let errors = '';
  psql.stderr.on('data', (chunk) => {
    if (errors.length < 64 * 1024) errors += chunk;
  });
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>((done) => {
    psql.on('error', (error) => done({ code: null, signal: null, error }));
    psql.on('close', (code, signal) => done({ code, signal }));
  });
  // When psql stops at an error it stops reading: the broken pipe is no news, its exit says why.
  const fed = pipeline(Readable.from(dumpForServer(file, knownSettings)), psql.stdin).then(
    () => undefined,
    (error: Error) => error,
  );
  const [{ code, signal, error }, feedError] = await Promise.all([ended, fed]);
  if (error) throw new RestoreError(`psql could not run (${error.message}); install postgresql-client.`);
  if (signal)
    throw new RestoreError(
      `psql did not finish within ${PSQL_TIMEOUT_MS / 60_000} minutes and was stopped; nothing was changed.`,
    );
  if (code === 0 && !feedError) return;
  if (code === 0) throw failure(`reading ${file} failed (${(feedError as Error).message})`);
  const line =
    errors.split('\n').find((text) => /ERROR:|FATAL:|error:/.test(text)) ??
    `psql stopped with exit code ${code}`;
  const located = /^psql:<stdin>:(\d+): (?:ERROR|FATAL):\s*(.*)$/.exec(line);
  throw failure(
    located ? `line ${located[1]} of ${file}: ${located[2]}` : line.replace(/^psql: (error: )?/, 'psql: '),
  );
}

/**
 * The file as psql reads it, then COMMIT; with the header's SET of a setting the server does not know (a dump of a newer
 * PostgreSQL: PGlite's 18 writes transaction_timeout, which 15 and 16 lack) turned into a comment, so every
 * line keeps its number. The header ends where the first object begins.
 */
async function* dumpForServer(file: string, knownSettings: Set<string>): AsyncGenerator<Buffer> {
  const handle = await open(file, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const end = head.indexOf('\n-- Name:');
  const headerBytes = end === -1 ? 0 : end + 1;
  const header = head
    .subarray(0, headerBytes)
    .toString('utf8')
    .split('\n')
    .map((line) => {
      const setting = SETTING.exec(line)?.[1]?.toLowerCase();
      return setting && !knownSettings.has(setting)
        ? `-- ${line} (a setting this server does not have)`
        : line;
    })
    .join('\n');
  yield Buffer.from(header);
  yield* createReadStream(file, { start: headerBytes, highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>;
  // Only once every byte was read; on a line of its own, after the dump's last line (which may lack its \n).
  yield Buffer.from('\nCOMMIT;\n');
}
