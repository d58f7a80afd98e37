// A refusal of the integration API (decision 0075), answered as RFC 9457 problem details by http/problems.ts.

export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    /** RFC 6750's error code, sent in WWW-Authenticate with a 401 or 403. */
    readonly bearerError?: 'invalid_request' | 'invalid_token' | 'insufficient_scope',
    readonly scope?: string,
  ) {
    super(detail ?? title);
  }
}
