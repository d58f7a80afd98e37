import { beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationScope } from '../../../contract/integration';
import { classTypes, orgTypes, sessionTypes, statusTypes } from '../../../contract/oneroster';
import { integrationTestApp } from '../testing';
import { oneRosterRoutes } from './rest';

// OneRoster 1.2 Rostering over REST (decision 0079) on the demo university: every object holds the REST
// binding's properties alone, its required ones filled and its enumerations the binding's; the collections
// page by limit and offset with X-Total-Count and Link; single objects by sourcedId, 404 for another's; a
// faculty's client sees nothing of another faculty; the scope is asked for. Both databases.

const { app, newClient, tokenOf, read } = integrationTestApp();
const BASE = 'ims/oneroster/rostering/v1p2';

/** The REST binding's properties of each object, and those it requires (OneRoster 1.2 Rostering). */
const binding = {
  org: {
    properties: [
      'sourcedId',
      'status',
      'dateLastModified',
      'metadata',
      'name',
      'type',
      'identifier',
      'parent',
      'children',
    ],
    required: ['sourcedId', 'status', 'dateLastModified', 'name', 'type'],
  },
  academicSession: {
    properties: [
      'sourcedId',
      'status',
      'dateLastModified',
      'metadata',
      'title',
      'startDate',
      'endDate',
      'type',
      'parent',
      'children',
      'schoolYear',
      'org',
    ],
    required: [
      'sourcedId',
      'status',
      'dateLastModified',
      'title',
      'startDate',
      'endDate',
      'type',
      'schoolYear',
    ],
  },
  course: {
    properties: [
      'sourcedId',
      'status',
      'dateLastModified',
      'metadata',
      'title',
      'schoolYear',
      'courseCode',
      'grades',
      'subjects',
      'org',
      'subjectCodes',
      'resources',
    ],
    required: ['sourcedId', 'status', 'dateLastModified', 'title', 'org'],
  },
  class: {
    properties: [
      'sourcedId',
      'status',
      'dateLastModified',
      'metadata',
      'title',
      'classCode',
      'classType',
      'location',
      'grades',
      'subjects',
      'course',
      'school',
      'terms',
      'subjectCodes',
      'periods',
      'resources',
    ],
    required: ['sourcedId', 'status', 'dateLastModified', 'title', 'classType', 'course', 'school', 'terms'],
  },
} as const;

const collections = [
  { name: 'orgs', one: 'org' },
  { name: 'academicSessions', one: 'academicSession' },
  { name: 'courses', one: 'course' },
  { name: 'classes', one: 'class' },
] as const;

type Json = { sourcedId: string } & { [property: string]: unknown };
type Ref = { href: string; sourcedId: string; type: string };

const query = <Row>(text: string, values: unknown[] = []) =>
  app().database.query<Row>(text, values) as Promise<Row[]>;

const tokens = new Map<string, string>();
async function tokenFor(scope: IntegrationScope, faculty?: number) {
  const key = `${scope}/${faculty ?? '*'}`;
  const known =
    tokens.get(key) ??
    (await tokenOf(await newClient([scope], faculty === undefined ? undefined : [faculty])));
  tokens.set(key, known);
  return known;
}

