import type { Database } from '../db/connection';
import { firstRow, sql } from '../db/sql';
import { keptFor, withTimeout } from './asking';

/** A probe waits at most this long for the database (the pool's own timeouts answer sooner, decision 0028). */
const PROBE_TIMEOUT_MS = 1_800;
/** Probes within this long share one answer: /ready needs no session, so it must not let anyone load the database. */
const ANSWER_KEPT_MS = 1_000;

/**
 * Whether this process can serve: the database answers and has every migration this code knows applied
 * (a newer release's further migrations do not matter to it). Concurrent probes share one query.
 */
export function readiness(database: Database, versions: readonly string[]): () => Promise<boolean> {
  return keptFor(ANSWER_KEPT_MS, async () => {
    try {
      const row = await withTimeout(
        firstRow(
          database,
          { applied: 'integer' },
          sql`SELECT count(*)::int AS applied FROM schema_migration WHERE version = ANY(${sql.param(versions)}::text[])`,
        ),
        PROBE_TIMEOUT_MS,
      );
      return row?.applied === versions.length;
    } catch {
      return false;
    }
  });
}
