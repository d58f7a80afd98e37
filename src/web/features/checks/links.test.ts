import { describe, expect, it } from 'vitest';
import type { CheckRow, CheckRowOf } from '../../../contract/checks';
import { address, codeOf, keyOf, linkOf } from './links';

// The data checks' links: each row opens the screen that fixes it on its record.

const said = { record: 'r', faculty: null, detail: 'd' };
const place = { idMinistry: 1, idVuz: 2, idFaculty: 3, idDirection: 4, idFEduc: 5, idSpeciality: 6 };
const translation = (table: CheckRowOf<'translation'>['table'], record = 'x'): CheckRowOf<'translation'> => ({
  check: 'translation',
  table,
  idRecord: 9,
  missing: ['kg'],
  ...said,
  record,
});

describe('a data check row’s link', () => {
  it('opens a grading rule on its screen', () => {
    expect(linkOf({ check: 'gradingCoverage', idEbeVar: 2, ...said })).toBe('/grading-rules?rule=2');
  });

  it('opens a speciality at its place in the educational cascade, every level named as the cascade reads it', () => {
    const plan: CheckRow = {
      check: 'firstCourseVsPlan',
      ...place,
      year: 26,
      plan: null,
      planned: { budget: 1, contract: 0 },
      ...said,
    };
    const expected = '/educational?ministry=1&vuz=2&faculty=3&direction=4&form=5&speciality=6';
    expect(linkOf(plan)).toBe(expected);
    expect(linkOf({ check: 'licence', ...place, idLicence: null, state: 'none', day: null, ...said })).toBe(
      expected,
    );
    expect(
      linkOf({ check: 'groupsWithoutHeadcounts', ...place, year: 26, groups: 2, groupNames: [], ...said }),
    ).toBe(expected);
  });

  it('opens a classroom’s building', () => {
    const row: CheckRow = {
      check: 'classroomCapacity',
      idKorpus: 7,
      idAuditorium: 70,
      idFaculty: null,
      contain: 0,
      idGroup: null,
      groupSize: null,
      ...said,
    };
    expect(linkOf(row)).toBe('/classrooms?building=7');
  });

  it('opens a faculty’s commission, or a speciality’s', () => {
    const faculty: CheckRow = { check: 'commissionRoles', idFaculty: 3, idSpecial: null, ...said };
    expect(linkOf(faculty)).toBe('/commission?faculty=3');
    expect(linkOf({ ...faculty, idSpecial: 11 })).toBe('/commission/speciality?faculty=3&special=11');
  });

  it('opens a record missing a translation where it is edited, or nowhere', () => {
    expect(linkOf(translation('direction', '580100 Экономика'))).toBe('/directions?q=580100');
    expect(linkOf(translation('special', ' 580100-01 Finance'))).toBe('/speciality-names?q=580100-01');
    expect(linkOf(translation('korpus'))).toBe('/classrooms?building=9');
    expect(linkOf(translation('otdel'))).toBe('/classrooms');
    expect(linkOf(translation('ministry'))).toBe('/educational?ministry=9');
    expect(linkOf(translation('vuz'))).toBe('/educational');
    expect(linkOf(translation('f_educ'))).toBe('/educational');
    for (const table of ['f_educ_vid', 'f_educ_prog', 'discipline', 'vid_discipline'] as const)
      expect(linkOf(translation(table))).toBeNull();
  });
});

describe('links’ parts', () => {
  it('writes a path with its query escaped, or alone', () => {
    expect(address('directions', { q: 'a b&c' })).toBe('/directions?q=a+b%26c');
    expect(address('checks')).toBe('/checks');
  });

  it('reads a coded record’s code', () => {
    expect(codeOf('580100 Экономика и управление')).toBe('580100');
    expect(codeOf('')).toBe('');
  });

  it('keys each row by its record', () => {
    expect(keyOf(translation('korpus'))).toBe('korpus-9');
    expect(keyOf({ check: 'commissionRoles', idFaculty: 3, idSpecial: null, ...said })).toBe('3-0');
  });
});
