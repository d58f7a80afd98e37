import { describe, expect, it } from 'vitest';
import { yearLabel } from '../../contract/academic-year';
import { sqlOn, today } from '../testing/check-fixtures';
import { signedInApp } from '../testing/signed-in-app';
import { firstCourseVsPlan, groupsWithoutHeadcounts, sayGroups, sayPlan } from './plans';

// The year's plans on the demo: a first course against its admission plan, and the studying
// groups without planned students. Each case on a speciality of its own (the groups' first, while the
// demo has none).

const app = signedInApp();
const query = sqlOn(app);
const at = today();
const { year } = at;

/** A speciality's first-course planned students (first half-year), summed here in SQL of the test's own. */
async function firstCourse(speciality: number) {
  const [row] = await query<{ budget: number; contract: number }>(
    `SELECT coalesce(sum(kol_b), 0)::int AS budget, coalesce(sum(kol_k), 0)::int AS contract
       FROM rrnk_gr_kolst
      WHERE id_a_year = $2 AND id_w_s = 1
        AND id_group IN (SELECT id_group FROM study_group
                          WHERE id_group_y = $2
                            AND id_com_gspe IN (SELECT id_com_gspe FROM com_gspe WHERE id_speciality = $1))`,
    [speciality, year],
  );
  return row as { budget: number; contract: number };
}
const setPlan = (speciality: number, budget: number, contract: number) =>
  query('UPDATE plan_abit SET kol_b = $2, kol_k = $3 WHERE id_speciality = $1 AND a_year = $4', [
    speciality,
    budget,
    contract,
    year,
  ]);
const planRow = async (speciality: number) =>
  (await firstCourseVsPlan(app.t.database, at)).rows.find((row) => row.id_speciality === speciality);
const groupsRow = async (speciality: number) =>
  (await groupsWithoutHeadcounts(app.t.database, at)).rows.find((row) => row.id_speciality === speciality);

describe('groups without planned students', () => {
  /** Deletes this year's planned students of a speciality's groups admitted in `years`, in half-year `halves`. */
  const unplan = (speciality: number, years: number[], halves = [1, 2]) =>
    query(
      `DELETE FROM rrnk_gr_kolst WHERE id_a_year = $1 AND id_w_s = ANY($4::int[]) AND id_group IN (
         SELECT g.id_group FROM study_group g JOIN com_gspe c USING (id_com_gspe)
          WHERE c.id_speciality = $2 AND g.id_group_y = ANY($3::int[]))`,
      [year, speciality, years, halves],
    );
  const short = (value: number) => String(value).padStart(2, '0');

  it('finds none in the demo: every studying group has its planned students', async () => {
    expect(await groupsWithoutHeadcounts(app.t.database, at)).toEqual({ total: 0, rows: [] });
  });

  it('reports a speciality’s studying groups without them, not a group planned in one half-year or not yet admitted', async () => {
    await unplan(9, [year, year - 1]);
    await unplan(9, [year - 2], [1]);
    const [binding] = await query<{ id: number }>(
      'SELECT min(id_com_gspe) AS id FROM com_gspe WHERE id_speciality = 9',
    );
    await query('INSERT INTO study_group (id_com_gspe, id_group_y) VALUES ($1, $2)', [binding?.id, year + 1]);
    const names = [
      `ТУР-1-${short(year)}`,
      `ТУР-2-${short(year)}`,
      `ТУР-1-${short(year - 1)}`,
      `ТУР-2-${short(year - 1)}`,
    ];
    const row = await groupsRow(9);
    expect(row).toMatchObject({ groups: 4, group_names: names });
    expect(sayGroups(row as never, at, 'en')).toMatchObject({
      check: 'groupsWithoutHeadcounts',
      idFaculty: 1,
      idSpeciality: 9,
      year,
      groups: 4,
      groupNames: names,
      detail: `4 groups without planned students for ${yearLabel(year)} (${names.join(', ')})`,
    });
    expect(sayGroups(row as never, at, 'kg').detail).toBe(
      `${yearLabel(year)} окуу жылына студенттери пландалбаган топтор: 4 (${names.join(', ')})`,
    );
  });

  it('names the first five of more', async () => {
    await unplan(4, [year, year - 1, year - 2, year - 3]);
    const row = await groupsRow(4);
    expect(row?.groups).toBe(8);
    expect(row?.group_names).toHaveLength(5);
    expect(sayGroups(row as never, at, 'en').detail).toMatch(/^8 groups without .*, …\)$/);
  });
});

describe('the first course against the admission plan', () => {
  it('passes a speciality whose plan is its first course’s planned students, reports it once they differ', async () => {
    const planned = await firstCourse(1);
    await setPlan(1, planned.budget, planned.contract);
    expect(await planRow(1)).toBeUndefined();
    // The second half-year is not the intake's.
    await query(
      `UPDATE rrnk_gr_kolst SET kol_b = kol_b + 1 WHERE id_a_year = $1 AND id_w_s = 2
          AND id_group IN (SELECT g.id_group FROM study_group g JOIN com_gspe c USING (id_com_gspe)
                            WHERE c.id_speciality = 1 AND g.id_group_y = $1)`,
      [year],
    );
    expect(await planRow(1)).toBeUndefined();

    await setPlan(1, planned.budget - 5, planned.contract);
    const row = await planRow(1);
    expect(row).toMatchObject({
      plan_budget: planned.budget - 5,
      plan_contract: planned.contract,
      planned_budget: planned.budget,
      planned_contract: planned.contract,
    });
    expect(sayPlan(row as never, at, 'en')).toEqual({
      check: 'firstCourseVsPlan',
      // demo.sql: 580100 Экономика (direction 1), full-time (form 1), of the one university and ministry.
      idMinistry: 1,
      idVuz: 1,
      idFaculty: 1,
      idDirection: 1,
      idFEduc: 1,
      idSpeciality: 1,
      year,
      plan: { budget: planned.budget - 5, contract: planned.contract },
      planned,
      // The catalogue's code, as every screen names it, not the parameters' own (580100-01).
      record: "080105 Finance and Credit · Full-time study (bachelor's)",
      faculty: 'Faculty of Economics and Management',
      detail: `planned ${planned.budget} budget students in the first course, the admission plan has ${planned.budget - 5}`,
    });
    expect(sayPlan(row as never, at, 'ru').detail).toBe(
      `бюджетных студентов на первом курсе запланировано: ${planned.budget}, в плане приёма: ${planned.budget - 5}`,
    );
  });

  it('reports first-course students without a plan, and passes a plan of none with none planned', async () => {
    const planned = await firstCourse(2);
    await query('DELETE FROM plan_abit WHERE id_speciality = 2 AND a_year = $1', [year]);
    const row = await planRow(2);
    expect(row).toMatchObject({ plan_budget: null, plan_contract: null, planned_budget: planned.budget });
    expect(sayPlan(row as never, at, 'en')).toMatchObject({
      plan: null,
      detail: `no admission plan for ${yearLabel(year)}, while the first course has ${planned.budget} budget and ${planned.contract} contract students planned`,
    });

    await setPlan(3, 0, 0);
    await query(
      `DELETE FROM rrnk_gr_kolst WHERE id_a_year = $1 AND id_group IN (
         SELECT g.id_group FROM study_group g JOIN com_gspe c USING (id_com_gspe)
          WHERE c.id_speciality = 3 AND g.id_group_y = $1)`,
      [year],
    );
    expect(await planRow(3)).toBeUndefined();
  });
});
