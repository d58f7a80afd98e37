import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes from another site are refused (defence in depth beside the SameSite=Strict cookie): the
 * browser's Origin must name this host, and Fetch Metadata must not say cross-site.
 */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('FORBIDDEN', 'foreignOrigin');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!isSameHost(origin, request.host)) throw new AppError('FORBIDDEN', 'foreignOrigin');
  });
}

/** Compares hosts the way URLs do, so 'localhost:80' and 'http://localhost' are the same place. */
function isSameHost(origin: string, requestHost: string): boolean {
  try {
    const originUrl = new URL(origin);
    return new URL(`${originUrl.protocol}//${requestHost}`).host === originUrl.host;
  } catch {
    return false;
  }
}
