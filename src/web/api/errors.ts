/** Statuses the client gives to failures that carry no usable answer (SPEC §8). */
export const NO_RESPONSE_STATUS = 521;
export const UNREADABLE_RESPONSE_STATUS = 522;

/**
 * A failed call: the HTTP status, the server's machine code (or a client one), the shown message, and the
 * payload path of the field a 400 refused, if it names one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isUnauthenticated = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;
