import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationScope } from '../../contract/integration';
import { integrationTestApp } from './testing';

// The integration API's resources (decision 0075) on the demo university: each read page by page joins to
// the whole list once; a client of one faculty sees that faculty's records (and those of no faculty) and
// nothing of another's; a client without the scope is refused; a cursor past PostgreSQL's integer is a 400.
// Both databases (TEST_DATABASE=pg).

const { app, newClient, tokenOf, read } = integrationTestApp();

interface Case {
  path: string;
  scope: IntegrationScope;
  /** Every record's id and faculty (null: of none), as the owner sees them. */
  rows: string;
}

const cases: Case[] = [
  {
    path: 'faculties',
    scope: 'structure:read',
    rows: 'SELECT id_faculty AS id, id_faculty AS faculty FROM faculty',
  },
  {
    path: 'departments',
    scope: 'structure:read',
    rows: 'SELECT id_kafedra AS id, id_faculty AS faculty FROM kafedra',
  },
  {
    path: 'directions',
    scope: 'structure:read',
    rows: 'SELECT id_direction AS id, NULL::int AS faculty FROM direction',
  },
  {
    path: 'specialities',
    scope: 'structure:read',
    rows: 'SELECT id_speciality AS id, id_faculty AS faculty FROM speciality',
  },
  {
    path: 'academic-years',
    scope: 'structure:read',
    rows: 'SELECT id_a_year AS id, NULL::int AS faculty FROM a_year',
  },
  { path: 'half-years', scope: 'structure:read', rows: 'SELECT id_w_s AS id, NULL::int AS faculty FROM w_s' },
  {
    path: 'groups',
    scope: 'structure:read',
    rows: `SELECT g.id_group AS id, n.id_faculty AS faculty FROM study_group g
             JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe JOIN n_gr n ON n.id_n_gr = c.id_n_gr`,
  },
  {
    path: 'buildings',
    scope: 'structure:read',
    rows: 'SELECT id_korpus AS id, NULL::int AS faculty FROM korpus',
  },
  {
    path: 'offices',
    scope: 'structure:read',
    rows: 'SELECT id_otdel AS id, NULL::int AS faculty FROM otdel',
  },
  {
    path: 'classrooms',
    scope: 'structure:read',
    rows: 'SELECT id_auditorium AS id, id_faculty AS faculty FROM auditorium',
  },
  {
    path: 'plans',
    scope: 'plans:read',
    rows: `SELECT p.id_plan_abit AS id, s.id_faculty AS faculty FROM plan_abit p
             JOIN speciality s ON s.id_speciality = p.id_speciality`,
  },
  {
    path: 'headcounts',
    scope: 'plans:read',
    rows: `SELECT r.id_rrnk_gr_kolst AS id, n.id_faculty AS faculty FROM rrnk_gr_kolst r
             JOIN study_group g ON g.id_group = r.id_group JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
             JOIN n_gr n ON n.id_n_gr = c.id_n_gr`,
  },
  {
    path: 'commission-members',
    scope: 'commission:read',
    rows: 'SELECT id_gak_member_history AS id, id_faculty AS faculty FROM gak_member_history',
  },
];

type Record = { id: number } & { [field: string]: unknown };

/** Every page of a resource, in order, each within the limit; the ids as they came. */
async function readAll(path: string, token: string, limit: number): Promise<Record[]> {
  const seen: Record[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: LightMyRequestResponse = await read(
      `${path}?limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`,
      token,
    );
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as { data: Record[]; next: string | null };
    expect(body.data.length).toBeLessThanOrEqual(limit);
    seen.push(...body.data);
    cursor = body.next;
    pages += 1;
    expect(pages).toBeLessThan(1000);
  } while (cursor !== null);
  return seen;
}

const query = <Row>(text: string, values: unknown[] = []) =>
  app().database.query<Row>(text, values) as Promise<Row[]>;

const tokens = new Map<string, string>();
/** One token per scope and faculty: a client of all faculties when `faculty` is undefined. */
async function tokenFor(scope: IntegrationScope, faculty?: number) {
  const key = `${scope}/${faculty ?? '*'}`;
  const known = tokens.get(key);
  if (known) return known;
  const token = await tokenOf(await newClient([scope], faculty === undefined ? undefined : [faculty]));
  tokens.set(key, token);
  return token;
}

