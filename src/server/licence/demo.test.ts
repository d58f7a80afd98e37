import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readConfig } from '../config';
import { cloneTemplate, testDatabaseKind } from '../testing/databases';
import { addMonths, demoKeyFile, installDemoLicence, licencePublicKey } from './demo';
import { installedLicence, organisations } from './queries';
import { licenceVerdict } from './verdict';

describe('addMonths', () => {
  it('moves by calendar months, to the last day of a shorter month', () => {
    expect(addMonths('2026-11-25', 12)).toBe('2027-11-25');
    expect(addMonths('2027-11-24', -1)).toBe('2027-10-24');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });
});

// The embedded demo's first start (server.ts): the seeded database (a copy of the tests' template, whose
// test licence the demo's replaces), licensed for a year, its key in the data folder.
describe.runIf(testDatabaseKind === 'pglite')('the demo licence', () => {
  it('is valid for a year for the demo university, its key kept in DATA_DIR for later starts', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'aa-demo-licence-')), 'data');
    mkdirSync(dataDir);
    const { database, dispose } = await cloneTemplate(inject('databaseTemplate'));
    try {
      await installDemoLicence(database, dataDir, '2026-11-25');
      expect(existsSync(demoKeyFile(dataDir))).toBe(true);
      const publicKey = licencePublicKey(readConfig({ DATA_DIR: dataDir, LICENCE_PUBLIC_KEY: '' }));
      if (!publicKey) throw new Error('no demo key');
      const judged = async (today: string) =>
        licenceVerdict({
          licenceText: await installedLicence(database),
          publicKey,
          organisations: await organisations(database),
          today,
        });
      const valid = await judged('2026-11-25');
      expect(valid.verdict).toBe('valid');
      expect(valid.payload).toMatchObject({
        organisation: {
          name: 'Бишкекский государственный университет экономики и технологий',
          code: '02287351',
        },
        validFrom: '2026-11-25',
        validUntil: '2027-11-24',
        noticeFrom: '2027-10-24',
      });
      expect((await judged('2027-10-24')).verdict).toBe('expiringSoon');
      expect((await judged('2027-11-25')).verdict).toBe('expired');
      // On a PostgreSQL server the data folder's key is never used: only LICENCE_PUBLIC_KEY.
      expect(
        licencePublicKey(readConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/x' })),
      ).toBeUndefined();
    } finally {
      await dispose();
    }
  });
});
