import type { Database } from '../db/connection';
import { withTimeout } from './timeout';

/** A probe waits at most this long for the database. */
const PROBE_TIMEOUT_MS = 2_000;
/** Probes within this long share one answer: /ready needs no session, so it must not let anyone load the database. */
const ANSWER_KEPT_MS = 1_000;

/**
 * Whether this process can serve: the database answers and has every migration this code knows applied
 * (a newer release's further migrations do not matter to it). Concurrent probes share one query.
 */
export function readiness(database: Database, versions: readonly string[]): () => Promise<boolean> {
  let kept: { at: number; ready: boolean } | undefined;
  let asking: Promise<boolean> | undefined;
  const ask = async () => {
    const [row] = await withTimeout(
      database.query<{ applied: number }>(
        'SELECT count(*)::int AS applied FROM schema_migration WHERE version = ANY($1::text[])',
        [versions],
      ),
      PROBE_TIMEOUT_MS,
    );
    return row?.applied === versions.length;
  };
  return () => {
    if (kept && Date.now() - kept.at < ANSWER_KEPT_MS) return Promise.resolve(kept.ready);
    asking ??= ask()
      .catch(() => false)
      .then((ready) => {
        kept = { at: Date.now(), ready };
        asking = undefined;
        return ready;
      });
    return asking;
  };
}
