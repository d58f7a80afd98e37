import { describe, expect, it } from 'vitest';
import type { OverviewFigures } from '../../contract/overview';
import { sqlOn, today } from '../testing/check-fixtures';
import { signedInApp } from '../testing/signed-in-app';

// overview/figures on the demo: each figure worked out here from seed/demo.sql's own rules
// (its specialities, plans, groups and rooms), or where the demo draws numbers from generated ids, with
// SQL of the test's own; in the reader's language; a year without data; bad input.

const app = signedInApp();
const query = sqlOn(app);
const { year } = today();

const figures = async (body: unknown, lang = 'en'): Promise<OverviewFigures> => {
  const answer = await app.api.post('overview/figures', body, lang);
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return answer.data;
};

/** The demo's specialities (seed/demo.sql): id → [faculty, study form]. */
const SPECIALITIES: Record<number, [number, number]> = {
  1: [1, 1],
  2: [1, 1],
  3: [1, 2],
  4: [1, 1],
  5: [1, 3],
  6: [1, 1],
  7: [1, 2],
  8: [1, 1],
  9: [1, 1],
  10: [1, 4],
  11: [1, 5],
  12: [1, 7],
  13: [1, 8],
  14: [2, 1],
  15: [2, 1],
  16: [2, 3],
  17: [2, 1],
  18: [2, 1],
  19: [2, 1],
  20: [2, 1],
  21: [2, 4],
  22: [2, 8],
  23: [3, 1],
  24: [3, 2],
  25: [3, 6],
  26: [3, 1],
  27: [3, 4],
  28: [3, 7],
  29: [4, 1],
  30: [4, 1],
  31: [4, 1],
  32: [4, 2],
  33: [4, 1],
  34: [4, 1],
  35: [5, 1],
  36: [5, 6],
  37: [5, 1],
  38: [5, 2],
  39: [5, 1],
  40: [5, 1],
  41: [6, 1],
  42: [6, 1],
  43: [6, 1],
  44: [6, 7],
};
/** The last course of each study form (f_educ.max_rate_id). */
const LAST_COURSE: Record<number, number> = { 1: 4, 2: 5, 3: 5, 4: 2, 5: 3, 6: 5, 7: 3, 8: 3 };
const specialities = Object.entries(SPECIALITIES).map(([id, [faculty, form]]) => ({
  id: Number(id),
  faculty,
  form,
}));
const postgraduate = (form: number) => form === 7 || form === 8;

/** Each faculty's first-course (or every course's) planned students this year, first half-year. */
async function plannedByFaculty(firstCourseOnly: boolean) {
  const found = await query<{ faculty: number; budget: number; contract: number }>(
    `SELECT s.id_faculty AS faculty, sum(k.kol_b)::int AS budget, sum(k.kol_k)::int AS contract
       FROM speciality s, com_gspe c, study_group g, rrnk_gr_kolst k
      WHERE c.id_speciality = s.id_speciality AND g.id_com_gspe = c.id_com_gspe AND k.id_group = g.id_group
        AND k.id_a_year = $1 AND k.id_w_s = 1 AND ($2 = false OR g.id_group_y = $1)
      GROUP BY s.id_faculty`,
    [year, firstCourseOnly],
  );
  return new Map(found.map((row) => [row.faculty, row]));
}

