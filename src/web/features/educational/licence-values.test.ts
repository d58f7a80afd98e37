import { describe, expect, it } from 'vitest';
import {
  emptyLicence,
  isExpired,
  legacyDate,
  licenceNumberOf,
  licencePayload,
  licenceValuesOf,
  periodProblem,
  todayIso,
} from './licence-values';

describe('licence values', () => {
  it('sends the dates as dd.mm.yyyy (SPEC §5)', () => {
    expect(legacyDate('2024-09-01')).toBe('01.09.2024');
    expect(legacyDate('1999-12-31')).toBe('31.12.1999');
  });

  it('shows the dates the interface language’s way (issue 26)', () => {
    const row = {
      IDLicence: 3,
      Resolution: 'Лицензия',
      ResolutionBeg: '2023-06-15',
      ResolutionEnd: '2028-06-14',
      Supplement: 'Приложение',
      rowVersion: 1,
    };
    expect(licenceValuesOf(row, 'dmy')).toMatchObject({
      ResolutionBeg: '15.06.2023',
      ResolutionEnd: '14.06.2028',
    });
    expect(licenceValuesOf(row, 'iso')).toMatchObject({
      ResolutionBeg: '2023-06-15',
      ResolutionEnd: '2028-06-14',
    });
  });

  it.each([
    ['dmy', '02.09.2024', '01.09.2024', 'educational.licence.period'],
    ['dmy', '01.09.2024', '01.09.2024', null],
    ['dmy', '01.09.2024', '31.08.2029', null],
    ['iso', '2024-09-02', '2024-09-01', 'educational.licence.period'],
    ['iso', '2024-09-01', '2029-08-31', null],
  ] as const)('a period (%s) from %s to %s', (order, begin, end, problem) => {
    expect(periodProblem({ ResolutionBeg: begin, ResolutionEnd: end }, order)).toBe(problem);
  });

  it('creates with -1 and updates with the id and the version the edit began with', () => {
    const values = {
      Resolution: 'Лицензия',
      ResolutionBeg: '01.03.2024',
      ResolutionEnd: '28.02.2029',
      Supplement: 'Приложение',
    };
    expect(licencePayload({ row: null, values }, 'dmy')).toEqual({
      IDLicence: -1,
      Resolution: 'Лицензия',
      ResolutionBeg: '01.03.2024',
      ResolutionEnd: '28.02.2029',
      Supplement: 'Приложение',
      rowVersion: undefined,
    });
    const iso = { ...values, ResolutionBeg: '2024-03-01', ResolutionEnd: '2029-02-28' };
    expect(
      licencePayload(
        {
          row: { IDLicence: 7, ...iso, rowVersion: 4 },
          values: iso,
        },
        'iso',
      ),
    ).toMatchObject({
      IDLicence: 7,
      ResolutionBeg: '01.03.2024',
      ResolutionEnd: '28.02.2029',
      rowVersion: 4,
    });
    expect(emptyLicence).toEqual({ Resolution: '', ResolutionBeg: '', ResolutionEnd: '', Supplement: '' });
  });

  it('says a licence has expired after its last day (issue 26)', () => {
    expect(todayIso(new Date(2026, 10, 26))).toBe('2026-11-26');
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
