import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors';
import { hostNameOf, isAllowedHost } from '../core/hosts';

const REMEMBERED_HOSTS = 64;

/**
 * Every request must name an allowed host (ALLOWED_HOSTS; behind a trusted proxy, the forwarded host):
 * a foreign name means a page elsewhere resolved its own name to this server (DNS rebinding). Refused
 * with 403 and the envelope, before the session is looked at.
 */
export function registerHostCheck(app: FastifyInstance, allowed: readonly string[]) {
  // Host headers seen and allowed, so that the hot path is one lookup; refusals are not remembered.
  const seen = new Set<string>();
  app.addHook('onRequest', (request, _reply, done) => {
    const host = request.host;
    if (seen.has(host)) return done();
    if (host && isAllowedHost(hostNameOf(host), allowed)) {
      if (seen.size < REMEMBERED_HOSTS) seen.add(host);
      return done();
    }
    if (request.routeOptions.config?.anyHost === true) return done();
    done(new AppError('FORBIDDEN', 'unknownHost', { host: hostNameOf(host).slice(0, 100) }));
  });
}
