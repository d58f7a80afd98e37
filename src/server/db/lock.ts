import { createHash, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'server.lock';
/** How long another process's takeover may take before we give up (it takes a millisecond or so). */
const TAKEOVER_WAIT_MS = 3000;
const POLL_MS = 25;

interface Holder {
  pid: number;
  host: string;
  since: string;
}

/** Whether another process that exists (or one on another host, which we cannot see) holds it. */
const isLive = (holder: Holder) => {
  if (holder.host !== hostname()) return true;
  // Our own pid is a previous life of this process (containers restart with the same pid).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

// The lock is taken while the server starts, before anything else runs: blocking is fine.
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * PGlite has no lock of its own and a second process opening the same folder destroys the database,
 * so the server holds this lock file (its pid) while the folder is open. A lock left by a process that
 * is gone (killed -9, power cut) is taken over, by exactly one of the processes that find it so.
 *
 * Files appear whole and only if absent (a hard link of a written candidate), so nobody reads a
 * half-written lock. A stale lock is replaced only by the process that first claimed it: the claim is a
 * file named after the stale lock's content, which only one process can create.
 *
 * A holder that still exists is waited for up to `holderWaitMs`: right after a kill -9 the dying process
 * can linger for a moment, and a restart then must not be refused.
 */
export function lockDataDir(dataDir: string, holderWaitMs = 3000): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const begun = Date.now();
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date(begun).toISOString() });
  const candidate = join(dataDir, `${LOCK_FILE}.${process.pid}-${randomUUID()}.tmp`);
  writeFileSync(candidate, mine);
  const release = () => {
    // Only our own lock: after a takeover the file may be another server's.
    if (readText(path) === mine) rmSync(path, { force: true });
  };
  const starting = () =>
    new DataDirLockedError(`Could not lock the data folder ${dataDir}: another server is starting on it.`);
  let firstSeen: string | undefined;
  try {
    for (;;) {
      if (createOnce(candidate, path)) return release;
      const seen = readText(path);
      if (seen === undefined) continue; // released meanwhile
      firstSeen ??= seen;
      const holder = parseHolder(seen);
      if (holder && holder.host !== hostname()) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is locked by a server on host ${holder.host}. ` +
            `If that server is really gone, delete ${path}.`,
        );
      }
      if (holder && isLive(holder)) {
        // Only a holder from before we began may be dying; one that took the lock since is starting.
        if (seen !== firstSeen || Date.parse(holder.since) >= begun || Date.now() > begun + holderWaitMs) {
          throw new DataDirLockedError(
            `The data folder ${dataDir} is in use by another server (process ${holder.pid}, since ${holder.since}). ` +
              'Stop that server first, or give this one another DATA_DIR.',
          );
        }
      } else {
        const claims = claimTakeover(dataDir, seen, candidate);
        if (claims) {
          try {
            // Re-check: the lock may have been replaced between our reading and our claim.
            if (readText(path) === seen) {
              renameSync(candidate, path);
              if (readText(path) === mine) return release;
              throw starting();
            }
          } finally {
            for (const claim of claims) rmSync(claim, { force: true });
          }
        }
        if (Date.now() > begun + TAKEOVER_WAIT_MS) throw starting();
      }
      sleep(POLL_MS);
    }
  } finally {
    rmSync(candidate, { force: true });
  }
}

/**
 * The right to replace the stale lock `seen`: the claim files to remove afterwards, or undefined when a
 * live process holds the claim. A claimant that died is itself stale, and its claim is claimed in turn.
 */
function claimTakeover(dataDir: string, seen: string, candidate: string): string[] | undefined {
  const claims: string[] = [];
  let key = seen;
  while (claims.length < 8) {
    const claim = join(dataDir, `${LOCK_FILE}.takeover-${createHash('sha256').update(key).digest('hex')}`);
    if (createOnce(candidate, claim)) return [...claims, claim];
    const claimant = readText(claim);
    if (claimant === undefined) return undefined; // finished meanwhile: look again
    const holder = parseHolder(claimant);
    if (holder && isLive(holder)) return undefined;
    claims.push(claim);
    key = claimant;
  }
  return undefined;
}

/** Puts the written file `from` at `to` unless something is there: atomic, and never half-written. */
function createOnce(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseHolder(text: string): Holder | undefined {
  try {
    const holder = JSON.parse(text);
    return typeof holder.pid === 'number' ? holder : undefined;
  } catch {
    return undefined;
  }
}
