import type { onRequestHookHandler } from 'fastify';
import { AppError } from '../core/errors';
import { SESSION_COOKIE } from './session-cookie';

/** What the reference asks of the sessions (auth/sessions.ts): a held one, else one looked up. */
interface SessionLookup {
  cached(token: string): unknown;
  find(token: string): Promise<unknown>;
}

/**
 * The OpenAPI reference ({API_PREFIX}/docs) maps every call and field: shown to signed-in staff, or to
 * anyone when API_DOCS=true.
 */
export function docsAccess(openToAll: boolean, sessions: SessionLookup): onRequestHookHandler {
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
