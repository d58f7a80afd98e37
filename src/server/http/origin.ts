import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes from another site are refused (defence in depth beside the SameSite=Strict cookie): the
 * browser's Origin must name this host, and Fetch Metadata must not say cross-site.
 */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const { origin, 'sec-fetch-site': site } = request.headers;
    const foreign =
      !safeMethods.has(request.method) &&
      (site === 'cross-site' ||
        (origin !== undefined && !isSameOrigin(origin, request.protocol, request.host)));
    done(foreign ? new AppError('FORBIDDEN', 'foreignOrigin') : undefined);
  });
}

/**
 * Compares origins the way URLs do, so 'localhost:80' and 'http://localhost' are the same place. The
 * scheme must match too: an https page is another origin than this http server, unless a trusted proxy
 * says the request came over TLS.
 */
function isSameOrigin(origin: string, protocol: string, requestHost: string): boolean {
  // What browsers send for this very server: no parsing needed.
  if (origin === `${protocol}://${requestHost}`) return true;
  try {
    const originUrl = new URL(origin);
    return originUrl.origin === new URL(`${protocol}://${requestHost}`).origin;
  } catch {
    return false;
  }
}
