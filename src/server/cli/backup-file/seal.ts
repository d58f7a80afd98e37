import { createHash, createHmac, type Hash, type Hmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, open } from 'node:fs/promises';
import { RestoreError } from './lexer';

// A backup's seal: three comment lines after pg_dump's own end. The first is the manifest (the release's last
// migration the data is of, and the rows of every table); the second the sha256 of every byte before it,
// manifest included; the third, when the operator set BACKUP_KEY, an HMAC-SHA256 of the same bytes under it.
// The checksum finds a damaged or carelessly edited file; only the HMAC finds a deliberate one.
//
//   -- academic-admin backup 1 {"migration":"0017_software_licence","tables":{"a_year":12,…}}
//   -- sha256 9f86d0…
//   -- hmac-sha256 1b2c3d…

const MANIFEST = '-- academic-admin backup 1 ';
const SHA256 = '-- sha256 ';
const HMAC = '-- hmac-sha256 ';
const HEX = /^[0-9a-f]{64}$/;
/** The seal and pg_dump's closing lines fit in this many bytes at the end of the file. */
const TAIL_BYTES = 64 * 1024;

export interface Manifest {
  /** The last migration applied to the database the backup is of. */
  migration: string;
  /** Rows of every table, by name. */
  tables: Record<string, number>;
}

interface Seal {
  manifest: Manifest;
  /** Where the sha256 line begins: the checksum and the HMAC cover every byte before it. */
  contentEnd: number;
  sha256: string;
  hmac: string | undefined;
}

/** BACKUP_KEY, when the operator set one: at least 32 characters, kept outside the backups. */
export function backupKey(env: NodeJS.ProcessEnv = process.env): Buffer | undefined {
  const key = env.BACKUP_KEY;
  if (key === undefined || key === '') return undefined;
  if (key.length < 32 || key.length > 1024 || !/^[\x21-\x7e]+$/.test(key))
    throw new RestoreError(
      'BACKUP_KEY must be 32 to 1024 printable characters without spaces (e.g. the output of openssl rand -base64 48).',
    );
  return Buffer.from(key, 'utf8');
}

/** Digests of a file's first bytes, as the seal computes them. */
export function digestsFor(key: Buffer | undefined): { sha256: Hash; hmac: Hmac | undefined } {
  return { sha256: createHash('sha256'), hmac: key ? createHmac('sha256', key) : undefined };
}

/** Appends the seal to a whole pg_dump file. */
export async function seal(file: string, manifest: Manifest, key: Buffer | undefined): Promise<void> {
  const line = `${MANIFEST}${JSON.stringify(manifest)}\n`;
  const { sha256, hmac } = digestsFor(key);
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    sha256.update(chunk);
    hmac?.update(chunk);
  }
  sha256.update(line);
  hmac?.update(line);
  const hmacLine = hmac ? `${HMAC}${hmac.digest('hex')}\n` : '';
  await appendFile(file, `${line}${SHA256}${sha256.digest('hex')}\n${hmacLine}`);
}

/** The file's seal, or undefined when it has none (a backup of an earlier release, or not one of db:backup). */
export async function readSeal(file: string): Promise<Seal | undefined> {
  const handle = await open(file, 'r');
  let tail: string;
  let tailStart: number;
  try {
    const { size } = await handle.stat();
    tailStart = Math.max(0, size - TAIL_BYTES);
    const buffer = Buffer.alloc(size - tailStart);
    await handle.read(buffer, 0, buffer.length, tailStart);
    tail = buffer.toString('latin1'); // byte offsets; the seal's own lines are ASCII
  } finally {
    await handle.close();
  }
  const lines = tail.split('\n');
  if (lines.pop() !== '') return undefined; // the seal ends with a newline
  let hmac: string | undefined;
  if (lines.at(-1)?.startsWith(HMAC)) hmac = (lines.pop() as string).slice(HMAC.length);
  const shaLine = lines.pop();
  const manifestLine = lines.pop();
  if (!shaLine?.startsWith(SHA256) || !manifestLine?.startsWith(MANIFEST)) {
    if (hmac !== undefined || shaLine?.startsWith(SHA256) || manifestLine?.startsWith(MANIFEST))
      throw damaged(file);
    return undefined;
  }
  const sha256 = shaLine.slice(SHA256.length);
  if (!HEX.test(sha256) || (hmac !== undefined && !HEX.test(hmac))) throw damaged(file);
  const manifest = manifestOf(manifestLine.slice(MANIFEST.length));
  if (!manifest) throw damaged(file);
  const contentEnd =
    tailStart + lines.reduce((bytes, line) => bytes + line.length + 1, 0) + manifestLine.length + 1;
  return { manifest, contentEnd, sha256, hmac };
}

function manifestOf(json: string): Manifest | undefined {
  try {
    const value = JSON.parse(json) as Partial<Manifest>;
    const { migration, tables } = value;
    if (typeof migration !== 'string' || typeof tables !== 'object' || tables === null) return undefined;
    if (!Object.values(tables).every((rows) => Number.isSafeInteger(rows) && rows >= 0)) return undefined;
    return { migration, tables };
  } catch {
    return undefined;
  }
}

const damaged = (file: string) =>
  new RestoreError(
    `${file} is damaged or was changed after it was written (its seal is unreadable); nothing was changed.`,
  );

const sameHex = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** Compares what was read with the seal: the checksum always, the HMAC when a key is given. */
export function checkDigests(file: string, seal: Seal, read: { sha256: Hash; hmac: Hmac | undefined }): void {
  if (!sameHex(read.sha256.digest('hex'), seal.sha256))
    throw new RestoreError(
      `${file} is damaged or was changed after it was written (its checksum does not match); nothing was changed.`,
    );
  if (!read.hmac) return;
  if (seal.hmac === undefined)
    throw new RestoreError(
      `${file} is not signed, and BACKUP_KEY is set: only a backup written under that key is restored (or add --unverified to restore it anyway); nothing was changed.`,
    );
  if (!sameHex(read.hmac.digest('hex'), seal.hmac))
    throw new RestoreError(
      `${file} was not written under this BACKUP_KEY, or was changed after it was written (its signature does not match); nothing was changed.`,
    );
}
