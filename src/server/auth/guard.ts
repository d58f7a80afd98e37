import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../core/errors';
import type { Services } from '../http/route';
import { SESSION_COOKIE } from './session-token';
import type { Sessions } from './sessions';

const refusesAnonymous = (request: FastifyRequest) =>
  request.routeOptions.config?.requiresSession !== false && !request.user && request.is404 !== true;

/**
 * Sets the request's user from its session cookie, then calls `done` with the refusal of a call that needs
 * a session when there is none. A session this process holds is answered without a promise (decision 0009).
 */
export function judgeSession(
  request: FastifyRequest,
  sessions: Sessions,
  done: (error?: Error) => void,
): void {
  const token = request.cookies[SESSION_COOKIE];
  const held = token ? sessions.cached(token) : undefined;
  if (held || !token) {
    request.user = held;
    done(refusesAnonymous(request) ? new AppError('UNAUTHENTICATED', 'unauthenticated') : undefined);
    return;
  }
  sessions
    .find(token)
    .then(async (user) => {
      request.user = user;
      // A cookie of a session that has ended: told why (signed out on all devices, or expired).
      return refusesAnonymous(request) ? sessions.refusal(token) : undefined;
    })
    .then(
      (refusal) => done(refusal),
      (error: Error) => done(error),
    );
}

/** Resolves the session cookie to a user on every request; refuses calls that need a session when there is none. */
export function registerSessionGuard(app: FastifyInstance, { sessions }: Pick<Services, 'sessions'>) {
  app.addHook('onRequest', (request, _reply, done) => judgeSession(request, sessions, done));
}
