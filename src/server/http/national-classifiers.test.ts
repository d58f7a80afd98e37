import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayCall, type Permissions } from '../../contract/access';
import { allDirection, saveDirection } from '../../contract/catalog';
import type { Language } from '../../contract/limits';
import { keptByMinistry, nationalTables, writesNational } from '../../contract/national';
import { hashPassword } from '../auth/passwords';
import { translate } from '../core/messages';
import { DEMO_LOGIN, DEMO_PASSWORD, MINISTRY_LOGIN } from '../db/seed';
import { validPayload } from '../testing/payloads';
import { recordsOf } from '../testing/records';
import { addLookAlikeUniversity, type LookAlike } from '../testing/second-university';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { RouteEntry } from './route-table';

/*
 * Decision 0072 over the route table: once a second university exists, no university's account changes a
 * national classifier by any call (its own saves, an import, a restore), each refused in the user's
 * language; the ministry's administrator keeps them, and every university reads the change. A new call
 * that writes one of those tables is covered the day it lands.
 */

let t: TestApp;
let universities: LookAlike;
let own: Record<string, unknown>;
let cookies: { first: string; second: string; ministry: string; analyst: string; editor: string };

beforeAll(async () => {
  t = await startTestApp();
  await t.database.query(
    `INSERT INTO avn_user (login, password_hash, surname, name, role, id_vuz)
     VALUES ('analyst', $1, 'Аналитик', 'Тест', 'ministry_analyst', NULL)`,
    [await hashPassword(DEMO_PASSWORD, 4)],
  );
  cookies = {
    first: await t.signIn(),
    second: '',
    ministry: await t.signIn(MINISTRY_LOGIN),
    analyst: await t.signIn('analyst'),
    editor: '',
  };
}, 120_000);
afterAll(() => t?.close());

const administrator: Permissions = { role: 'administrator', allFaculties: false, facultyIds: [] };
const editorOfAll: Permissions = { role: 'editor', allFaculties: true, facultyIds: [] };

const pathOf = (route: RouteEntry) => route.url.slice(`${t.config.apiPrefix}/v1/`.length);
const nationalWrites = () =>
  t.app.routeTable.filter(
    (route) => route.url.startsWith(`${t.config.apiPrefix}/v1/`) && writesNational(pathOf(route)),
  );
const post = (path: string, cookie: string, body?: unknown, lang: Language = 'ru') =>
  t.call('POST', path, { cookie, body, lang });

