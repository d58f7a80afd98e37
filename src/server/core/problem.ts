// A refusal of the integration API (decision 0075), answered as RFC 9457 problem details by http/problems.ts.

export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    /** RFC 6750's error code, sent in WWW-Authenticate with a 401 or 403. */
    readonly bearerError?: 'invalid_request' | 'invalid_token' | 'insufficient_scope',
    readonly scope?: string,
    /** When a refused call may come again (a 429, decision 0076): sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail ?? title);
  }
}

/** A client over its limit (decision 0076): nothing of the call was done. */
export const tooManyCalls = (retryAfterSeconds: number, detail: string) =>
  new Problem(429, 'Too Many Requests', detail, undefined, undefined, retryAfterSeconds);
