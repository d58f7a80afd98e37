import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/errors';
import { SESSION_COOKIE } from '../http/session-cookie';
import type { Sessions } from './sessions';

/**
 * Sets the request's user from its session cookie, then calls `done` with the refusal of a call that needs
 * a session (`requiresSession`, decided when the route was registered) when there is none. A session this
 * process holds is answered without a promise (decision 0009).
 */
export function judgeSession(
  request: FastifyRequest,
  sessions: Sessions,
  requiresSession: boolean,
  done: (error?: Error) => void,
): void {
  const token = request.cookies[SESSION_COOKIE];
  const held = token ? sessions.cached(token) : undefined;
  if (held || !token) {
    request.user = held;
    done(requiresSession && !held ? new AppError('UNAUTHENTICATED', 'unauthenticated') : undefined);
    return;
  }
  sessions
    .find(token)
    .then(async (user) => {
      request.user = user;
      // A cookie of a session that has ended: told why (signed out on all devices, or expired).
      return requiresSession && !user ? sessions.refusal(token) : undefined;
    })
    .then(
      (refusal) => done(refusal),
      (error: Error) => done(error),
    );
}