/** Row count and md5 of every national classifier, read as the operator. */
async function nationalFingerprint(): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of nationalTables) {
    const [row] = await t.database.query<{ sum: string }>(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM ${table} t`,
    );
    sums[table] = row?.sum ?? '';
  }
  return sums;
}

const keptOf = async (cookie: string) =>
  (await post('setup/state', cookie)).json().data.classifiersKeptByMinistry as boolean;

const newDirection = (code: string) => ({
  ...(validPayload(saveDirection.body) as Record<string, unknown>),
  idDirection: -1,
  code,
});

async function directionId(code: string): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    'SELECT id_direction AS id FROM direction WHERE code = $1',
    [code],
  );
  return row?.id as number;
}

async function directionCodes(cookie: string): Promise<string[]> {
  const response = await t.call('GET', allDirection.path, { cookie });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<Record<string, string>>).map((row) => row['p24-1'] as string);
}

describe('the national classifiers', () => {
  it('covers every call that writes one', () => {
    const paths = nationalWrites().map(pathOf);
    expect(paths.length).toBeGreaterThanOrEqual(20);
    expect(paths).toEqual(
      expect.arrayContaining(['ministerstvo/ins-upd-direction', 'import/apply', 'history/restore']),
    );
  });

  it("are the university's own to keep while it is the only one", async () => {
    expect(await keptOf(cookies.first)).toBe(false);
    const response = await post(saveDirection.path, cookies.first, newDirection('990001'));
    expect(response.json().data).toEqual([{ sms: 1 }]);
    expect(await directionCodes(cookies.first)).toContain('990001');
    // A second change, for the undo below.
    const edited = await post(saveDirection.path, cookies.first, {
      ...newDirection('990001'),
      idDirection: await directionId('990001'),
      directionKg: 'Багыт',
    });
    expect(edited.json().data).toEqual([{ sms: 2 }]);
  });

  it("are refused to every university's account once a second university exists, by every call, and nothing changes", async () => {
    universities = await addLookAlikeUniversity(t.database);
    // Written by the fixture as the operator, not through a call: announced as a call's write would be.
    t.database.changes.publish(['vuz']);
    const admin = `${universities.loginPrefix}${DEMO_LOGIN}`;
    own = await recordsOf(t.database, admin, DEMO_PASSWORD, universities.second);
    cookies.second = await t.signIn(admin, DEMO_PASSWORD);
    await t.database.query(
      `INSERT INTO avn_user (login, password_hash, surname, name, role, all_faculties, id_vuz)
       VALUES ('b-editor-all', $1, 'Редактор', 'Всех', 'editor', true, $2)`,
      [await hashPassword(DEMO_PASSWORD, 4), universities.second],
    );
    cookies.editor = await t.signIn('b-editor-all', DEMO_PASSWORD);
    expect(await keptOf(cookies.first)).toBe(true);
    expect(await keptOf(cookies.second)).toBe(true);

    const before = await nationalFingerprint();
    const actors = [
      { cookie: cookies.first, user: administrator },
      { cookie: cookies.second, user: administrator },
      { cookie: cookies.editor, user: editorOfAll },
    ];
    for (const { cookie, user } of actors)
      for (const route of nationalWrites()) {
        const path = pathOf(route);
        const response = await post(path, cookie, validPayload(route.body, own));
        if (keptByMinistry(path)) {
          // Refused before its body is read, the same for every call: by the ministry, or by the role first.
          const refusal = mayCall(user, route.access) ? 'keptByMinistry' : 'forbiddenRole';
          expect.soft(response.statusCode, path).toBe(403);
          expect.soft(response.json().message, `${user.role} ${path}`).toBe(translate(refusal, 'ru'));
        } else expect.soft(response.statusCode, path).not.toBe(500);
      }
    // The ministry's analyst reads, never writes.
    for (const route of nationalWrites().filter((entry) => keptByMinistry(pathOf(entry)))) {
      const response = await post(pathOf(route), cookies.analyst, validPayload(route.body, own));
      expect.soft(response.statusCode, pathOf(route)).toBe(403);
    }
    expect(await nationalFingerprint()).toEqual(before);
  });

  it('refuse in PostgreSQL itself what a call that writes a university’s rows too would change: an undo', async () => {
    const id = await directionId('990001');
    const history = (await post('history/record', cookies.first, { kind: 'direction', id })).json()
      .data as Array<{
      auditId: number;
      rowVersion: number | null;
    }>;
    const [latest, created] = history;
    const response = await post('history/restore', cookies.first, {
      kind: 'direction',
      id,
      auditId: created?.auditId,
      rowVersion: latest?.rowVersion,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(translate('keptByMinistry', 'ru'));
    const [row] = await t.database.query('SELECT direction_kg FROM direction WHERE id_direction = $1', [id]);
    expect(row).toEqual({ direction_kg: 'Багыт' });
  });

  it("say so in the user's language", async () => {
    for (const lang of ['kg', 'en'] as const) {
      const response = await post(saveDirection.path, cookies.second, newDirection('990002'), lang);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(translate('keptByMinistry', lang));
    }
  });

  it("are the ministry's administrator's to keep, with no university opened, and every university reads the change", async () => {
    // Each call that keeps them alone passes the gate for the ministry's administrator.
    for (const route of nationalWrites().filter((entry) => keptByMinistry(pathOf(entry)))) {
      const response = await post(pathOf(route), cookies.ministry, validPayload(route.body, own));
      expect.soft(response.statusCode, pathOf(route)).not.toBe(403);
      expect.soft(response.statusCode, pathOf(route)).not.toBe(500);
    }
    // Both universities have read the list before the change: their answers are cached.
    for (const cookie of [cookies.first, cookies.second])
      expect(await directionCodes(cookie)).not.toContain('990003');
    const response = await post(saveDirection.path, cookies.ministry, newDirection('990003'));
    expect(response.json().data).toEqual([{ sms: 1 }]);
    for (const cookie of [cookies.first, cookies.second])
      expect(await directionCodes(cookie)).toContain('990003');
    // Its history is the ministry's: written under its account, in no university's log.
    const [audit] = await t.database.query<{ university: number | null; login: string }>(
      `SELECT a.id_vuz AS university, u.login FROM audit_log a JOIN avn_user u USING (id_avn_user)
        WHERE a.table_name = 'direction' AND a.after ->> 'code' = '990003'`,
    );
    expect(audit).toEqual({ university: null, login: MINISTRY_LOGIN });
  });
});
