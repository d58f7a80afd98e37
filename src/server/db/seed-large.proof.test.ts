import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

// A proof (npm run test:proofs): the large university is 160,000 rows, about 15 s on the embedded database.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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
    // 160,000 rows and the index of the audit log's words: about 15 s on the embedded database here.
  }, 120_000);
});