describe('the overview’s figures of this year', () => {
  it('sets each faculty’s admission plan against its first course', async () => {
    const planned = await plannedByFaculty(true);
    // demo.sql's plans of this year: budget 10 + (id × 7) mod 25, contract 20 + (id × 11) mod 40 (the
    // postgraduates 2 + id mod 3 and 1 + id mod 2), plus 3 and 6 for this year.
    const expected = [1, 2, 3, 4, 5, 6].map((faculty) => {
      const own = specialities.filter((row) => row.faculty === faculty);
      const sum = (place: (row: (typeof own)[number]) => number) =>
        own.reduce((total, row) => total + place(row), 0);
      return {
        idFaculty: faculty,
        planBudget: sum((row) => (postgraduate(row.form) ? 2 + (row.id % 3) : 10 + ((row.id * 7) % 25)) + 3),
        planContract: sum(
          (row) => (postgraduate(row.form) ? 1 + (row.id % 2) : 20 + ((row.id * 11) % 40)) + 6,
        ),
        plannedBudget: planned.get(faculty)?.budget ?? 0,
        plannedContract: planned.get(faculty)?.contract ?? 0,
      };
    });
    const { admission } = await figures({ year });
    expect(admission).toEqual(expected.map((row) => expect.objectContaining(row)));
    expect(admission[0]).toMatchObject({
      faculty: 'Faculty of Economics and Management',
      facultyShort: 'FEM',
    });
    expect((await figures({ year }, 'kg')).admission[0]).toMatchObject({
      faculty: 'Экономика жана менеджмент факультети',
      facultyShort: 'ЭМФ',
    });
  });

  it('counts the groups studying per faculty and study form', async () => {
    // Two sub-groups of each full-time bachelor's speciality, one of the others; a group per course.
    const expected = new Map<string, number>();
    for (const row of specialities) {
      const key = `${row.faculty}/${row.form}`;
      expected.set(key, (expected.get(key) ?? 0) + (row.form === 1 ? 2 : 1) * (LAST_COURSE[row.form] ?? 0));
    }
    const { groups } = await figures({ year }, 'ru');
    expect(new Map(groups.map((row) => [`${row.idFaculty}/${row.idFEduc}`, row.groups]))).toEqual(expected);
    expect(groups[0]).toMatchObject({
      faculty: 'Факультет экономики и менеджмента',
      studyForm: 'Очная форма обучения (бакалавриат)',
      studyFormShort: 'ОФО',
      groups: 48,
    });
  });

  it('sets each building’s seats against the planned students of the faculties with rooms in it', async () => {
    const students = await plannedByFaculty(false);
    const of = (...faculties: number[]) =>
      faculties.reduce(
        (total, faculty) =>
          total + (students.get(faculty)?.budget ?? 0) + (students.get(faculty)?.contract ?? 0),
        0,
      );
    // demo.sql's rooms: four floors of the main building (faculties 1-4) with the assembly hall and the
    // reading room; building 2 of faculties 5 and 2; building 3 of 6 and 4; the sports complex of 6.
    expect((await figures({ year })).buildings).toEqual([
      {
        idKorpus: 1,
        building: 'Main Academic Building',
        capacity: 4 * 598 + 350 + 60,
        students: of(1, 2, 3, 4),
        faculties: 4,
      },
      {
        idKorpus: 2,
        building: 'Academic Building No. 2 (Engineering)',
        capacity: 324,
        students: of(2, 5),
        faculties: 2,
      },
      {
        idKorpus: 3,
        building: 'Teaching and Laboratory Building No. 3',
        capacity: 213,
        students: of(4, 6),
        faculties: 2,
      },
      { idKorpus: 4, building: 'Sports Complex', capacity: 135, students: of(6), faculties: 1 },
    ]);
  });

  it('counts the open checks as checks/list does', async () => {
    const list = await app.api.data('GET', 'checks/list');
    expect((await figures({ year })).checks).toEqual(list.counts);
  });
});

describe('the trend of five years', () => {
  it('sums the planned students per course, oldest year first, leaving out groups not yet admitted', async () => {
    // The demo plans this year only; last year's are added for the groups of speciality 1 then studying.
    await query(
      `INSERT INTO rrnk_gr_kolst (id_group, id_a_year, id_w_s, kol_b, kol_k)
       SELECT g.id_group, $1 - 1, 1, 10, 5 FROM study_group g JOIN com_gspe c USING (id_com_gspe)
        WHERE c.id_speciality = 1 AND g.id_group_y BETWEEN $1 - 4 AND $1 - 1`,
      [year],
    );
    // A group admitted next year, planned ahead this year: not in any course yet.
    const [binding] = await query<{ id: number }>(
      'SELECT min(id_com_gspe) AS id FROM com_gspe WHERE id_speciality = 2',
    );
    await query(
      `WITH next AS (INSERT INTO study_group (id_com_gspe, id_group_y) VALUES ($1, $2 + 1) RETURNING id_group)
       INSERT INTO rrnk_gr_kolst (id_group, id_a_year, id_w_s, kol_b, kol_k) SELECT id_group, $2, 1, 7, 7 FROM next`,
      [binding?.id, year],
    );
    const thisYear = await query<{ course: number; budget: number; contract: number }>(
      `SELECT $1 - g.id_group_y + 1 AS course, sum(k.kol_b)::int AS budget, sum(k.kol_k)::int AS contract
         FROM rrnk_gr_kolst k, study_group g
        WHERE k.id_group = g.id_group AND k.id_a_year = $1 AND k.id_w_s = 1 AND g.id_group_y <= $1
        GROUP BY g.id_group_y ORDER BY course`,
      [year],
    );
    // Speciality 1 (full-time bachelor's): two sub-groups in each of courses 1 to 4 last year.
    const lastYear = [1, 2, 3, 4].map((course) => ({
      year: year - 1,
      course,
      budget: 20,
      contract: 10,
      students: 30,
    }));
    const { trend } = await figures({ year });
    expect(trend).toEqual([
      ...lastYear,
      ...thisYear.map((row) => ({ year, ...row, students: row.budget + row.contract })),
    ]);
    expect((await figures({ year: year - 1 })).trend).toEqual(lastYear);
  });
});

describe('a year without data, and bad input', () => {
  it('answers empty figures for a year long past, and every building with no students', async () => {
    const past = await figures({ year: year - 20 });
    expect(past).toMatchObject({ year: year - 20, admission: [], trend: [], groups: [] });
    expect(past.buildings.map((row) => row.students)).toEqual([0, 0, 0, 0]);
  });

  it('refuses a year that is not two digits', async () => {
    for (const body of [{ year: 100 }, { year: -1 }, { year: '26' }, { year: 2.5 }, {}])
      expect((await app.api.post('overview/figures', body)).status, JSON.stringify(body)).toBe(400);
  });
});
