import type { onRequestHookHandler } from 'fastify';
import { SESSION_COOKIE } from '../auth/session-token';
import type { Sessions } from '../auth/sessions';
import { AppError } from '../core/errors';

/**
 * The OpenAPI reference ({API_PREFIX}/docs) maps every call and field: shown to signed-in staff, or to
 * anyone when API_DOCS=true.
 */
export function docsAccess(openToAll: boolean, sessions: Sessions): onRequestHookHandler {
  return (request, _reply, done) => {
    if (openToAll) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (token && sessions.cached(token)) return done();
    if (!token) return done(new AppError('UNAUTHENTICATED', 'unauthenticated'));
    sessions.find(token).then(
      (user) => done(user ? undefined : new AppError('UNAUTHENTICATED', 'unauthenticated')),
      (error: Error) => done(error),
    );
  };
}
