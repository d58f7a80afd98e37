import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/access';
import { hashPassword } from '../auth/passwords';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../db/seed';
import { validPayload } from '../testing/payloads';
import { recordsOf } from '../testing/records';
import { addLookAlikeUniversity, type LookAlike } from '../testing/second-university';
import { startTestApp, type TestApp } from '../testing/test-app';
import { answerText, markUniversity, universityFingerprint } from '../testing/university-answers';
import type { RouteEntry } from './route-table';

/*
 * Decision 0068, over the route table: two universities with the same data, the second a copy of the
 * first. For every read call, as each role of the second, nothing of the first is answered (its names
 * carry a mark the answers must never show) or counted (changing the first changes none of the second's
 * answers); for every write call, the second's administrator aimed at the first's records changes nothing
 * of it and names none of it. A new call is covered the day it lands.
 */

const MARK = 'ZQXмарк';
let t: TestApp;
let universities: LookAlike;

interface Actor {
  role: Role;
  cookie: string;
}
let actors: Actor[] = [];
let own: Record<string, unknown>;
let others: Record<string, unknown>;

async function addActor(login: string, role: Role, facultyIds: number[]): Promise<Actor> {
  await t.database.query(
    `INSERT INTO avn_user (login, password_hash, surname, name, role, all_faculties, faculty_ids, id_vuz)
     VALUES ($1, $2, 'Второй', 'Вуз', $3, false, $4::int[], $5)`,
    [login, await hashPassword(DEMO_PASSWORD, 4), role, `{${facultyIds.join(',')}}`, universities.second],
  );
  return { role, cookie: await t.signIn(login, DEMO_PASSWORD) };
}

beforeAll(async () => {
  t = await startTestApp();
  universities = await addLookAlikeUniversity(t.database);
  await markUniversity(t.database, universities.first, MARK);
  const second = universities.second;
  const admin = `${universities.loginPrefix}${DEMO_LOGIN}`;
  own = await recordsOf(t.database, admin, DEMO_PASSWORD, second);

  others = await recordsOf(t.database, DEMO_LOGIN, DEMO_PASSWORD, universities.first);
  actors = [
    { role: 'administrator', cookie: await t.signIn(admin, DEMO_PASSWORD) },
    await addActor('b-editor', 'editor', [own.idFaculty as number]),
    await addActor('b-viewer', 'viewer', []),
  ];
}, 180_000);
afterAll(() => t?.close());

const pathOf = (route: RouteEntry) => route.url.slice(`${t.config.apiPrefix}/v1/`.length);
// Signing in or out replaces the session the proof calls with; the sign-in's own isolation is the account's.
const SESSION_CALLS = /^auth\/(login|logout|logout-everywhere|change-password)$/;
const allReads = () =>
  t.app.routeTable.filter(
    (route) =>
      route.url.startsWith(`${t.config.apiPrefix}/v1/`) &&
      route.requiresSession &&
      !route.writes &&
      (route.access === 'read' || route.access === 'administrator') &&
      !SESSION_CALLS.test(pathOf(route)),
  );
const writes = () =>
  t.app.routeTable.filter(
    (route) =>
      route.url.startsWith(`${t.config.apiPrefix}/v1/`) && route.writes && !SESSION_CALLS.test(pathOf(route)),
  );

async function call(route: RouteEntry, cookie: string, known: Record<string, unknown>) {
  const body = validPayload(route.body, known);
  const response = await t.call(route.method as 'GET' | 'POST', pathOf(route), { cookie, body });
  // A refusal's request id is the request's own, never the data's.
  const text = (await answerText(response)).replace(/"requestId":"[^"]*"/, '"requestId":""');
  return { context: `${route.method} ${pathOf(route)} ${JSON.stringify(body)}`, text };
}

describe('a university sees nothing of another, over every call of the route table', () => {
  it('covers the reads and writes of the route table', () => {
    expect(allReads().length).toBeGreaterThanOrEqual(50);
    expect(writes().length).toBeGreaterThanOrEqual(40);
  });

  it("no read answers or counts the other's rows, for any role, with its own records or the other's", async () => {
    const firstAdmin = await t.signIn();
    const prime = async () => {
      for (const route of allReads()) await call(route, firstAdmin, others);
    };
    // The first university's answers are in every cache before the second asks.
    await prime();
    const before = new Map<string, string>();
    for (const actor of actors)
      for (const route of allReads())
        for (const known of [own, others]) {
          const { context, text } = await call(route, actor.cookie, known);
          expect.soft(text.includes(MARK), `${actor.role}: ${context}: ${text.slice(0, 300)}`).toBe(false);
          if (known === own) before.set(`${actor.role} ${context}`, text);
        }
    // The first university changes: more rows, other numbers. None of it may show in the second's answers.
    await t.database.query(
      `INSERT INTO n_gr (id_faculty, n_gr) SELECT id_faculty, 'Новая группа ${MARK}' FROM faculty WHERE id_vuz = $1`,
      [universities.first],
    );
    await t.database.query(
      `UPDATE plan_abit SET kol_b = kol_b + 7 WHERE id_speciality IN
         (SELECT s.id_speciality FROM speciality s JOIN faculty f USING (id_faculty) WHERE f.id_vuz = $1)`,
      [universities.first],
    );
    await t.database.query(
      `UPDATE rrnk_gr_kolst SET kol_b = kol_b + 3 WHERE id_group IN
         (SELECT g.id_group FROM study_group g JOIN com_gspe c USING (id_com_gspe) JOIN speciality s USING (id_speciality)
           JOIN faculty f USING (id_faculty) WHERE f.id_vuz = $1)`,
      [universities.first],
    );
    await t.database.query(
      'UPDATE auditorium SET contain = contain + 1 WHERE id_korpus IN (SELECT id_korpus FROM korpus WHERE id_vuz = $1)',
      [universities.first],
    );
    t.database.changes.publish(['n_gr', 'plan_abit', 'rrnk_gr_kolst', 'auditorium']);
    await prime();
    for (const actor of actors)
      for (const route of allReads()) {
        const { context, text } = await call(route, actor.cookie, own);
        expect
          .soft(text, `${actor.role}: ${context}: changed with the other university`)
          .toBe(before.get(`${actor.role} ${context}`));
      }
  });

  it("no write aimed at the other's records changes or names anything of it", async () => {
    const [admin] = actors as [Actor];
    const untouched = await universityFingerprint(t.database, universities.first);
    for (const route of writes()) {
      const { context, text } = await call(route, admin.cookie, others);
      expect.soft(text.includes(MARK), `${context}: ${text.slice(0, 300)}`).toBe(false);
    }
    expect(await universityFingerprint(t.database, universities.first)).toEqual(untouched);
  });
});
