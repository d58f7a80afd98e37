import { describe, expect, it } from 'vitest';
import {
  emptyLicence,
  isExpired,
  legacyDate,
  licenceNumberOf,
  licencePayload,
  licenceValuesOf,
  periodProblem,
} from './licence-values';

describe('licence values', () => {
  it('sends the dates as dd.mm.yyyy (SPEC §5)', () => {
    expect(legacyDate('2024-09-01')).toBe('01.09.2024');
    expect(legacyDate('1999-12-31')).toBe('31.12.1999');
  });

  it.each([
    ['2024-09-02', '2024-09-01', 'educational.licence.period'],
    ['2024-09-01', '2024-09-01', null],
    ['2024-09-01', '2029-08-31', null],
    // A date that is no day yet is the date check's (it names the column), not the period's.
    ['30.02.2023', '2024-09-01', null],
  ] as const)('a period from %s to %s', (begin, end, problem) => {
    expect(periodProblem({ ResolutionBeg: begin, ResolutionEnd: end })).toBe(problem);
  });

  it('creates with -1 and updates with the id and the version the edit began with', () => {
    const values = {
      Resolution: 'Лицензия',
      ResolutionBeg: '2024-03-01',
      ResolutionEnd: '2029-02-28',
      Supplement: 'Приложение',
    };
    expect(licencePayload({ row: null, values })).toEqual({
      IDLicence: -1,
      Resolution: 'Лицензия',
      ResolutionBeg: '01.03.2024',
      ResolutionEnd: '28.02.2029',
      Supplement: 'Приложение',
      rowVersion: undefined,
    });
    expect(licencePayload({ row: { IDLicence: 7, ...values, rowVersion: 4 }, values })).toMatchObject({
      IDLicence: 7,
      ResolutionBeg: '01.03.2024',
      ResolutionEnd: '28.02.2029',
      rowVersion: 4,
    });
    expect(emptyLicence).toEqual({ Resolution: '', ResolutionBeg: '', ResolutionEnd: '', Supplement: '' });
    // The editor holds the row's four texts, and nothing else of it.
    expect(licenceValuesOf({ IDLicence: 7, ...values, rowVersion: 4 })).toEqual(values);
  });

  it('says a licence has expired after its last day', () => {
    expect(isExpired({ ResolutionEnd: '2026-11-25' }, '2026-11-26')).toBe(true);
    expect(isExpired({ ResolutionEnd: '2026-11-26' }, '2026-11-26')).toBe(false);
  });

  it.each([
    ['Лицензия LS230000789 на право ведения образовательной деятельности', 'LS230000789'],
    ['Лицензия № 123/45 от 01.09.2024', '123/45'],
    ['Лицензия без номера', ''],
  ])('names the number of %j', (resolution, number) => {
    expect(licenceNumberOf(resolution)).toBe(number);
  });
});
