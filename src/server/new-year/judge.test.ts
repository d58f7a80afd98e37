import { describe, expect, it } from 'vitest';
import type { TurnoverRequest } from '../../contract/new-year';
import { judgeTurnover, type TurnoverReads, withinScope } from './judge';

// The turnover's rules as plain functions (decision 0048), on reads made by hand: the intake's share of the
// plan, and the scope applied after the judgement.

const speciality = {
  id_speciality: 1,
  id_faculty: 1,
  faculty: 'Ф',
  faculty_kg: 'Ф',
  faculty_en: 'F',
  id_special: 1,
  code: '580100',
  special: 'Экономика',
  special_kg: 'Экономика',
  special_en: 'Economics',
  f_educ: 'Очная',
  f_educ_kg: 'Күндүзгү',
  f_educ_en: 'Full-time',
  max_course: 4,
  licence_valid: true,
  grading_rule: '1',
};
const none: TurnoverReads = {
  specialities: [speciality],
  plans: [],
  intake: [],
  headcounts: [],
  targetIntake: [],
  facultyCommissions: [],
  specialityCommissions: [],
};
const request: TurnoverRequest = {
  yearFrom: 25,
  yearTo: 26,
  facultyIds: [],
  specialityIds: [],
  kinds: ['admission', 'groups', 'headcounts'],
  replace: [],
};
const intakeOf = (binding: number) => ({
  id_speciality: 1,
  id_com_gspe: binding,
  dop: '',
  ind_name_gr: false,
  target_id: null,
  target_version: null,
});
const headcount = (binding: number, halfYear: number) => ({
  id_speciality: 1,
  id_com_gspe: binding,
  id_group: binding * 10,
  course: 2,
  intake: true,
  id_w_s: halfYear,
  kol_b: 5,
  kol_k: 5,
  target_id: null,
  target_b: null,
  target_k: null,
  target_version: null,
});

describe('the intake of the target year', () => {
  it('shares the carried plan evenly among the new groups, the first ones taking the remainder', () => {
    const items = judgeTurnover(request, {
      ...none,
      plans: [
        {
          id_speciality: 1,
          kol_b: 25,
          kol_k: 7,
          target_id: null,
          target_b: null,
          target_k: null,
          target_version: null,
        },
      ],
      intake: [intakeOf(1), intakeOf(2), intakeOf(3)],
      headcounts: [headcount(1, 1), headcount(2, 1), headcount(3, 1)],
    });
    const shares = items
      .filter(
        (item) =>
          item.write?.table === 'rrnk_gr_kolst' &&
          item.write.action === 'created' &&
          item.write.groupId === null,
      )
      .map((item) => item.write && 'kolB' in item.write && [item.write.kolB, item.write.kolK]);
    expect(shares).toEqual([
      [9, 3],
      [8, 2],
      [8, 2],
    ]);
  });

  it('gives the same stamps for the same reads, and different ones when a target row appears', () => {
    const reads = {
      ...none,
      plans: [
        {
          id_speciality: 1,
          kol_b: 1,
          kol_k: 1,
          target_id: null,
          target_b: null,
          target_k: null,
          target_version: null,
        },
      ],
    };
    const stamps = (r: TurnoverReads) => judgeTurnover(request, r).map((item) => item.stamp);
    expect(stamps(reads)).toEqual(stamps(structuredClone(reads)));
    const planned = {
      ...reads,
      plans: [{ ...reads.plans[0], target_id: 9, target_b: 1, target_k: 1, target_version: 1 }],
    } as TurnoverReads;
    expect(stamps(planned)).not.toEqual(stamps(reads));
  });
});

describe('the scope', () => {
  it("turns an editor's writes outside their faculties into refusals that write nothing", () => {
    const items = judgeTurnover(request, { ...none, intake: [intakeOf(1)] });
    const editor = { role: 'editor' as const, allFaculties: false, facultyIds: [2] };
    const [scoped] = withinScope(items, editor);
    expect(scoped).toMatchObject({ verdict: 'refused', reason: { key: 'turnoverOutsideScope' } });
    expect(scoped?.write).toBeUndefined();
    expect(withinScope(items, { role: 'administrator', allFaculties: true, facultyIds: [] })).toEqual(items);
  });
});

describe('the writes of a large turnover', () => {
  it('go a batch of rows per statement, in order', async () => {
    const { batched, ROWS_PER_STATEMENT } = await import('./writes');
    const sizes: number[] = [];
    const items = Array.from({ length: 2 * ROWS_PER_STATEMENT + 500 }, (_, index) => index);
    const answers = await batched(items, async (slice) => {
      sizes.push(slice.length);
      return slice;
    });
    expect(sizes).toEqual([ROWS_PER_STATEMENT, ROWS_PER_STATEMENT, 500]);
    expect(answers).toEqual(items);
  });
});
