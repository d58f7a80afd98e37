import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentAcademicYear } from '../../contract/academic-year';
import { databaseUrl, serverAdminUrl, testDatabaseKind } from '../testing/databases';
import { testLicence, testLicenceEnvironment } from '../testing/licence';
import { killAll, runScript, sessionAt, startServer } from '../testing/processes';
import { startTestApp, type TestApp } from '../testing/test-app';

// A proof (npm run test:proofs): the large university is 160,000 rows, about 15 s on the embedded database.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  killAll();
  await t.close();
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
      newsRead: await count('wiki_news_read'),
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
    // Two years of news; its users (the administrator and nine past editors) have read all but the newest twenty.
    expect(await count('wiki_news')).toBe(before.news + 250);
    expect(await count('wiki_news_read')).toBe(before.newsRead + 10 * 230);
    await expect(seedLargeUniversity(t.database)).rejects.toThrow('already');
    // Another one is a university of its own beside it, teaching the same shared classifiers.
    const { addLargeUniversities, largeLogin } = await import('./seed');
    expect(await addLargeUniversities(t.database, 1)).toEqual([2]);
    expect(await count('faculty')).toBe(before.faculty + 100);
    expect(await count("direction WHERE code LIKE 'L%'")).toBe(300);
    expect(await count("speciality s JOIN special n USING (id_special) WHERE n.code LIKE 'L%'")).toBe(4000);
    const [second] = await t.database.query<{ faculties: number; login: string }>(
      `SELECT (SELECT count(*)::int FROM faculty f WHERE f.id_vuz = v.id_vuz) AS faculties,
              (SELECT login FROM avn_user u WHERE u.id_vuz = v.id_vuz AND u.role = 'administrator') AS login
         FROM vuz v WHERE v.id_field = '99100002'`,
    );
    expect(second).toEqual({ faculties: 50, login: largeLogin(2) });
    // 160,000 rows and the index of the audit log's words: about 15 s on the embedded database here.
  }, 240_000);
});

/** A new data folder, or a new database on the PostgreSQL server: nothing in it, not even the schema. */
async function newDatabase(): Promise<{ environment: Record<string, string>; drop(): Promise<void> }> {
  if (testDatabaseKind === 'pglite') {
    const folder = mkdtempSync(join(tmpdir(), 'aa-seed-large-'));
    return {
      environment: { DATA_DIR: join(folder, 'data') },
      drop: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const name = `${inject('databaseTemplate').replace(/_template$/, '')}_large_alone_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverAdminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  return {
    environment: { DATABASE_URL: databaseUrl(name) },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

// Decision 0059: db:seed-large stands alone. An operator's commands on a new database without the demo: the
// seed, the vendor's licence for its university, an administrator; then the server without the demo data.
describe('the large university alone, on a new database without the demo data', () => {
  it('is a university every screen shows, and the new academic year carries its plans and groups', async () => {
    const fresh = await newDatabase();
    const environment = { ...fresh.environment, ...testLicenceEnvironment, DEMO_DATA: 'false' };
    try {
      const seeded = await runScript('src/server/cli/seed-large.ts', [], environment);
      expect(seeded.code, seeded.output).toBe(0);
      const file = join(mkdtempSync(join(tmpdir(), 'aa-large-licence-')), 'licence.txt');
      const organisation = { name: 'Кыргызский национальный университет (большой)', code: '99000547' };
      writeFileSync(file, `${testLicence({ organisation })}\n`);
      const installed = await runScript('src/server/cli/licence-install.ts', ['--file', file], environment);
      expect(installed.code, installed.output).toBe(0);
      const password = 'Чоң-университет-46';
      const added = await runScript(
        'src/server/cli/user-add.ts',
        ['registrar', '--surname', 'Осмонова', '--name', 'Жылдыз', '--role', 'administrator'],
        environment,
        `${password}\n`,
      );
      expect(added.code, added.output).toBe(0);

      const server = await startServer(environment);
      const cookie = await sessionAt(server.url, 'registrar', password);
      expect(cookie).not.toBe('');
      const call = async (path: string, body?: unknown) => {
        const response = await fetch(`${server.url}/api/v1/${path}?lang=kg`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        });
        const answer = (await response.json()) as { data: unknown; error: string | null };
        expect(response.status, `${path}: ${JSON.stringify(answer).slice(0, 300)}`).toBe(200);
        return answer.data as Array<Record<string, unknown>>;
      };
      const year = currentAcademicYear();
      // The cascade and the lists: one ministry and one university (no demo), its faculties, the fixed
      // reference, this year's headcounts of its first course.
      const [ministry, ...otherMinistries] = await call('ministerstvo/select');
      expect(otherMinistries).toEqual([]);
      const [university, ...otherUniversities] = await call('ministerstvo/vuz', {
        idMinisterstvo: ministry?.id_ministry,
      });
      expect(otherUniversities).toEqual([]);
      expect(university?.v2).toBe(organisation.name);
      const faculties = await call('ministerstvo/faculty', { idVuz: university?.id_vuz });
      expect(faculties).toHaveLength(50);
      expect((await call('ministerstvo/year', {})).map((row) => row.id_a_year)).toContain(year + 1);
      expect(await call('ministerstvo/ws')).toHaveLength(2);
      expect((await call('ministerstvo/allFeduc')).length).toBeGreaterThan(0);
      expect((await call('ministerstvo/nameLevel', {})).length).toBeGreaterThan(0);
      expect((await call('grading-rule/ebe-var')).length).toBeGreaterThan(0);
      expect((await call('ministerstvo/licence')).length).toBeGreaterThan(0);
      const headcounts = await call('ministerstvo/gr-kolst', {
        idYear: year,
        idWs: 1,
        idRate: 1,
        idFaculty: faculties[0]?.id_faculty,
      });
      expect(headcounts.length).toBeGreaterThan(0);
      expect(headcounts.every((row) => (row.id_rrnk_gr_kolst as number) > 0)).toBe(true);

      // The new academic year carries every speciality's plan and its two intake groups, and the headcounts.
      const preview = (await call('new-year/preview', {
        yearFrom: year,
        yearTo: year + 1,
        kinds: ['admission', 'groups', 'headcounts'],
      })) as unknown as { counts: Array<{ kind: string; created: number; refused: number }> };
      const counts = Object.fromEntries(preview.counts.map((row) => [row.kind, row]));
      expect(counts.admission).toMatchObject({ created: 2000, refused: 0 });
      expect(counts.groups).toMatchObject({ created: 4000, refused: 0 });
      expect(counts.headcounts?.created).toBeGreaterThan(0);
      server.child.kill('SIGTERM');
      await server.exited;
    } finally {
      killAll();
      await fresh.drop();
    }
  }, 300_000);
});
