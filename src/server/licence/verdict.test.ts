import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  issueLicence,
  LICENCE_MAX_LENGTH,
  LicenceKeyError,
  type LicencePayload,
  parsePrivateKey,
  parsePublicKey,
  publicKeyText,
  readLicence,
} from './document';
import { licenceVerdict, type VerdictInput, verdictOnDays } from './verdict';

// The licence of decision 0023: signed, tied to an organisation row, judged on a day.

const issuer = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');
const payload: LicencePayload = {
  format: 1,
  organisation: { name: 'Кыргызский национальный университет', code: 'KNU' },
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  noticeFrom: '2026-12-01',
  issuedAt: '2025-12-20T10:00:00.000Z',
};
const licence = issueLicence(payload, issuer.privateKey);
const organisations = [
  { name: 'Министерство образования', code: 'MON' },
  { name: 'Кыргызский национальный университет', code: 'KNU' },
];
const judge = (input: Partial<VerdictInput>) =>
  licenceVerdict({
    licenceText: licence,
    publicKey: issuer.publicKey,
    organisations,
    today: '2026-06-01',
    ...input,
  });

/** The licence with its payload replaced, keeping the original signature (what a tamperer can do). */
function tampered(change: (original: LicencePayload) => unknown): string {
  const [, signature] = licence.split('.');
  const encoded = Buffer.from(JSON.stringify(change(payload))).toString('base64url');
  return `${encoded}.${signature}`;
}

describe('a licence document', () => {
  it('is one printable line that reads back as its payload with the key of its issuer', () => {
    expect(licence).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(readLicence(licence, issuer.publicKey)).toEqual({ ok: true, payload });
    // Pasted with spaces or a line break around it.
    expect(readLicence(`  ${licence}\n`, issuer.publicKey)).toEqual({ ok: true, payload });
  });

  it('refuses a changed payload, another key and a changed signature as badSignature', () => {
    const longer = tampered((original) => ({ ...original, validUntil: '2036-12-31' }));
    expect(readLicence(longer, issuer.publicKey)).toEqual({ ok: false, reason: 'badSignature' });
    expect(readLicence(licence, stranger.publicKey)).toEqual({ ok: false, reason: 'badSignature' });
    const [encoded, signature = ''] = licence.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(readLicence(`${encoded}.${flipped}`, issuer.publicKey)).toEqual({
      ok: false,
      reason: 'badSignature',
    });
  });

  it('answers malformed, without throwing, for anything that is no licence', () => {
    const [encoded = '', signature = ''] = licence.split('.');
    const hostile: unknown[] = [
      '',
      'abc',
      `${encoded}.${signature}.${signature}`,
      `${encoded}.`,
      `.${signature}`,
      `${encoded}.${signature.slice(0, 20)}`,
      `${encoded}!.${signature}`,
      `${encoded}.${signature}=`,
      'x'.repeat(LICENCE_MAX_LENGTH + 1),
      `${'A'.repeat(LICENCE_MAX_LENGTH)}.${signature}`,
      '\u0000.\u0000',
      'ключ.подпись',
      42,
      null,
      { licence },
    ];
    for (const text of hostile)
      expect(readLicence(text, issuer.publicKey), String(text).slice(0, 40)).toEqual({
        ok: false,
        reason: 'malformed',
      });
  });

  it('answers malformed for a payload the issuer signed that is not a licence', () => {
    const { privateKey, publicKey } = issuer;
    const signedText = (text: string) => {
      const encoded = Buffer.from(text).toString('base64url');
      return `${encoded}.${sign(null, Buffer.from(encoded), privateKey).toString('base64url')}`;
    };
    for (const text of [
      'not json',
      '[]',
      '{"format":2}',
      JSON.stringify({ ...payload, validFrom: '2026-02-30' }),
    ])
      expect(readLicence(signedText(text), publicKey), text).toEqual({ ok: false, reason: 'malformed' });
  });

  it('is not issued with impossible dates', () => {
    expect(() => issueLicence({ ...payload, validUntil: '2025-12-31' }, issuer.privateKey)).toThrow(
      'validUntil',
    );
    expect(() => issueLicence({ ...payload, noticeFrom: '2027-01-01' }, issuer.privateKey)).toThrow(
      'noticeFrom',
    );
    expect(() => issueLicence({ ...payload, validFrom: '2026-13-01' }, issuer.privateKey)).toThrow(
      'validFrom',
    );
    expect(() =>
      issueLicence({ ...payload, organisation: { name: ' ', code: 'K' } }, issuer.privateKey),
    ).toThrow();
  });
});

