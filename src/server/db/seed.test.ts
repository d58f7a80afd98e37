import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Table → its Russian, Kyrgyz and English name columns.
const trilingual: Record<string, [string, string, string]> = {
  ministry: ['name', 'name_kg', 'name_en'],
  vuz: ['v2', 'v2_k', 'v2_en'],
  faculty: ['faculty', 'faculty_kg', 'faculty_en'],
  direction: ['direction', 'direction_kg', 'direction_en'],
  special: ['special', 'special_kg', 'special_en'],
  f_educ: ['f_educ', 'f_educ_kg', 'f_educ_en'],
  kafedra: ['f1', 'f1_kg', 'f1_en'],
  level: ['name_level', 'name_level_kg', 'name_level_en'],
  qualification: ['name_qualification', 'name_qualification_kg', 'name_qualification_en'],
  w_s: ['name', 'name_kg', 'name_en'],
  rate: ['name', 'name_kg', 'name_en'],
  member_type: ['member_type', 'member_type_kg', 'member_type_en'],
};

describe('the demo data', () => {
  it.each(Object.entries(trilingual))(
    '%s has rows, each named in ru, kg and en',
    async (table, [ru, kg, en]) => {
      const [row] = await t.database.query<{ rows: number; untranslated: number }>(
        `SELECT count(*)::int AS rows,
              count(*) FILTER (WHERE btrim(${ru}) = '' OR btrim(${kg}) = '' OR btrim(${en}) = '')::int AS untranslated
         FROM ${table}`,
      );
      expect(row?.rows).toBeGreaterThan(0);
      expect(row?.untranslated).toBe(0);
    },
  );

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

describe('the large university of the benchmarks', () => {
  it('adds its rows in three languages beside the demo data, once only', async () => {
    const { seedLargeUniversity } = await import('./seed');
    const count = (table: string) =>
      t.database
        .query<{ rows: number }>(`SELECT count(*)::int AS rows FROM ${table}`)
        .then(([row]) => row?.rows ?? 0);
    const before = {
      faculty: await count('faculty'),
      special: await count('special'),
      history: await count('gak_member_history'),
      specialityMembers: await count('gak_member_speciality'),
      pastMembers: await count('gak_member_history WHERE until IS NOT NULL'),
      news: await count('wiki_news'),
      users: await count('avn_user'),
    };
    await seedLargeUniversity(t.database);
    expect(await count('faculty')).toBe(before.faculty + 50);
    expect(await count('special')).toBe(before.special + 2000);
    expect(await count("direction WHERE code LIKE 'L%'")).toBe(300);
    expect(await count("kafedra WHERE f1_en LIKE 'Department of Applied%'")).toBe(600);
    expect(await count("qualification WHERE name_qualification_en LIKE 'Graduate%'")).toBe(100);
    expect(await count("speciality s JOIN special n USING (id_special) WHERE n.code LIKE 'L%'")).toBe(2000);
    expect(await count("special WHERE code LIKE 'L%' AND (special_kg = '' OR special_en = '')")).toBe(0);
    // A commission of six (and a former chair and secretary) per faculty, of four per speciality.
    expect(await count('gak_member_history')).toBe(before.history + 400);
    expect(await count('gak_member_history WHERE until IS NOT NULL')).toBe(before.pastMembers + 100);
    expect(await count('gak_member_speciality')).toBe(before.specialityMembers + 8000);
    // Two years of news; every user has read all but the newest twenty.
    expect(await count('wiki_news')).toBe(before.news + 250);
    expect(await count('wiki_news_read')).toBe(before.users * 230);
    await expect(seedLargeUniversity(t.database)).rejects.toThrow('already');
  });
});
