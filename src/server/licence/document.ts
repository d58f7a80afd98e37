import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { z } from 'zod';

// The software licence as a document (decision 0023): one printable line
// `<payload>.<signature>`, both base64url; the payload is the JSON of LicencePayload, the signature is
// Ed25519 over the payload's base64url text, the exact characters shipped (so no canonical JSON is needed).

/** Far above any licence issued (about 300 characters): hostile text is refused before any work. */
export const LICENCE_MAX_LENGTH = 8 * 1024;
export const LICENCE_FORMAT = 1;
const ED25519_SIGNATURE_BYTES = 64;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** yyyy-mm-dd naming a day of the calendar (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const day = z.string().refine(isCalendarDay, 'must be a day written yyyy-mm-dd');
const filled = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => value.trim() !== '', 'must not be empty');

const licencePayloadSchema = z
  .object({
    format: z.literal(LICENCE_FORMAT),
    organisation: z.object({ name: filled(500), code: filled(50) }),
    /** The first and the last day of validity, both included. */
    validFrom: day,
    validUntil: day,
    /** From this day on the licence is "expiring soon". */
    noticeFrom: day,
    issuedAt: z.iso.datetime(),
  })
  .refine((payload) => payload.validFrom <= payload.validUntil, {
    message: 'the validity must not end before it begins',
    path: ['validUntil'],
  })
  .refine((payload) => payload.validFrom <= payload.noticeFrom && payload.noticeFrom <= payload.validUntil, {
    message: 'the notice date must fall within the validity',
    path: ['noticeFrom'],
  });
export type LicencePayload = z.infer<typeof licencePayloadSchema>;

type LicenceReading =
  | { ok: true; payload: LicencePayload }
  | { ok: false; reason: 'malformed' | 'badSignature' };

export class LicenceKeyError extends Error {}

/**
 * An Ed25519 public key from configuration text: PEM (its line breaks may be written `\n`, as in an
 * environment file) or the base64 of its SPKI DER, which fits on one line.
 */
export function parsePublicKey(text: string): KeyObject {
  const trimmed = text.trim().replaceAll('\\n', '\n');
  let key: KeyObject;
  try {
    key = trimmed.includes('-----BEGIN')
      ? createPublicKey(trimmed)
      : createPublicKey({
          key: Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'),
          format: 'der',
          type: 'spki',
        });
  } catch {
    throw new LicenceKeyError('not a public key (PEM, or the base64 of its SPKI DER)');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new LicenceKeyError('not an Ed25519 key');
  return key;
}

/** An Ed25519 private key from PEM (the private.pem that licence:issue --new-key writes). */
export function parsePrivateKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new LicenceKeyError('not a private key in PEM');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new LicenceKeyError('not an Ed25519 key');
  return key;
}

/** The base64 of a public key's SPKI DER: the one-line form LICENCE_PUBLIC_KEY takes. */
export const publicKeyText = (key: KeyObject) =>
  key.export({ type: 'spki', format: 'der' }).toString('base64');

/** Signs a licence; a payload that breaks the rules above throws (zod's error names the field). */
export function issueLicence(payload: LicencePayload, privateKey: KeyObject): string {
  const encoded = Buffer.from(JSON.stringify(licencePayloadSchema.parse(payload))).toString('base64url');
  return `${encoded}.${sign(null, Buffer.from(encoded), privateKey).toString('base64url')}`;
}

/**
 * Reads and verifies a licence text. Never throws, whatever it is given: too long, not two base64url parts
 * or a signature of the wrong size is `malformed`; a signature this key did not make (a changed payload, a
 * licence of another issuer) is `badSignature`; a signed payload that is not a licence is `malformed`.
 */
export function readLicence(text: unknown, publicKey: KeyObject): LicenceReading {
  if (typeof text !== 'string' || text.length > LICENCE_MAX_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = text.trim().split('.');
  const [encoded, signature] = parts;
  if (parts.length !== 2 || !encoded || !signature || !BASE64URL.test(encoded) || !BASE64URL.test(signature))
    return { ok: false, reason: 'malformed' };
  const signatureBytes = Buffer.from(signature, 'base64url');
  if (signatureBytes.length !== ED25519_SIGNATURE_BYTES) return { ok: false, reason: 'malformed' };
  let signed = false;
  try {
    signed = verify(null, Buffer.from(encoded), publicKey, signatureBytes);
  } catch {
    signed = false;
  }
  if (!signed) return { ok: false, reason: 'badSignature' };
  try {
    const parsed = licencePayloadSchema.safeParse(
      JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')),
    );
    return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, reason: 'malformed' };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
