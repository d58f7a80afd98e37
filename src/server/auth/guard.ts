import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors';
import type { Services } from '../http/route';
import { findActiveSession, touchSession } from './queries';
import { hashSessionToken, SESSION_COOKIE } from './session-token';

// Writing last_seen_at on every request would turn each read into a write; once a minute is enough
// for an idle timeout counted in minutes.
const TOUCH_AFTER_SECONDS = 60;

/** Resolves the session cookie to a user; refuses calls that need a session when there is none. */
export function registerSessionGuard(app: FastifyInstance, { config, database }: Services) {
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const tokenHash = hashSessionToken(token);
      const session = await findActiveSession(database, tokenHash, config.sessionIdleMinutes);
      if (session) {
        request.user = {
          id: session.userId,
          login: session.login,
          name: session.name,
          surname: session.surname,
          tokenHash,
        };
        if (session.idleSeconds > TOUCH_AFTER_SECONDS) await touchSession(database.orm, tokenHash);
      }
    }
    if (request.routeOptions.config?.requiresSession !== false && !request.user && request.is404 !== true) {
      throw new AppError('UNAUTHENTICATED', 'unauthenticated');
    }
  });
}
