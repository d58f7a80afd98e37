import type { IntegrationLimits } from '../config';
import type { Database } from '../db/connection';

// The record of the integration clients' calls (decision 0076, migrations 0032 and 0033): who called what,
// when, with which answer, and the X-Road headers naming the consumer and the message, so that a call
// through the national bus can be traced. Kept `callRecordDays`, each batch forgetting a few older ones.
// The record is written off the answer's path, in batches: the calls a process answered in the last
// moment go in one statement, so a busy client costs a statement per batch, not per call. A process that
// dies loses at most its last moment's records; one that stops writes them first.

const HEADER_MAX_LENGTH = 200;
const PATH_MAX_LENGTH = 300;
/** Records wait at most this long for their batch. */
const BATCH_MS = 200;
/** A batch is written at once when it holds this many. */
const BATCH_AT_MOST = 500;
/** Held while the database cannot take them; past this, the oldest are dropped (and said so). */
const HELD_AT_MOST = 20_000;

export interface CallRecord {
  clientId: number;
  method: string;
  /** The URL, of which the path alone is kept: a query may hold what a client should not have sent. */
  url: string;
  status: number;
  xroadClient: string | string[] | undefined;
  xroadId: string | string[] | undefined;
}

interface Recorded {
  client: number;
  at: string;
  method: string;
  path: string;
  status: number;
  roadClient: string | null;
  roadId: string | null;
}

/** A header's value as recorded: one value, no control characters, bounded; none when empty. */
function bounded(value: string | string[] | undefined, length: number): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.replace(/\p{Cc}/gu, '').slice(0, length);
  return text ? text : null;
}

/** Records clients' calls in batches; `flush` writes what is held (the server's close awaits it). */
export function callRecorder(
  database: Database,
  limits: IntegrationLimits,
  warn: (message: string, error?: unknown) => void,
) {
  const write = database.prepared('record_integration_calls', 'SELECT record_integration_calls($1, $2)');
  let held: Recorded[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (held.length === 0) return writing;
    const batch = held;
    held = [];
    // One batch at a time, in order; a failed one is put back in front, to go with the next.
    writing = writing.then(async () => {
      try {
        await write([JSON.stringify(batch), limits.callRecordDays]);
      } catch (error) {
        held = [...batch, ...held];
        const dropped = held.length - HELD_AT_MOST;
        if (dropped > 0) held = held.slice(dropped);
        warn(
          `integration calls not recorded yet (${held.length} held, ${Math.max(0, dropped)} dropped)`,
          error,
        );
        schedule();
      }
    });
    return writing;
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => void flush(), BATCH_MS);
    timer.unref();
  }

  function record(call: CallRecord): void {
    held.push({
      client: call.clientId,
      at: new Date().toISOString(),
      method: call.method.slice(0, 10),
      path: bounded(call.url.split('?', 1)[0], PATH_MAX_LENGTH) ?? '/',
      status: call.status,
      roadClient: bounded(call.xroadClient, HEADER_MAX_LENGTH),
      roadId: bounded(call.xroadId, HEADER_MAX_LENGTH),
    });
    if (held.length >= BATCH_AT_MOST) void flush();
    else schedule();
  }

  return { record, flush };
}
