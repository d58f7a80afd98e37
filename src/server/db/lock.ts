import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'server.lock';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite has no lock of its own and a second process opening the same folder destroys the database,
 * so the server holds this lock file (its pid) while the folder is open. A lock left by a process that
 * is gone (killed -9, power cut) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      if (holder && holder.host === hostname() && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another server (process ${holder.pid}, since ${holder.since}). ` +
            'Stop that server first, or give this one another DATA_DIR.',
        );
      }
      if (holder && holder.host !== hostname()) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is locked by a server on host ${holder.host}. ` +
            `If that server is really gone, delete ${path}.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(
    `Could not lock the data folder ${dataDir}: another server is starting on it.`,
  );
}

function readHolder(path: string): { pid: number; host: string; since: string } | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8'));
    return typeof holder.pid === 'number' ? holder : undefined;
  } catch {
    return undefined;
  }
}
