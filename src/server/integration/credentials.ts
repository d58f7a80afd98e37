import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type IntegrationScope, integrationScopes } from '../../contract/integration';

// A client's credentials and tokens (decision 0075): random, shown once, kept as SHA-256 digests. A random
// 256-bit secret cannot be guessed from its digest, so it needs no slow hash, and the token endpoint stays fast.

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** The public client_id: `ac_` and 26 base32 letters (130 random bits). */
export function newClientKey(): string {
  const bytes = randomBytes(26);
  let key = 'ac_';
  for (const byte of bytes) key += BASE32[byte & 31];
  return key;
}

/** A client secret or a bearer token: 32 random bytes, base64url. */
export const newSecret = () => randomBytes(32).toString('base64url');

export const digestOf = (secret: string) => hash('sha256', secret, 'hex');

/** Whether a presented secret has this digest, in constant time. */
export function secretMatches(secret: string, digest: string): boolean {
  const presented = Buffer.from(digestOf(secret), 'hex');
  const kept = Buffer.from(digest, 'hex');
  return presented.length === kept.length && timingSafeEqual(presented, kept);
}

export interface PresentedClient {
  key: string;
  secret: string;
}

/**
 * The client of an HTTP Basic header (RFC 6749 §2.3.1: client_id and client_secret, each form-urlencoded),
 * undefined for another scheme or a malformed one.
 */
export function basicClient(header: string | undefined): PresentedClient | undefined {
  const match = /^Basic ([A-Za-z0-9+/]{1,512}={0,2})$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  try {
    return {
      key: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  } catch {
    return undefined;
  }
}

/**
 * The scopes a token gets: those asked for (space-separated, RFC 6749 §3.3) if the client has each, or all
 * the client has when none is asked; undefined when one asked for is not the client's.
 */
export function grantedScopes(
  asked: string | undefined,
  held: readonly string[],
): IntegrationScope[] | undefined {
  const owned = integrationScopes.filter((scope) => held.includes(scope));
  if (asked === undefined || asked.trim() === '') return owned;
  const wanted = [...new Set(asked.trim().split(/ +/))];
  if (!wanted.every((scope) => (owned as string[]).includes(scope))) return undefined;
  return owned.filter((scope) => wanted.includes(scope));
}
