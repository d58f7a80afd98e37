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
      (site === 'cross-site' || (origin !== undefined && !isSameHost(origin, request.host)));
    done(foreign ? new AppError('FORBIDDEN', 'foreignOrigin') : undefined);
  });
}

/** Compares hosts the way URLs do, so 'localhost:80' and 'http://localhost' are the same place. */
function isSameHost(origin: string, requestHost: string): boolean {
  // What browsers send for this very server: no parsing needed.
  if (origin === `http://${requestHost}` || origin === `https://${requestHost}`) return true;
  try {
    const originUrl = new URL(origin);
    return new URL(`${originUrl.protocol}//${requestHost}`).host === originUrl.host;
  } catch {
    return false;
  }
}
