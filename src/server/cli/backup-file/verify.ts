import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { type Migration, readMigrations } from '../../db/migrate';
import { type DumpSummary, summarise } from './data';
import { RestoreError } from './lexer';
import type { LoadPlan } from './load';
import { backupKey, checkDigests, digestsFor, readSeal } from './seal';

// Everything a restore checks before it touches a database: the file is a pg_dump plain dump, its seal
// (checksum, and signature under BACKUP_KEY) matches every byte, each statement is one db:backup writes, its
// rows agree with its manifest, and its migrations are this release's first ones.

const DUMP_HEADER = '--\n-- PostgreSQL database dump\n--';
const DUMP_END = '-- PostgreSQL database dump complete';

interface CheckedBackup {
  summary: DumpSummary;
  migrations: Migration[];
  /** What the restore's own reading of the file must see again: the bytes checked here, none other. */
  reread: () => Pick<LoadPlan, 'reading' | 'verified'>;
  /** Sentences for the operator about what was and was not verified. */
  notes: string[];
}

export async function checkBackup(file: string, { unverified = false } = {}): Promise<CheckedBackup> {
  const key = backupKey();
  const size = await checkHeader(file);
  const seal = await readSeal(file);
  const notes: string[] = [];
  let contentEnd = size;
  if (seal) {
    contentEnd = seal.contentEnd;
    const signatureChecked = key !== undefined && !(unverified && seal.hmac === undefined);
    const digests = digestsFor(signatureChecked ? key : undefined);
    for await (const chunk of createReadStream(file, { end: contentEnd - 1 }) as AsyncIterable<Buffer>) {
      digests.sha256.update(chunk);
      digests.hmac?.update(chunk);
    }
    checkDigests(file, seal, digests);
    notes.push(
      signatureChecked
        ? 'Its checksum and its signature under BACKUP_KEY were verified.'
        : seal.hmac
          ? 'Its checksum was verified; it is signed, but BACKUP_KEY is not set, so its signature was not.'
          : 'Its checksum was verified (it is not signed: set BACKUP_KEY to sign backups).',
    );
  } else {
    if (!(await endsLikeADump(file, size)))
      throw new RestoreError(
        `${file} is incomplete (its end is missing, so it was cut short); nothing was changed.`,
      );
    if (!unverified)
      throw new RestoreError(
        `${file} has no seal (checksum and manifest): it was written before db:backup sealed its files, or not by it, or its seal was cut off. To restore it anyway, add --unverified; nothing was changed.`,
      );
    notes.push('It has no seal: nothing tells whether it was changed since it was written (--unverified).');
  }

  const first = createHash('sha256');
  const summary = await summarise({ file, end: contentEnd, digests: [first] });
  const read = first.digest('hex');
  if (seal) {
    const counted = Object.fromEntries([...summary.rows].sort());
    const listed = Object.fromEntries(Object.entries(seal.manifest.tables).sort());
    if (
      JSON.stringify(counted) !== JSON.stringify(listed) ||
      seal.manifest.migration !== summary.migrations.at(-1)
    )
      throw new RestoreError(
        `${file} does not hold what its manifest lists (tables, rows or migration differ); nothing was changed.`,
      );
  }
  const migrations = await readMigrations();
  checkMigrations(file, summary.migrations, migrations);
  return {
    summary,
    migrations,
    notes,
    reread: () => {
      const again = createHash('sha256');
      return {
        reading: { file, end: contentEnd, digests: [again] },
        verified: () => {
          if (again.digest('hex') !== read)
            throw new RestoreError(`${file} changed while it was being restored; nothing was changed.`);
        },
      };
    },
  };
}

async function checkHeader(file: string): Promise<number> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new RestoreError(
      code === 'ENOENT' ? `There is no file ${file}.` : `Cannot read ${file}: ${(error as Error).message}.`,
    );
  }
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(256);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (!buffer.subarray(0, bytesRead).toString('utf8').startsWith(DUMP_HEADER))
      throw new RestoreError(`${file} is not a plain SQL backup written by npm run db:backup (pg_dump).`);
    return size;
  } finally {
    await handle.close();
  }
}

/** pg_dump's closing line near the end: an unsealed file was not cut short. */
async function endsLikeADump(file: string, size: number): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const length = Math.min(size, 4096);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    const lines = buffer
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^\\unrestrict\b/.test(line));
    return lines.at(-2) === DUMP_END && lines.at(-1) === '--';
  } finally {
    await handle.close();
  }
}

/** The backup's migrations must be this release's first ones: a newer release's backup needs that release. */
function checkMigrations(file: string, backup: string[], release: Migration[]): void {
  const known = release.map((migration) => migration.version);
  const unknown = backup.find((version) => !known.includes(version));
  if (unknown)
    throw new RestoreError(
      `${file} is of a newer release (it has the migration ${unknown}, which this release does not know): restore it with that release or a later one; nothing was changed.`,
    );
  if (backup.length === 0 || backup.join() !== known.slice(0, backup.length).join())
    throw new RestoreError(
      `${file} lists the migrations (${backup.join(', ')}), which are not this release's first ones; nothing was changed.`,
    );
}
