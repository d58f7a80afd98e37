import type { IntegrationLimits } from '../config';
import { tooManyCalls } from '../core/problem';
import type { Database } from '../db/connection';

// The integration clients' limits (decision 0076): a client's calls are counted in fixed windows in the
// database (migrations 0032, 0033), so every process on one PostgreSQL shares the count and a refused call
// changes nothing. A process takes a client's calls in leases of a twentieth of its limit (at most 50), and
// admits from its lease without a statement: one statement per lease, not per call. A lease never grants
// more than the window has left, so all processes together still pass at most the limit; what a process
// leased and did not use lapses with its window (at most a lease a process, passed to nobody).

/** 'token': the token endpoint, a wrong secret too; 'call': the resources. */
type CallKind = 'token' | 'call';

/** At most this many calls a lease. */
const LEASE_AT_MOST = 50;

interface Lease {
  left: number;
  /** The window's end, epoch milliseconds (the database's clock). */
  endsAt: number;
}

interface Granted {
  granted: number;
  windowEndsAt: number;
  retryAfterSeconds: number | null;
}

/** Counts a client's call in its window; over the limit, the 429 with the window's end. */
export function callCounter(database: Database, limits: IntegrationLimits) {
  const leased = database.prepared<Granted>(
    'integration_calls_leased',
    'SELECT * FROM integration_calls_leased($1, $2, $3, $4, $5)',
  );
  const leases = new Map<string, Lease>();
  // One lease asked at a time for a client and kind: the calls arriving meanwhile wait for it.
  const asking = new Map<string, Promise<Granted | undefined>>();

  async function lease(key: string, clientId: number, kind: CallKind, atMost: number) {
    let pending = asking.get(key);
    if (!pending) {
      const size = Math.min(LEASE_AT_MOST, Math.max(1, Math.floor(atMost / 20)));
      pending = leased([clientId, kind, size, atMost, limits.windowSeconds]).then(([answer]) => answer);
      asking.set(key, pending);
      void pending.finally(() => asking.delete(key)).catch(() => undefined);
      const answer = await pending;
      if (answer && answer.granted > 0)
        leases.set(key, { left: answer.granted, endsAt: answer.windowEndsAt });
      else leases.delete(key);
      return answer;
    }
    return pending;
  }

  return async (clientId: number, kind: CallKind): Promise<void> => {
    const atMost = kind === 'token' ? limits.tokenRequestsPerWindow : limits.callsPerWindow;
    const key = `${kind}:${clientId}`;
    // A refused lease ends the wait: those waiting for it are refused too, not sent to ask again.
    for (;;) {
      const held = leases.get(key);
      if (held && held.left > 0 && Date.now() < held.endsAt) {
        held.left -= 1;
        return;
      }
      const answer = await lease(key, clientId, kind, atMost);
      if (!answer) throw new Error('integration_calls_leased answered no row');
      if (answer.granted > 0) continue;
      const what = kind === 'token' ? 'token requests' : 'calls';
      throw tooManyCalls(
        answer.retryAfterSeconds ?? limits.windowSeconds,
        `The client has made its ${atMost} ${what} of ${limits.windowSeconds} seconds; try again later`,
      );
    }
  };
}
