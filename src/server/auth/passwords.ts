import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { HashSlots } from './hash-slots';

// scrypt is memory-hard (N·r·128 bytes = 16 MiB here), built into Node, and needs no native add-on.
const parameters = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

// Half of Node's thread pool at most, so that a flood of sign-ins leaves room for files and compression.
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const hashSlots = new HashSlots(Math.max(1, Math.floor(threadPool / 2)));

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  hashSlots.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );

/**
 * Stored as scrypt$N$r$p$salt$key (base64url), so the cost can be raised later without breaking old hashes.
 * `cost` is N; only the tests' template passes a lower one, for its demo account (decision 0067).
 */
export async function hashPassword(password: string, cost: number = parameters.N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...parameters, N: cost });
  return [
    'scrypt',
    cost,
    parameters.r,
    parameters.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: parameters.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Verified against when the login does not exist, so that the answer takes as long either way.
let dummyHash: Promise<string> | undefined;
export const hashForUnknownUser = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};
