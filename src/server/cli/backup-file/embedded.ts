import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Connection } from '../../db/connection';
import { lockDataDir } from '../../db/lock';
import { type Loaded, type LoadPlan, load } from './load';

export const embeddedTarget = (dataDir: string) => `the embedded database in ${resolve(dataDir)}`;

/**
 * The embedded database: a new one in DATA_DIR (the server must be stopped: one process only may open the
 * folder). A restore that fails removes the folder it made, so the target is as it was.
 */
export async function restoreEmbedded(dataDir: string, plan: Omit<LoadPlan, 'target'>): Promise<Loaded> {
  const existed = existsSync(dataDir);
  const unlock = lockDataDir(dataDir);
  let restored = false;
  try {
    const client = await PGlite.create(dataDir);
    try {
      const connection: Connection = {
        query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
        exec: async (script) => {
          await client.exec(script);
        },
      };
      const loaded = await load(connection, { ...plan, target: embeddedTarget(dataDir) });
      restored = true;
      return loaded;
    } finally {
      await client.close();
    }
  } finally {
    unlock();
    if (!restored && !existed) await rm(dataDir, { recursive: true, force: true });
  }
}
