import type { FastifyRequest } from 'fastify';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * What Fetch Metadata may say of a state change: this origin, or `none`, the user's own navigation (the
 * address typed, a bookmark), which no other site can cause. `same-site` is another origin too (a sibling
 * subdomain), and it carries SameSite=Strict cookies.
 */
const acceptedSites = new Set(['same-origin', 'none']);

/** A write, or a GET that changes something (auth/logout, which SPEC keeps GET; route.ts `changesState`). */
export const changesState = (method: string, config: { changesState?: boolean } | undefined): boolean =>
  !safeMethods.has(method) || config?.changesState === true;

/**
 * State changes from another site are refused (defence in depth beside the SameSite=Strict cookie; the
 * gate asks this of the routes that change state): the browser's Origin, when sent, must name this host,
 * and Fetch Metadata, when sent, must say this origin or the user's own navigation. A client that sends
 * neither (an old browser, curl) is judged as before.
 */
export function isForeignOrigin(request: FastifyRequest): boolean {
  const { origin, 'sec-fetch-site': site } = request.headers;
  return (
    (site !== undefined && !acceptedSites.has(site)) ||
    (origin !== undefined && !isSameOrigin(origin, request.protocol, request.host))
  );
}

function isSameOrigin(origin: string, protocol: string, requestHost: string): boolean {
  if (origin === `${protocol}://${requestHost}`) return true;
  try {
    const originUrl = new URL(origin);
    return originUrl.origin === new URL(`${protocol}://${requestHost}`).origin;
  } catch {
    return false;
  }
}
