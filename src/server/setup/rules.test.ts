import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors';
import { judgeInstall } from '../licence/install-check';
import { testLicence } from '../testing/licence';
import { daysLeft, differences, ministryChoice, shellWord, vendorRequest } from './rules';

// The setup's plain rules (decision 0060): no database needed.

describe('the line sent to the vendor', () => {
  it('names the university exactly, quoted for the shell, for a year from the day after the licence in force', () => {
    const request = vendorRequest(
      { v2: " Университет им. О'Брайена ", code: '02287351' },
      '2026-11-29',
      '2027-06-30',
    );
    expect(request).toEqual({
      name: "Университет им. О'Брайена",
      code: '02287351',
      from: '2027-07-01',
      until: '2028-06-30',
      command: `npm run licence:issue -- --key ./issuer/private.pem --name 'Университет им. О'\\''Брайена' --code 02287351 --from 2027-07-01 --until 2028-06-30 --out licence.txt`,
    });
    // None in force, or one that ended: from today; 29 February's year ends on the 28th.
    expect(vendorRequest({ v2: 'КГТУ', code: 'A-1' }, '2028-02-29', '2028-01-31')).toMatchObject({
      from: '2028-02-29',
      until: '2029-02-27',
      command: expect.stringContaining('--name КГТУ --code A-1 '),
    });
  });

  it('a word the shell would split or expand is quoted', () => {
    expect(shellWord('02287351')).toBe('02287351');
    expect(shellWord('a b')).toBe("'a b'");
    expect(shellWord('$(rm -rf ~)')).toBe("'$(rm -rf ~)'");
  });

  it('days left: 0 on the last day, negative after it', () => {
    expect(daysLeft('2026-12-31', '2026-12-31')).toBe(0);
    expect(daysLeft('2026-11-29', '2027-11-28')).toBe(364);
    expect(daysLeft('2027-01-02', '2026-12-31')).toBe(-2);
  });
});

describe('a setup asked for again', () => {
  const setUp = {
    ministry: 'Министерство образования',
    ministryNames: ['Министерство образования', 'Билим берүү министрлиги'],
    v1: 'КГТУ',
    v1K: '',
    v1En: '',
    v2: 'Кыргызский технический университет',
    v2K: '',
    v2En: '',
    code: '02287112',
    adres: '',
    adresKg: '',
    adresEn: '',
    glava: 'Ректор',
    tel: '',
    mail: '',
  };
  it('differs only where a value given is not the one set up: the ministry by any of its names, the code exactly', () => {
    expect(
      differences(setUp, { ministry: 'билим берүү министрлиги', v2: ' Кыргызский технический университет ' }),
    ).toEqual([]);
    expect(differences(setUp, { code: '02287112 ', glava: 'Ректор', tel: '+996 312 000000' })).toEqual([
      { field: 'code', setUp: '02287112', given: '02287112 ' },
      { field: 'tel', setUp: '', given: '+996 312 000000' },
    ]);
  });

  it('names a ministry by its id, or by a name; neither is refused under the ministry field', () => {
    const names = { ministry: '', ministryKg: '', ministryEn: '' };
    expect(ministryChoice({ ...names, idMinistry: 3 })).toEqual({ id: 3 });
    expect(ministryChoice({ ...names, ministry: 'Минобр', idMinistry: null })).toEqual({
      name: 'Минобр',
      nameKg: '',
      nameEn: '',
    });
    expect(() => ministryChoice({ ...names, idMinistry: null })).toThrow(AppError);
  });
});

describe('a licence judged for installation', () => {
  it("is refused without the issuer's key, before it is read", () => {
    const days = { local: '2026-11-29', service: undefined };
    expect(judgeInstall(testLicence(), undefined, [], days).refusal?.key).toBe('licenceNoKey');
  });
});