async function collection(name: string, token: string, parameters = 'limit=1000') {
  const answer = await read(`${BASE}/${name}?${parameters}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return {
    records: answer.json()[name] as Json[],
    total: Number(answer.headers['x-total-count']),
    link: String(answer.headers.link),
  };
}

const expectRef = (ref: unknown, type: string) => {
  expect(ref).toEqual({
    href: expect.stringMatching(/^\/.*\/v1p2\/\w+\/[\w-]+$/),
    sourcedId: expect.any(String),
    type,
  });
  expect((ref as Ref).href.endsWith(`/${(ref as Ref).sourcedId}`)).toBe(true);
};

describe('the collections', () => {
  let whole: Record<string, Json[]>;
  beforeAll(async () => {
    const token = await tokenFor('structure:read');
    whole = {};
    for (const { name } of collections) whole[name] = (await collection(name, token)).records;
  });

  it('hold one object per record of what maps', async () => {
    const [counts] = await query<{ [kind: string]: number }>(
      `SELECT (SELECT count(*) FROM faculty)::int AS faculties, (SELECT count(*) FROM kafedra)::int AS departments,
              (SELECT count(*) FROM a_year)::int AS years, (SELECT count(*) FROM speciality)::int AS specialities,
              (SELECT count(*) FROM study_group)::int AS groups`,
    );
    expect(whole.orgs).toHaveLength(1 + (counts?.faculties ?? 0) + (counts?.departments ?? 0));
    expect(whole.academicSessions).toHaveLength(3 * (counts?.years ?? 0));
    expect(whole.courses).toHaveLength(counts?.specialities ?? 0);
    expect(whole.classes).toHaveLength(counts?.groups ?? 0);
    for (const { name } of collections) {
      const ids = (whole[name] ?? []).map((record) => record.sourcedId);
      expect(new Set(ids).size, `${name}: sourcedIds unique`).toBe(ids.length);
    }
  });

  it("hold the binding's properties alone, the required ones filled, the binding's enumerations", () => {
    for (const { name, one } of collections)
      for (const record of whole[name] ?? []) {
        const { properties, required } = binding[one];
        expect(Object.keys(record).filter((key) => !(properties as readonly string[]).includes(key))).toEqual(
          [],
        );
        for (const property of required)
          expect(record[property], `${record.sourcedId}.${property}`).toBeTruthy();
        expect(statusTypes).toContain(record.status);
        expect(new Date(String(record.dateLastModified)).toISOString()).toBe(record.dateLastModified);
      }
    for (const org of whole.orgs ?? []) expect(orgTypes).toContain(org.type);
    for (const session of whole.academicSessions ?? []) {
      expect(sessionTypes).toContain(session.type);
      expect(session.startDate).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(String(session.startDate) < String(session.endDate)).toBe(true);
      expect(session.schoolYear).toMatch(/^\d{4}$/);
      expectRef(session.org, 'org');
    }
    for (const course of whole.courses ?? []) expectRef(course.org, 'org');
    for (const group of whole.classes ?? []) {
      expect(classTypes).toContain(group.classType);
      expectRef(group.course, 'course');
      expectRef(group.school, 'org');
      expect((group.terms as Ref[]).length).toBeGreaterThan(0);
      for (const term of group.terms as Ref[]) expectRef(term, 'academicSession');
    }
  });

  it('refer to objects they hold: a class to its course, its faculty (a school) and its half-years', () => {
    const ids = (name: string) => new Map((whole[name] ?? []).map((record) => [record.sourcedId, record]));
    const [orgs, sessions, courses] = [ids('orgs'), ids('academicSessions'), ids('courses')];
    const roots = (whole.orgs ?? []).filter((org) => org.parent === undefined);
    expect(roots.map((org) => org.type)).toEqual(['district']);
    for (const org of whole.orgs ?? [])
      if (org.parent)
        expect(orgs.get((org.parent as Ref).sourcedId)?.type).toBe(
          org.type === 'school' ? 'district' : 'school',
        );
    for (const session of whole.academicSessions ?? [])
      if (session.parent) {
        const year = sessions.get((session.parent as Ref).sourcedId);
        expect(year?.type).toBe('schoolYear');
        expect(String(year?.startDate) <= String(session.startDate)).toBe(true);
        expect(String(session.endDate) <= String(year?.endDate)).toBe(true);
      }
    for (const course of whole.courses ?? [])
      expect(orgs.get((course.org as Ref).sourcedId)?.type).toBe('school');
    for (const group of whole.classes ?? []) {
      const course = courses.get((group.course as Ref).sourcedId);
      expect(course, group.sourcedId).toBeDefined();
      expect((course?.org as Ref | undefined)?.sourcedId).toBe((group.school as Ref).sourcedId);
      expect(orgs.get((group.school as Ref).sourcedId)?.type).toBe('school');
      for (const term of group.terms as Ref[]) expect(sessions.get(term.sourcedId)?.type).toBe('semester');
    }
  });

  it('answer each object by its sourcedId, as the collection does', async () => {
    const token = await tokenFor('structure:read');
    for (const { name, one } of collections)
      for (const record of [whole[name]?.[0], whole[name]?.at(-1)]) {
        const answer = await read(`${BASE}/${name}/${record?.sourcedId}`, token);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toEqual({ [one]: record });
      }
    for (const [name, sourcedId] of [
      ['orgs', 'faculty-2147483647'],
      ['orgs', 'university-2147483647'],
      ['orgs', 'speciality-1'],
      ['academicSessions', 'half-year-1-9'],
      ['courses', 'speciality-x'],
      ['classes', 'group-99999999999'],
    ]) {
      const missing = await read(`${BASE}/${name}/${sourcedId}`, token);
      expect(missing.statusCode, `${name}/${sourcedId}`).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('page by limit and offset, with the total and the links of the binding', async () => {
    const token = await tokenFor('structure:read');
    for (const { name } of collections) {
      const all = whole[name] ?? [];
      const limit = Math.max(1, Math.ceil(all.length / 3));
      const seen: Json[] = [];
      for (let offset = 0; offset < all.length; offset += limit) {
        const page = await collection(name, token, `limit=${limit}&offset=${offset}`);
        expect(page.total).toBe(all.length);
        expect(page.records.length).toBeLessThanOrEqual(limit);
        expect(page.link).toContain(`offset=0>; rel="first"`);
        const last = Math.floor((all.length - 1) / limit) * limit;
        expect(page.link).toContain(`limit=${limit}&offset=${last}>; rel="last"`);
        if (offset > 0) expect(page.link).toContain(`offset=${offset - limit}>; rel="prev"`);
        else expect(page.link).not.toContain('rel="prev"');
        if (offset + limit < all.length) expect(page.link).toContain(`offset=${offset + limit}>; rel="next"`);
        else expect(page.link).not.toContain('rel="next"');
        seen.push(...page.records);
      }
      expect(seen).toEqual(all);
      const past = await collection(name, token, `limit=5&offset=${all.length + 10}`);
      expect(past).toMatchObject({ records: [], total: all.length });
    }
  });

  it('filter by dateLastModified and status, select fields, and refuse what they do not offer', async () => {
    const token = await tokenFor('structure:read');
    const [{ now }] = (await query<{ now: string }>(
      `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS now`,
    )) as [{ now: string }];
    const [faculty] = await query<{ id: number }>('SELECT max(id_faculty) AS id FROM faculty');
    await query(`UPDATE faculty SET n_director = n_director || ' ' WHERE id_faculty = $1`, [faculty?.id]);
    const changed = await collection(
      'orgs',
      token,
      `filter=${encodeURIComponent(`dateLastModified>='${now}'`)}`,
    );
    expect(changed.records.map((org) => org.sourcedId)).toEqual([`faculty-${faculty?.id}`]);
    expect(changed.total).toBe(1);
    const later = await collection(
      'orgs',
      token,
      `filter=${encodeURIComponent(`dateLastModified>'2999-01-01T00:00:00Z'`)}`,
    );
    expect(later).toMatchObject({ records: [], total: 0 });
    const active = await collection('courses', token, `filter=${encodeURIComponent(`status='active'`)}`);
    expect(active.records).toEqual(whole.courses);
    const deleted = await collection(
      'courses',
      token,
      `filter=${encodeURIComponent(`status='tobedeleted'`)}`,
    );
    expect(deleted).toMatchObject({ records: [], total: 0 });
    const named = await collection('orgs', token, 'fields=sourcedId,name&limit=2');
    expect(named.records).toEqual(
      whole.orgs?.slice(0, 2).map(({ sourcedId, name }) => ({ sourcedId, name })),
    );
    for (const bad of [
      `filter=${encodeURIComponent(`title='x'`)}`,
      `filter=${encodeURIComponent(`dateLastModified>'yesterday'`)}`,
      'sort=title',
      'limit=0',
      'offset=-1',
    ]) {
      const refused = await read(`${BASE}/classes?${bad}`, token);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    // A larger limit than the binding's server allows is answered at its most.
    expect((await read(`${BASE}/classes?limit=5000`, token)).statusCode).toBe(200);
  });
});

describe("a faculty's client", () => {
  it('sees no org, course or class of another faculty, and none of them by its sourcedId', async () => {
    const faculties = await query<{ id: number }>(
      `SELECT f.id_faculty AS id FROM faculty f WHERE EXISTS (SELECT FROM speciality s WHERE s.id_faculty = f.id_faculty)
        ORDER BY 1 LIMIT 2`,
    );
    const [one, other] = faculties.map((row) => row.id) as [number, number];
    const token = await tokenFor('structure:read', one);
    const orgs = (await collection('orgs', token)).records;
    const parents = new Set(orgs.map((org) => (org.parent as Ref | undefined)?.sourcedId));
    expect(orgs.filter((org) => org.type === 'school').map((org) => org.sourcedId)).toEqual([
      `faculty-${one}`,
    ]);
    expect(
      orgs
        .filter((org) => org.type === 'department')
        .every((org) => (org.parent as Ref).sourcedId === `faculty-${one}`),
    ).toBe(true);
    expect(parents.has(`faculty-${other}`)).toBe(false);
    const courses = (await collection('courses', token)).records;
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) expect((course.org as Ref).sourcedId).toBe(`faculty-${one}`);
    const classes = (await collection('classes', token)).records;
    for (const group of classes) expect((group.school as Ref).sourcedId).toBe(`faculty-${one}`);
    const [theirs] = await query<{ speciality: number; group: number; department: number }>(
      `SELECT (SELECT min(id_speciality) FROM speciality WHERE id_faculty = $1) AS speciality,
              (SELECT min(g.id_group) FROM study_group g JOIN com_gspe c USING (id_com_gspe)
                 JOIN n_gr n USING (id_n_gr) WHERE n.id_faculty = $1) AS "group",
              (SELECT min(id_kafedra) FROM kafedra WHERE id_faculty = $1) AS department`,
      [other],
    );
    for (const path of [
      `orgs/faculty-${other}`,
      `orgs/department-${theirs?.department}`,
      `courses/speciality-${theirs?.speciality}`,
      `classes/group-${theirs?.group}`,
    ])
      expect((await read(`${BASE}/${path}`, token)).statusCode, path).toBe(404);
    expect((await read(`${BASE}/orgs/faculty-${one}`, token)).statusCode).toBe(200);
  });

  it('is refused without the scope, or a token, on every route of the table', async () => {
    const token = await tokenFor('plans:read');
    expect(oneRosterRoutes.length).toBe(9);
    for (const route of oneRosterRoutes) {
      const path = route.path.replace(':sourcedId', 'faculty-1').slice(1);
      const refused = await read(path, token);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.headers['www-authenticate']).toContain(
        `error="insufficient_scope", scope="${route.scope}"`,
      );
      expect((await read(path)).statusCode, path).toBe(401);
    }
  });
});
