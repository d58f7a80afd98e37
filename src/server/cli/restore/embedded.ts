import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openEmbedded } from '../../db/connection';
import { lockDataDir } from '../../db/lock';
import { migrate } from '../../db/migrate';
import { failure, lineRange, piecesOf, refuseNonEmpty, settingNames, tableCount } from './dump';

/** Statements sent to the embedded database at once: bounds the memory a large dump takes. */
const BATCH_CHARS = 1 << 20;
const BATCH_STATEMENTS = 500;

export const embeddedTarget = (dataDir: string) => `the embedded database in ${resolve(dataDir)}`;

/** The embedded database: PGlite runs the dump's statements in one transaction; then the migrations. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<string[]> {
  const target = embeddedTarget(dataDir);
  // The server must be stopped: one process only may open the folder (a new folder is made here).
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    try {
      const query = async <Row>(text: string) => (await client.query<Row>(text)).rows;
      refuseNonEmpty(target, await tableCount(query));
      const knownSettings = await settingNames(query);
      await client.exec('BEGIN');
      try {
        let batch: string[] = [];
        let lines: number[] = [];
        let size = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          try {
            await client.exec(`SAVEPOINT batch;\n${batch.join('\n')}\nRELEASE SAVEPOINT batch;`);
          } catch (error) {
            // Which statement it was: the batch again, one statement at a time, from its savepoint.
            await client.exec('ROLLBACK TO SAVEPOINT batch');
            for (const [index, sql] of batch.entries()) {
              await client.exec(sql).catch((single: Error) => {
                throw failure(`line ${lines[index]} of ${file}: ${single.message}`);
              });
            }
            throw failure(
              `${lineRange(lines[0] ?? 0, lines.at(-1) ?? 0)} of ${file}: ${(error as Error).message}`,
            );
          }
          batch = [];
          lines = [];
          size = 0;
        };
        for await (const piece of piecesOf(file, knownSettings)) {
          if (piece.rows !== undefined) {
            await flush();
            try {
              await client.query(piece.sql, [], { blob: new Blob([piece.rows]) });
            } catch (error) {
              throw failure(
                `the rows of the COPY at line ${piece.line} of ${file}: ${(error as Error).message}`,
              );
            }
            continue;
          }
          batch.push(piece.sql);
          lines.push(piece.line);
          size += piece.sql.length;
          if (size >= BATCH_CHARS || batch.length >= BATCH_STATEMENTS) await flush();
        }
        await flush();
        await client.exec('COMMIT');
      } catch (error) {
        // Should even the rollback fail, closing without COMMIT keeps nothing of it.
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      await client.close();
    }
    // Opened anew: the dump changed this session's settings (search_path among them).
    const database = await openEmbedded(dataDir);
    try {
      return await migrate(database);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}
