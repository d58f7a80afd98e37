import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import type { Services } from '../http/route';
import { SESSION_COOKIE } from './session-token';

const refusesAnonymous = (request: FastifyRequest) =>
  request.routeOptions.config?.requiresSession !== false && !request.user && request.is404 !== true;

/**
 * Resolves the session cookie to a user; refuses calls that need a session when there is none. Every
 * request passes here: a session this process holds is answered without a promise (decision 0009).
 */
export function registerSessionGuard(app: FastifyInstance, { sessions }: Services) {
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    const held = token ? sessions.cached(token) : undefined;
    if (held || !token) {
      request.user = held;
      done(refusesAnonymous(request) ? new AppError('UNAUTHENTICATED', 'unauthenticated') : undefined);
      return;
    }
    sessions.find(token).then(
      (user) => {
        request.user = user;
        done(refusesAnonymous(request) ? new AppError('UNAUTHENTICATED', 'unauthenticated') : undefined);
      },
      (error: Error) => done(error),
    );
  });
}