describe.each(cases)('GET $path', ({ path, scope, rows }) => {
  let all: Array<{ id: number; faculty: number | null }>;
  beforeAll(async () => {
    all = await query(`SELECT id, faculty FROM (${rows}) r ORDER BY id`);
  });

  it('is read page by page, every record once', async () => {
    expect(all.length).toBeGreaterThan(1);
    // About three pages: the pages must join without a gap or a repeat.
    const limit = Math.max(1, Math.ceil(all.length / 3));
    const seen = await readAll(path, await tokenFor(scope), limit);
    expect(seen.map((record) => record.id)).toEqual(all.map((row) => row.id));
    for (const record of seen) expect(record).toHaveProperty('updatedAt');
  });

  it("shows a faculty's client that faculty's records alone (and those of no faculty)", async () => {
    const faculties = [...new Set(all.map((row) => row.faculty).filter((faculty) => faculty !== null))];
    if (faculties.length === 0) {
      // Of no faculty: every client of the university sees them all.
      const [any] = await query<{ id: number }>('SELECT min(id_faculty) AS id FROM faculty');
      const seen = await readAll(path, await tokenFor(scope, any?.id), 1000);
      expect(seen.map((record) => record.id)).toEqual(all.map((row) => row.id));
      return;
    }
    expect(faculties.length, 'the demo has records of several faculties').toBeGreaterThan(1);
    const [one, other] = faculties as [number, number];
    const seen = await readAll(path, await tokenFor(scope, one), 7);
    const own = all.filter((row) => row.faculty === one || row.faculty === null).map((row) => row.id);
    expect(seen.map((record) => record.id)).toEqual(own);
    const others = new Set(all.filter((row) => row.faculty === other).map((row) => row.id));
    expect(others.size).toBeGreaterThan(0);
    expect(seen.filter((record) => others.has(record.id))).toEqual([]);
  });

  it('is refused without its scope, and for a cursor past the integers', async () => {
    const without = (['structure:read', 'plans:read', 'commission:read'] as const).find((it) => it !== scope);
    const refused = await read(path, await tokenFor(without as IntegrationScope));
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['www-authenticate']).toContain(`error="insufficient_scope", scope="${scope}"`);
    const token = await tokenFor(scope);
    for (const cursor of ['9999999999', '2147483648']) {
      const bad = await read(`${path}?cursor=${cursor}`, token);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
      // Refused by the query's contract, before any SQL.
      expect(bad.json().detail).toContain('cursor');
    }
    const last = await read(`${path}?cursor=2147483647`, token);
    expect(last.json()).toEqual({ data: [], next: null });
  });
});

