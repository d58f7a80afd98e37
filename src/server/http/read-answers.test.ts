import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../db/seed';
import { thisYear } from '../testing/admin-fixtures';
import { validPayload } from '../testing/payloads';
import { startTestApp, type TestApp } from '../testing/test-app';
import { checkAnswer } from './answer-check';
import { createLogging } from './logging';
import type { RouteEntry } from './route-table';

// Every read of the route table, called as the administrator on the demo data with a valid payload, must
// answer 200 with exactly what its contract's `data` declares (decision 0039): a renamed SQL alias fails
// here as a missing key and an unknown one, also for the calls no screen reads (discipline/*, usage …).

// The server's error lines: a list whose rows drift is refused as the cache fills, and its line says how.
const errors: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, createLogging({ logLevel: 'error' }, { write: (line) => errors.push(line) }));
});
afterAll(() => t.close());

/** The reads: not a write, and made under a reader's rule (an editor's rule marks a write, `own` signs out). */
const readsOf = () =>
  t.app.routeTable.filter(
    (route) =>
      route.url.startsWith(`${t.config.apiPrefix}/v1/`) &&
      !route.writes &&
      (route.access === 'read' || route.access === 'administrator'),
  );

/** Real records of the demo data (seed/demo.sql) by the payload fields that name them, so answers have rows. */
async function demoRecords(): Promise<Record<string, unknown>> {
  const one = async (text: string, params: unknown[] = []) => {
    const [row] = await t.database.query<Record<string, unknown>>(text, params);
    if (!row) throw new Error(`the demo data has no row for: ${text}`);
    return row;
  };
  // A group of this year: its speciality, binding, faculty, university and ministry, and its course.
  const group = await one(
    `SELECT s.id_speciality, s.id_faculty, s.id_direction, s.id_special, s.id_f_educ, c.id_com_gspe, c.id_n_gr,
            f.id_vuz, v.id_ministry, ($1::int - g.id_group_y + 100) % 100 + 1 AS course
       FROM study_group g
       JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
       JOIN speciality s ON s.id_speciality = c.id_speciality
       JOIN faculty f ON f.id_faculty = s.id_faculty
       JOIN vuz v ON v.id_vuz = f.id_vuz
      WHERE g.id_group_y = $1
      ORDER BY s.id_speciality, g.id_group LIMIT 1`,
    [thisYear],
  );
  const range = await one('SELECT e.id_ebe, e.id_ebe_var FROM ebe e JOIN ebe_detal d USING (id_ebe) LIMIT 1');
  const building = await one('SELECT id_korpus FROM auditorium ORDER BY id_auditorium LIMIT 1');
  const user = await one('SELECT id_avn_user FROM avn_user WHERE login = $1', [DEMO_LOGIN]);
  return {
    login: DEMO_LOGIN,
    password: DEMO_PASSWORD,
    idAvnUser: user.id_avn_user,
    idMinisterstvo: group.id_ministry,
    idVuz: group.id_vuz,
    idFaculty: group.id_faculty,
    idDirection: group.id_direction,
    idFeduc: group.id_f_educ,
    idFEduc: group.id_f_educ,
    idSpecial: group.id_special,
    idSpeciality: group.id_speciality,
    idNGr: group.id_n_gr,
    idComGspe: group.id_com_gspe,
    idRate: group.course,
    idYear: thisYear,
    aYear: thisYear,
    year: thisYear,
    idWs: 1,
    idEbeVar: range.id_ebe_var,
    idEbe: range.id_ebe,
    idKorpus: building.id_korpus,
    kind: 'direction',
    id: group.id_direction,
  };
}

/** What drifted, as the server would log it for a cached list; undefined when the answer is as declared. */
const driftOf = (path: string, route: RouteEntry, data: unknown) => {
  try {
    checkAnswer({ path, data: route.data ?? z.never() }, data);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('answers, checked against the contract of every read', () => {
  it('covers the reads of the route table, each with its data schema', () => {
    const reads = readsOf();
    expect(reads.length).toBeGreaterThanOrEqual(50);
    for (const route of reads) expect(route.data, `${route.url} declares its data`).toBeDefined();
  });

  it('answers each read with exactly its declared data, and rows: the demo has some for every read', async () => {
    const known = await demoRecords();
    let cookie = await t.signIn();
    for (const route of readsOf()) {
      const path = route.url.slice(`${t.config.apiPrefix}/v1/`.length);
      const payload = validPayload(route.body, known);
      const response = await t.call(route.method as 'GET' | 'POST', path, { cookie, body: payload });
      const context = `${route.method} ${path} ${payload === undefined ? 'without a payload' : `with ${JSON.stringify(payload)}`}`;
      const logged = errors.splice(0).map((line) => JSON.parse(line).err?.message as string);
      // Soft: each read is judged on its own, so one run names every answer that drifted.
      if (response.statusCode !== 200) {
        expect.soft(response.statusCode, `${context}: ${logged.join(' ') || response.body}`).toBe(200);
        continue;
      }
      // A file (an export) is named for download; its content is checked by its own tests (export/).
      if (route.file) {
        expect.soft(response.headers['content-disposition'], context).toMatch(/^attachment; filename=/);
        continue;
      }
      // auth/login's new session replaces the one signed in before.
      const session = response.cookies.find((item) => item.name === 'sid');
      if (session) cookie = `sid=${session.value}`;
      const { data } = response.json();
      expect.soft(driftOf(path, route, data), context).toBeUndefined();
      if (Array.isArray(data))
        expect.soft(data.length, `${context}: the demo has rows for it`).toBeGreaterThan(0);
      else expect.soft(data, `${context}: answers something`).not.toBeNull();
    }
  });
});
