import type { IntegrationLimits } from '../config';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import { digestOf } from './credentials';
import { callCounter } from './limits';
import { type ActiveToken, findActiveToken } from './queries';

// The bearer tokens of the integration API (RFC 6750, decision 0075): looked up by digest, then kept in
// memory until the token ends, a minute at most, or any client changes (a revoke), on every process at once
// through the change feed, as the sessions are. A token dropped for a newer one (decision 0076) is forgotten
// the same way.

const HELD_AT_MOST_MS = 60_000;

/** The client a call of the integration API acts for. */
export type IntegrationClient = Omit<ActiveToken, 'expiresInSeconds'>;

/** The token of an `Authorization: Bearer` header (RFC 6750 §2.1), undefined for anything else. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header ?? '');
  return match?.[1];
}

export class IntegrationTokens {
  readonly #cache: CoherentCache<string, IntegrationClient>;
  readonly #find: ReturnType<typeof findActiveToken>;
  readonly #count: ReturnType<typeof callCounter>;

  constructor(database: Database, limits: IntegrationLimits) {
    this.#cache = new CoherentCache(database.changes, ['integration_client', 'integration_token']);
    this.#find = findActiveToken(database);
    this.#count = callCounter(database, limits);
  }

  /** Counts a call of the client; over its limit, the 429 (decision 0076). */
  admit(client: IntegrationClient): Promise<void> {
    return this.#count(client.clientId, 'call');
  }

  /** The client of a live token of a client not revoked, or undefined. */
  find(token: string): Promise<IntegrationClient | undefined> {
    const digest = digestOf(token);
    return this.#cache.get(digest, async () => {
      const [found] = await this.#find([digest]);
      if (!found) return undefined;
      const { expiresInSeconds, ...client } = found;
      return { value: client, freshForMs: Math.min(HELD_AT_MOST_MS, expiresInSeconds * 1000) };
    });
  }
}