describe('the records', () => {
  /** The record of an id, read by a client of every faculty. */
  async function recordOf(path: string, scope: IntegrationScope, id: number) {
    const seen = await readAll(path, await tokenFor(scope), 1000);
    const record = seen.find((item) => item.id === id);
    expect(record, `${path} ${id}`).toBeDefined();
    return record as Record;
  }

  it("answer the client's own university as one object", async () => {
    const [vuz] = await query<{ [column: string]: string }>(
      `SELECT id_vuz AS id, v1_en, v2, v2_k, adres_en, glava, mail, nomer_licen, date_licen::text AS date
         FROM vuz ORDER BY id_vuz LIMIT 1`,
    );
    const answer = await read('university', await tokenFor('structure:read'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      id: vuz?.id,
      shortName: { en: vuz?.v1_en },
      name: { ru: vuz?.v2, kg: vuz?.v2_k },
      address: { en: vuz?.adres_en },
      rector: vuz?.glava,
      email: vuz?.mail,
      licence: { number: vuz?.nomer_licen, date: vuz?.date },
    });
    expect((await read('university', await tokenFor('plans:read'))).statusCode).toBe(403);
  });

  it('name a speciality with its study form, level, qualification and licence', async () => {
    const [row] = await query<{ [column: string]: unknown }>(
      `SELECT s.id_speciality AS id, s.id_faculty, sp.special_en, f.f_educ, f.short_name, fp.name_en AS programme,
              q.name_qualification_kg AS qualification, l.name_level AS level, li.resolution,
              li.resolution_end::text AS until
         FROM speciality s JOIN special sp USING (id_special) JOIN f_educ f USING (id_f_educ)
         JOIN f_educ_prog fp ON fp.id_f_educ_prog = f.id_f_educ_prog
         JOIN qualification q USING (id_qualification) JOIN level l USING (id_level)
         JOIN licence li USING (id_licence)
        ORDER BY s.id_speciality DESC LIMIT 1`,
    );
    const speciality = await recordOf('specialities', 'structure:read', row?.id as number);
    expect(speciality).toMatchObject({
      facultyId: row?.id_faculty,
      name: { en: row?.special_en },
      studyForm: { shortName: row?.short_name, name: { ru: row?.f_educ }, programme: { en: row?.programme } },
      level: { name: { ru: row?.level } },
      qualification: { name: { kg: row?.qualification } },
      licence: { resolution: row?.resolution, validUntil: row?.until },
    });
  });

  it('name a group as staff write it, and its planned students by half-year', async () => {
    const [row] = await query<{
      id: number;
      headcount: number;
      budget: number;
      contract: number;
      year: number;
    }>(
      `SELECT r.id_group AS id, r.id_rrnk_gr_kolst AS headcount, r.kol_b AS budget, r.kol_k AS contract,
              r.id_a_year AS year
         FROM rrnk_gr_kolst r ORDER BY r.id_rrnk_gr_kolst DESC LIMIT 1`,
    );
    const group = await recordOf('groups', 'structure:read', row?.id as number);
    expect(group.name).toMatch(/^\S+-\d\d/);
    const headcount = await recordOf('headcounts', 'plans:read', row?.headcount as number);
    expect(headcount).toMatchObject({
      groupId: row?.id,
      academicYearId: row?.year,
      budget: row?.budget,
      contract: row?.contract,
    });
    expect(headcount.facultyId).toBe(group.facultyId);
  });

  it("carry a plan's entrance-test thresholds, changed with its speciality's", async () => {
    const [plan] = await query<{ id: number; speciality: number; budget: number; maths: number }>(
      `SELECT p.id_plan_abit AS id, p.id_speciality AS speciality, p.kol_b AS budget, s.ort_maths AS maths
         FROM plan_abit p JOIN speciality s USING (id_speciality) ORDER BY p.id_plan_abit LIMIT 1`,
    );
    expect(await recordOf('plans', 'plans:read', plan?.id as number)).toMatchObject({
      specialityId: plan?.speciality,
      budget: plan?.budget,
      ortThresholds: { maths: plan?.maths },
    });
    const [{ now }] = (await query<{ now: string }>(
      `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS now`,
    )) as [{ now: string }];
    await query('UPDATE speciality SET ort_maths = ort_maths + 1 WHERE id_speciality = $1', [
      plan?.speciality,
    ]);
    const changed = await read(`plans?updatedSince=${now}`, await tokenFor('plans:read'));
    const plans = await query<{ id: number }>(
      'SELECT id_plan_abit AS id FROM plan_abit WHERE id_speciality = $1 ORDER BY 1',
      [plan?.speciality],
    );
    expect(changed.json().data.map((item: Record) => item.id)).toEqual(plans.map((item) => item.id));
    expect(changed.json().data[0].ortThresholds.maths).toBe((plan?.maths as number) + 1);
  });

  it("give a commission member's role and term, a classroom's capacity and area", async () => {
    const [member] = await query<{ id: number; role: string; since: string; until: string | null }>(
      `SELECT m.id_gak_member_history AS id, t.member_type_en AS role, m.since::text AS since, m.until::text AS until
         FROM gak_member_history m JOIN member_type t USING (id_member_type)
        ORDER BY m.until IS NULL, m.id_gak_member_history LIMIT 1`,
    );
    expect(await recordOf('commission-members', 'commission:read', member?.id as number)).toMatchObject({
      role: { name: { en: member?.role } },
      since: member?.since,
      until: member?.until,
    });
    const [room] = await query<{ id: number; capacity: string; area: string }>(
      'SELECT id_auditorium AS id, contain::text AS capacity, square::text AS area FROM auditorium ORDER BY 1 DESC LIMIT 1',
    );
    expect(await recordOf('classrooms', 'structure:read', room?.id as number)).toMatchObject({
      capacity: Number(room?.capacity),
      area: Number(room?.area),
    });
  });

  it('start after the cursor 0 at the next academic year, year 2000 itself having id 0', async () => {
    const after = await read('academic-years?cursor=0', await tokenFor('structure:read'));
    expect(after.statusCode, after.body).toBe(200);
    const [first] = after.json().data as Array<{ id: number; label: string; startYear: number }>;
    expect(first?.id).toBeGreaterThan(0);
    expect(first?.label).toBe(`${first?.startYear}-${(first?.startYear ?? 0) + 1}`);
  });
});
