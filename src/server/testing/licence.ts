import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { Database } from '../db/connection';
import { issueLicence, LICENCE_FORMAT, type LicencePayload, publicKeyText } from '../licence/document';
import { installLicence } from '../licence/queries';

// The tests' licence issuer: one Ed25519 key pair derived from a fixed seed, so that the global setup,
// every test file and every server process a test starts hold the same key without passing it around.

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const seed = createHash('sha256').update('academic-admin test licence issuer').digest();
const testPrivateKey = createPrivateKey({
  key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
  format: 'der',
  type: 'pkcs8',
});

/** The environment a test server needs to verify the tests' licences. */
export const testLicenceEnvironment = {
  LICENCE_PUBLIC_KEY: publicKeyText(createPublicKey(testPrivateKey)),
};

/** The demo university as the demo data names it (seed/demo.sql). */
export const demoOrganisation = {
  name: 'Бишкекский государственный университет экономики и технологий',
  code: '02287351',
};

/** A licence of the tests' issuer (or another's): valid for centuries for the demo university unless told otherwise. */
export const testLicence = (changes: Partial<LicencePayload> = {}, privateKey: KeyObject = testPrivateKey) =>
  issueLicence(
    {
      format: LICENCE_FORMAT,
      organisation: demoOrganisation,
      validFrom: '2000-01-01',
      validUntil: '2999-12-31',
      noticeFrom: '2999-12-01',
      issuedAt: '2026-01-01T00:00:00.000Z',
      ...changes,
    },
    privateKey,
  );

export const installTestLicence = (database: Database, changes: Partial<LicencePayload> = {}) =>
  installLicence(database, testLicence(changes));
