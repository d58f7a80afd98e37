import type { Config } from '../config';
import { isAllowedHost } from '../core/hosts';

// A news link may not lead to this application's own API (decision 0024): the bell opens it in the reader's
// browser, where a GET there runs with the reader's session — {API_PREFIX}/v1/auth/logout signed them out.

/** Where this application's API answers: the names it takes and the path of its calls. */
export interface OwnApi {
  /** ALLOWED_HOSTS: an API call under any other Host is refused, so these are all the names it answers. */
  hosts: readonly string[];
  /** API_PREFIX as configured, for messages: '/avn/api'. */
  path: string;
  /** API_PREFIX as segments, lower case: ['avn', 'api']. */
  prefix: readonly string[];
}

export const ownApiOf = (config: Pick<Config, 'allowedHosts' | 'apiPrefix'>): OwnApi => ({
  hosts: config.allowedHosts,
  path: config.apiPrefix,
  prefix: segmentsOf(config.apiPrefix),
});

/** The path's segments as a router and nginx see them: percent-decoded, lower case, empty ones merged. */
function segmentsOf(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A stray % stays as it is: no router decodes it into anything else.
  }
  return decoded
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
}

/**
 * Whether a link leads to this application's API: one of its host names, and API_PREFIX as whole segments
 * anywhere in the path — a proxy may serve the app under a path of its own in front of what the app sees
 * (nginx `location /portal/ { proxy_pass http://app/; }`). Dot segments, backslashes, an IP written as a
 * number and a trailing dot are resolved as a browser does (WHATWG URL). Case is ignored, the safe side.
 */
export function pointsAtOwnApi(url: string, own: OwnApi): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false; // not a link at all: the contract refuses it
  }
  const host = parsed.hostname.replace(/\.$/, '');
  if (!isAllowedHost(host, own.hosts)) return false;
  const path = segmentsOf(parsed.pathname);
  const { prefix } = own;
  for (let start = 0; start + prefix.length <= path.length; start++) {
    if (prefix.every((segment, index) => path[start + index] === segment)) return true;
  }
  return false;
}
