import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../core/errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * What Fetch Metadata may say of a state change: this origin, or `none`, the user's own navigation (the
 * address typed, a bookmark), which no other site can cause. `same-site` is another origin too (a sibling
 * subdomain), and it carries SameSite=Strict cookies.
 */
const acceptedSites = new Set(['same-origin', 'none']);

/** A write, or a GET that changes something (auth/logout, which SPEC keeps GET; route.ts `changesState`). */
const changesState = (request: FastifyRequest) =>
  !safeMethods.has(request.method) || request.routeOptions.config?.changesState === true;

/**
 * State changes from another site are refused (defence in depth beside the SameSite=Strict cookie): the
 * browser's Origin, when sent, must name this host, and Fetch Metadata, when sent, must say this origin or
 * the user's own navigation. A client that sends neither (an old browser, curl) is judged as before.
 */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!changesState(request)) return done();
    const { origin, 'sec-fetch-site': site } = request.headers;
    const foreign =
      (site !== undefined && !acceptedSites.has(site)) ||
      (origin !== undefined && !isSameOrigin(origin, request.protocol, request.host));
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
