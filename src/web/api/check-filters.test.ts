import { describe, expect, it } from 'vitest';
import type { CheckRow } from '../../contract/checks';
import {
  classroomViolations,
  commissionViolations,
  specialityViolations,
  violationsOf,
} from './check-filters';

const said = { record: 'r', faculty: null, detail: 'd' };
const place = (idSpeciality: number) => ({
  idMinistry: 1,
  idVuz: 1,
  idFaculty: 1,
  idDirection: 1,
  idFEduc: 1,
  idSpeciality,
});
const rows: CheckRow[] = [
  { check: 'gradingCoverage', idEbeVar: 3, ...said },
  {
    check: 'firstCourseVsPlan',
    ...place(10),
    year: 25,
    plan: null,
    planned: { budget: 5, contract: 0 },
    ...said,
  },
  {
    check: 'classroomCapacity',
    idKorpus: 1,
    idAuditorium: 100,
    idFaculty: 1,
    contain: 0,
    idGroup: null,
    groupSize: null,
    ...said,
  },
  {
    check: 'classroomCapacity',
    idKorpus: 2,
    idAuditorium: 200,
    idFaculty: 1,
    contain: 10,
    idGroup: 7,
    groupSize: 30,
    ...said,
  },
  { check: 'commissionRoles', idFaculty: 1, idSpecial: null, ...said },
  { check: 'commissionRoles', idFaculty: 1, idSpecial: 44, ...said },
  { check: 'commissionRoles', idFaculty: 2, idSpecial: null, ...said },
  { check: 'licence', ...place(10), idLicence: null, state: 'none', day: null, ...said },
  { check: 'licence', ...place(11), idLicence: 5, state: 'expiring', day: '2026-12-01', ...said },
  { check: 'groupsWithoutHeadcounts', ...place(10), year: 25, groups: 2, groupNames: ['A', 'B'], ...said },
  { check: 'translation', table: 'direction', idRecord: 10, missing: ['kg'], ...said },
];
const kinds = (found: CheckRow[]) => found.map((row) => row.check);

describe('which violations belong to a record', () => {
  it('keeps only the kinds the filter names, by its test', () => {
    expect(violationsOf(rows, {})).toEqual([]);
    expect(violationsOf(rows, { gradingCoverage: (row) => row.idEbeVar === 3 })).toHaveLength(1);
    expect(violationsOf(rows, { gradingCoverage: (row) => row.idEbeVar === 4 })).toEqual([]);
  });

  it('a speciality: its plan, licence and groups, not another speciality’s nor a record of the same id', () => {
    expect(kinds(violationsOf(rows, specialityViolations(10)))).toEqual([
      'firstCourseVsPlan',
      'licence',
      'groupsWithoutHeadcounts',
    ]);
    expect(kinds(violationsOf(rows, specialityViolations(10, ['licence'])))).toEqual(['licence']);
    expect(kinds(violationsOf(rows, specialityViolations(11)))).toEqual(['licence']);
    expect(violationsOf(rows, specialityViolations(null))).toEqual([]);
  });

  it('a faculty’s own commission apart from its specialities’ commissions', () => {
    const own = violationsOf(rows, commissionViolations(1));
    expect(own).toEqual([rows[4]]);
    expect(violationsOf(rows, commissionViolations(1, 44))).toEqual([rows[5]]);
    expect(violationsOf(rows, commissionViolations(1, 45))).toEqual([]);
    // Nothing until the faculty, or the speciality asked for, is chosen.
    expect(violationsOf(rows, commissionViolations(null))).toEqual([]);
    expect(violationsOf(rows, commissionViolations(1, null))).toEqual([]);
  });

  it('a building’s classrooms, by classroom', () => {
    const first = classroomViolations(rows, 1);
    expect([...first.keys()]).toEqual([100]);
    expect(first.get(100)?.[0]?.contain).toBe(0);
    expect([...classroomViolations(rows, 2).keys()]).toEqual([200]);
    expect(classroomViolations(rows, null).size).toBe(0);
  });
});
