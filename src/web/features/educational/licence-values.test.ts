import { describe, expect, it } from 'vitest';
import { emptyLicence, legacyDate, licencePayload, periodProblem } from './licence-values';

describe('licence values', () => {
  it('sends the dates of the date inputs as dd.mm.yyyy (SPEC §5)', () => {
    expect(legacyDate('2024-09-01')).toBe('01.09.2024');
    expect(legacyDate('1999-12-31')).toBe('31.12.1999');
  });

  it('refuses a beginning after the end, and takes a one-day licence', () => {
    expect(periodProblem({ ResolutionBeg: '2024-09-02', ResolutionEnd: '2024-09-01' })).toBe(
      'educational.licence.period',
    );
    expect(periodProblem({ ResolutionBeg: '2024-09-01', ResolutionEnd: '2024-09-01' })).toBeNull();
    expect(periodProblem({ ResolutionBeg: '2024-09-01', ResolutionEnd: '2029-08-31' })).toBeNull();
  });

  it('refuses a date the server would not take (not whole, before 1900)', () => {
    expect(periodProblem({ ResolutionBeg: '1899-12-31', ResolutionEnd: '2024-09-01' })).toBe(
      'educational.licence.badDate',
    );
    expect(periodProblem({ ResolutionBeg: '2024-09', ResolutionEnd: '2024-09-01' })).toBe(
      'educational.licence.badDate',
    );
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
    const row = { IDLicence: 4, ...emptyLicence, rowVersion: 3 };
    expect(licencePayload({ row, values })).toMatchObject({ IDLicence: 4, rowVersion: 3 });
  });
});
