import type { IntegrationLimits } from '../config';
import { tooManyCalls } from '../core/problem';
import type { Database } from '../db/connection';

// The integration clients' limits (decision 0076): a client's calls are counted in fixed windows by one
// statement in the database (migration 0032), so every process on one PostgreSQL shares the count and a
// refused call changes nothing.

/** 'token': the token endpoint, a wrong secret too; 'call': the resources. */
type CallKind = 'token' | 'call';

/** Counts a client's call in its window; over the limit, the 429 with the window's end. */
export function callCounter(database: Database, limits: IntegrationLimits) {
  const admitted = database.prepared<{ admitted: boolean; retryAfterSeconds: number | null }>(
    'integration_call_admitted',
    'SELECT * FROM integration_call_admitted($1, $2, $3, $4)',
  );
  return async (clientId: number, kind: CallKind): Promise<void> => {
    const atMost = kind === 'token' ? limits.tokenRequestsPerWindow : limits.callsPerWindow;
    const [answer] = await admitted([clientId, kind, atMost, limits.windowSeconds]);
    if (answer?.admitted) return;
    const what = kind === 'token' ? 'token requests' : 'calls';
    throw tooManyCalls(
      answer?.retryAfterSeconds ?? limits.windowSeconds,
      `The client has made its ${atMost} ${what} of ${limits.windowSeconds} seconds; try again later`,
    );
  };
}