describe('public and private keys from configuration', () => {
  it('takes PEM (also with \\n written out) and the base64 of the SPKI DER', () => {
    const pem = issuer.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    for (const text of [
      pem,
      pem.replaceAll('\n', '\\n'),
      publicKeyText(issuer.publicKey),
      ` ${publicKeyText(issuer.publicKey)}\n`,
    ])
      expect(readLicence(licence, parsePublicKey(text)).ok, text).toBe(true);
    expect(publicKeyText(issuer.publicKey)).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('refuses what is no Ed25519 public key with a sentence, not a stack', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const rsaPem = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    for (const text of [
      '',
      'not a key',
      'AAAA',
      rsaPem,
      '-----BEGIN PUBLIC KEY-----\nxx\n-----END PUBLIC KEY-----',
    ])
      expect(() => parsePublicKey(text), text).toThrow(LicenceKeyError);
    const privatePem = issuer.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(parsePrivateKey(privatePem).asymmetricKeyType).toBe('ed25519');
    expect(() => parsePrivateKey('nonsense')).toThrow(LicenceKeyError);
    expect(() => parsePrivateKey(rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())).toThrow(
      'not an Ed25519 key',
    );
  });
});

describe('the verdict of a licence on a day', () => {
  it('is valid within its period, expiringSoon from the notice date, expired after its last day', () => {
    expect(judge({})).toEqual({ verdict: 'valid', payload });
    expect(judge({ today: '2026-01-01' }).verdict).toBe('valid');
    expect(judge({ today: '2026-11-30' }).verdict).toBe('valid');
    expect(judge({ today: '2026-12-01' }).verdict).toBe('expiringSoon');
    // Its last day is still a day of validity.
    expect(judge({ today: '2026-12-31' })).toEqual({ verdict: 'expiringSoon', payload });
    expect(judge({ today: '2027-01-01' })).toEqual({ verdict: 'expired', payload });
    expect(judge({ today: '2030-06-01' }).verdict).toBe('expired');
  });

  it('is absent without a licence, and before its first day', () => {
    for (const licenceText of [null, undefined, '', '  \n'])
      expect(judge({ licenceText })).toEqual({ verdict: 'absent' });
    expect(judge({ today: '2025-12-31' })).toEqual({ verdict: 'absent', reason: 'notYetValid', payload });
  });

  it('is violated when changed, of another issuer or malformed, whatever the day', () => {
    const longer = tampered((original) => ({ ...original, validUntil: '2036-12-31' }));
    expect(judge({ licenceText: longer, today: '2030-01-01' })).toEqual({
      verdict: 'violated',
      reason: 'badSignature',
    });
    expect(judge({ publicKey: stranger.publicKey })).toEqual({ verdict: 'violated', reason: 'badSignature' });
    expect(judge({ licenceText: 'garbage' })).toEqual({ verdict: 'violated', reason: 'malformed' });
    expect(judge({ licenceText: 'x'.repeat(1_000_000) })).toEqual({
      verdict: 'violated',
      reason: 'malformed',
    });
  });

  it('is violated when no organisation row has its name and its code', () => {
    const other = (name: string, code: string) => [{ name, code }];
    const violated = { verdict: 'violated', reason: 'organisation', payload };
    expect(judge({ organisations: other('Ошский государственный университет', 'KNU') })).toEqual(violated);
    expect(judge({ organisations: other('Кыргызский национальный университет', 'OSHSU') })).toEqual(violated);
    // Codes compare exactly.
    expect(judge({ organisations: other('Кыргызский национальный университет', 'knu') })).toEqual(violated);
    expect(judge({ organisations: other('Кыргызский национальный университет', ' KNU') })).toEqual(violated);
    // Name and code of one row, not of two.
    expect(
      judge({
        organisations: [
          { name: 'Кыргызский национальный университет', code: 'X' },
          { name: 'Другой', code: 'KNU' },
        ],
      }),
    ).toEqual(violated);
    expect(judge({ organisations: [] })).toEqual(violated);
    // Names compare trimmed and whatever their case.
    expect(judge({ organisations: other('  КЫРГЫЗСКИЙ национальный УНИВЕРСИТЕТ ', 'KNU') }).verdict).toBe(
      'valid',
    );
  });
});

describe('the verdict on the clock’s two days (decision 0055)', () => {
  const onDays = (local: string, service: string | undefined, input: Partial<VerdictInput> = {}) =>
    verdictOnDays({ local, service }, (today) => judge({ ...input, today }));

  it('is the service’s day’s, when the service is believed', () => {
    expect(onDays('2026-11-30', '2026-12-01')).toEqual({
      today: '2026-12-01',
      verdict: { verdict: 'expiringSoon', payload },
    });
    // A server clock running fast past the last midnight: the service's day keeps the licence that day.
    expect(onDays('2027-01-01', '2026-12-31').verdict.verdict).toBe('expiringSoon');
  });

  it('never refuses on the service’s day alone: the server’s clock’s day then', () => {
    expect(onDays('2026-12-31', '2027-01-01')).toEqual({
      today: '2026-12-31',
      verdict: { verdict: 'expiringSoon', payload },
    });
    expect(onDays('2026-01-01', '2025-12-31')).toEqual({
      today: '2026-01-01',
      verdict: { verdict: 'valid', payload },
    });
  });

  it('refuses when both days refuse, and on the server’s clock alone without the service', () => {
    expect(onDays('2027-01-02', '2027-01-01')).toEqual({
      today: '2027-01-01',
      verdict: { verdict: 'expired', payload },
    });
    expect(onDays('2027-01-01', undefined)).toEqual({
      today: '2027-01-01',
      verdict: { verdict: 'expired', payload },
    });
    expect(onDays('2026-06-01', '2026-06-01', { licenceText: 'garbage' }).verdict.verdict).toBe('violated');
  });
});
