import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's trustProxy takes: nothing, a number of proxies in front, or their addresses. */
export type TrustedProxies = false | number | string[];

// proxy-addr's names for address ranges, beside addresses and CIDR ranges.
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrRange = (entry: string) => {
  if (rangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: empty or false (no proxy), a number of proxies in front (1 for one nginx), or the proxies'
 * addresses and ranges (the way Rails' trusted_proxies reads). "true" trusted every X-Forwarded-For hop,
 * so a client chose its own address and escaped the sign-in limits: it is refused with a hint.
 */
export const trustProxySchema = z
  .string()
  .default('')
  .transform((value, context): TrustedProxies => {
    const text = value.trim().toLowerCase();
    if (text === '' || text === 'false' || text === 'no' || text === '0') return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 10) return hops;
    }
    if (text === 'true' || text === 'yes') {
      context.addIssue({
        code: 'custom',
        message:
          'would let every client choose its own address; give the number of proxies in front (e.g. 1) ' +
          'or their addresses (e.g. 127.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isAddressOrRange(entry));
    if (bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${bad}" is not an address, a range like 10.0.0.0/8, loopback, linklocal or uniquelocal`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * ALLOWED_HOSTS: the host names this server answers to (a leading dot: any subdomain; * any host).
 * Unset: the listening host and the loopback names, so that a page on another site cannot reach a local
 * instance by pointing its own name at 127.0.0.1 (DNS rebinding).
 */
export function allowedHostsOf(setting: string | undefined, listeningHost: string): string[] {
  const listed = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  if (listed.length > 0) return listed;
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  const wildcard = listeningHost === '0.0.0.0' || listeningHost === '::' || listeningHost === '';
  return wildcard ? loopback : [...new Set([listeningHost.toLowerCase(), ...loopback])];
}
