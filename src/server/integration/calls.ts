import type { IntegrationLimits } from '../config';
import type { Database } from '../db/connection';

// The record of the integration clients' calls (decision 0076, migration 0032): who called what, when, with
// which answer, and the X-Road headers naming the consumer and the message, so that a call through the
// national bus can be traced. Kept `callRecordDays`, each record forgetting a few older ones.

const HEADER_MAX_LENGTH = 200;
const PATH_MAX_LENGTH = 300;

export interface CallRecord {
  clientId: number;
  method: string;
  /** The URL, of which the path alone is kept: a query may hold what a client should not have sent. */
  url: string;
  status: number;
  xroadClient: string | string[] | undefined;
  xroadId: string | string[] | undefined;
}

/** A header's value as recorded: one value, no control characters, bounded; none when empty. */
function bounded(value: string | string[] | undefined, length: number): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.replace(/\p{Cc}/gu, '').slice(0, length);
  return text ? text : null;
}

/** Records a call of a client (a statement of its own, after the answer). */
export function callRecorder(database: Database, limits: IntegrationLimits) {
  const record = database.prepared(
    'record_integration_call',
    'SELECT record_integration_call($1, $2, $3, $4, $5, $6, $7)',
  );
  return async (call: CallRecord): Promise<void> => {
    await record([
      call.clientId,
      call.method.slice(0, 10),
      bounded(call.url.split('?', 1)[0], PATH_MAX_LENGTH) ?? '/',
      call.status,
      bounded(call.xroadClient, HEADER_MAX_LENGTH),
      bounded(call.xroadId, HEADER_MAX_LENGTH),
      limits.callRecordDays,
    ]);
  };
}
