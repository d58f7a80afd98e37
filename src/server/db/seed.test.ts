import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentAcademicYear } from '../../contract/academic-year';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Table → its Russian name column, whose Kyrgyz and English ones add _kg and _en; or all three where
// they are named otherwise.
const trilingual: Record<string, string | [string, string, string]> = {
  ministry: 'name',
  vuz: ['v2', 'v2_k', 'v2_en'],
  faculty: 'faculty',
  direction: 'direction',
  special: 'special',
  f_educ: 'f_educ',
  kafedra: 'f1',
  level: 'name_level',
  qualification: 'name_qualification',
  w_s: 'name',
  rate: 'name',
  member_type: 'member_type',
};
const nameColumns = Object.entries(trilingual).map(
  ([table, ru]) => [table, typeof ru === 'string' ? [ru, `${ru}_kg`, `${ru}_en`] : ru] as const,
);

describe('the demo data', () => {
  it.each(nameColumns)('%s has rows, each named in ru, kg and en', async (table, [ru, kg, en]) => {
    const [row] = await t.database.query<{ rows: number; untranslated: number }>(
      `SELECT count(*)::int AS rows,
              count(*) FILTER (WHERE btrim(${ru}) = '' OR btrim(${kg}) = '' OR btrim(${en}) = '')::int AS untranslated
         FROM ${table}`,
    );
    expect(row?.rows).toBeGreaterThan(0);
    expect(row?.untranslated).toBe(0);
  });

  it('has locked classifier rows (edit = false) and editable ones', async () => {
    const [row] = await t.database.query<{ locked: number; editable: number }>(
      'SELECT count(*) FILTER (WHERE NOT edit)::int AS locked, count(*) FILTER (WHERE edit)::int AS editable FROM direction',
    );
    expect(row?.locked).toBeGreaterThan(0);
    expect(row?.editable).toBeGreaterThan(0);
  });

  it('binds specialities to faculties, directions and study forms, with later inserts not colliding', async () => {
    const [row] = await t.database.query<{ bindings: number; faculties: number }>(
      'SELECT count(*)::int AS bindings, count(DISTINCT id_faculty)::int AS faculties FROM speciality',
    );
    expect(row?.bindings).toBeGreaterThan(20);
    expect(row?.faculties).toBeGreaterThan(3);
    const [inserted] = await t.database.query<{ id_ministry: number }>(
      "INSERT INTO ministry (name) VALUES ('Новое министерство') RETURNING id_ministry",
    );
    expect(inserted?.id_ministry).toBeGreaterThan(1);
  });
});

/*
 * The demo is what `npm start` shows: a registrar should find nothing in it that cannot be true.
 * Each rule lists the rows that break it, so that a failure names them.
 */
describe('the demo data is coherent', () => {
  const rowsOf = (sql: string, parameters: unknown[] = []) =>
    t.database.query<Record<string, unknown>>(sql, parameters);

  it('puts every group in a course of its study form, or in the cohort that graduated last', async () => {
    // Course 1 is this academic year's intake; the form's last course is max_rate_id; one past it has graduated.
    const course = '($1::int - g.id_group_y + 1)';
    const outside = await rowsOf(
      `SELECT g.id_group, f.short_name, f.max_rate_id, ${course} AS course
         FROM study_group g
         JOIN com_gspe c USING (id_com_gspe)
         JOIN speciality s USING (id_speciality)
         JOIN f_educ f USING (id_f_educ)
        WHERE ${course} NOT BETWEEN 1 AND f.max_rate_id + 1`,
      [currentAcademicYear()],
    );
    expect(outside).toEqual([]);
    // Planned students are counted for the courses being taught only, never for a graduated cohort.
    const planned = await rowsOf(
      `SELECT k.id_group, f.short_name, f.max_rate_id, k.id_a_year - g.id_group_y + 1 AS course
         FROM rrnk_gr_kolst k
         JOIN study_group g USING (id_group)
         JOIN com_gspe c USING (id_com_gspe)
         JOIN speciality s USING (id_speciality)
         JOIN f_educ f USING (id_f_educ)
        WHERE k.id_a_year - g.id_group_y + 1 NOT BETWEEN 1 AND f.max_rate_id`,
    );
    expect(planned).toEqual([]);
  });

  it('has each speciality taught by a department of its own faculty', async () => {
    const strays = await rowsOf(
      `SELECT s.id_speciality, s.id_faculty, k.id_kafedra, k.id_faculty AS kafedra_faculty
         FROM speciality s LEFT JOIN kafedra k USING (id_kafedra)
        WHERE k.id_kafedra IS NULL OR k.id_faculty <> s.id_faculty`,
    );
    expect(strays).toEqual([]);
  });

  it('gives each speciality the level of its programme and a qualification of that level', async () => {
    // Programme (f_educ_prog) → level: bachelor's 1, master's 2, specialist's 3, postgraduate 4 (PhD).
    const mismatched = await rowsOf(
      `SELECT s.id_speciality, p.name_en AS programme, l.name_level_en AS level, q.name_qualification_en AS qualification
         FROM speciality s
         JOIN f_educ f USING (id_f_educ)
         JOIN f_educ_prog p ON p.id_f_educ_prog = f.id_f_educ_prog
         JOIN level l USING (id_level)
         JOIN qualification q USING (id_qualification)
        WHERE l.id_level <> CASE f.id_f_educ_prog WHEN 1 THEN 1 WHEN 2 THEN 2 WHEN 3 THEN 3 ELSE 4 END
           OR NOT CASE l.id_level
                    WHEN 1 THEN q.name_qualification_en LIKE 'Bachelor of %'
                    WHEN 2 THEN q.name_qualification_en LIKE 'Master of %'
                    WHEN 3 THEN q.name_qualification_en NOT LIKE 'Bachelor%' AND q.name_qualification_en NOT LIKE 'Master%'
                    ELSE q.name_qualification_en LIKE 'Researcher%' END`,
    );
    expect(mismatched).toEqual([]);
  });

  it('has the electrical speciality taught by the electrical department, for an electrical qualification', async () => {
    const electrical = await rowsOf(
      `SELECT DISTINCT k.f1_en AS department, q.name_qualification_en AS qualification
         FROM speciality s
         JOIN direction d USING (id_direction)
         JOIN kafedra k USING (id_kafedra)
         JOIN qualification q USING (id_qualification)
        WHERE d.direction_en LIKE 'Electric%'`,
    );
    expect(electrical).toEqual([
      {
        department: 'Electric Power and Electrical Engineering',
        qualification: 'Bachelor of Electric Power and Electrical Engineering',
      },
    ]);
  });

  it("names a speciality's study programme apart from the word for a speciality in Kyrgyz", async () => {
    // The interface says адистик for a speciality; the specialist programme is Специалитет (kg review D1).
    const [programme] = await rowsOf(
      "SELECT name_kg FROM f_educ_prog WHERE name_en = 'Specialist programme'",
    );
    expect(programme).toEqual({ name_kg: 'Специалитет' });
  });
});
