import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, mayCall, mayWriteFaculty, type Permissions } from '../../contract/access';
import type { Language } from '../../contract/limits';
import { messages } from '../core/messages';
import { expectFailure } from '../testing/api-calls';
import { fingerprint } from '../testing/checksum';
import { startTestApp, type TestApp } from '../testing/test-app';
import { type AdminCalls, otherWrites, resources, scenarios } from '../testing/write-calls';
import { hashPassword } from './passwords';

// The roles proof (decision 0013), over the route table: every write call declares its rule, and every write
// call is made here by each role, allowed exactly where its rule says and otherwise refused with 403 in the
// request's language, changing nothing.

interface Actor extends Permissions {
  name: string;
  cookie: string;
  password: string;
}

let t: TestApp;
let actors: Actor[] = [];
const PASSWORD = 'role-Test-Pass-1';

async function addActor(login: string, access: Permissions): Promise<Actor> {
  await t.database.query(
    `INSERT INTO avn_user (login, password_hash, surname, name, role, all_faculties, faculty_ids)
     VALUES ($1, $2, 'Ролев', 'Тест', $3, $4, $5::int[])`,
    [
      login,
      await hashPassword(PASSWORD),
      access.role,
      access.allFaculties,
      `{${access.facultyIds.join(',')}}`,
    ],
  );
  return { name: login, cookie: await t.signIn(login, PASSWORD), password: PASSWORD, ...access };
}

beforeAll(async () => {
  t = await startTestApp();
  actors = [
    {
      name: 'administrator',
      cookie: await t.signIn(),
      password: 'admin',
      role: 'administrator',
      allFaculties: false,
      facultyIds: [],
    },
    await addActor('editor-all', { role: 'editor', allFaculties: true, facultyIds: [] }),
    await addActor('editor-fem', { role: 'editor', allFaculties: false, facultyIds: [1] }),
    await addActor('viewer', { role: 'viewer', allFaculties: false, facultyIds: [] }),
  ];
});
afterAll(() => t.close());

const admin = () => actors[0] as Actor;
const writeRoutes = () => t.app.routeTable.filter((route) => route.writes);
const accessOf = (path: string) =>
  t.app.routeTable.find((route) => route.url.endsWith(`/v1/${path}`))?.access;
const langs: Language[] = ['ru', 'kg', 'en'];
let turn = 0;

/** Makes the call as the actor and checks the verdict its rule gives: allowed, or refused changing nothing. */
async function expectVerdict(
  actor: Actor,
  path: string,
  body: unknown,
  faculties: number[] = [],
  scopeRefusal: 'outsideScope' | 'newFacultyNeedsAll' = 'outsideScope',
  rule?: Access,
) {
  const access = rule ?? accessOf(path);
  const allowed =
    mayCall(actor, access) &&
    (access !== 'faculty' || faculties.every((faculty) => mayWriteFaculty(actor, faculty)));
  const lang = langs[turn++ % langs.length] as Language;
  const before = allowed ? undefined : await fingerprint(t.database);
  const response = await t.call('POST', path, { cookie: actor.cookie, body, lang });
  const label = `${actor.name} → ${path} ${JSON.stringify(body)}`;
  if (allowed) {
    expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
    return;
  }
  expect(response.statusCode, label).toBe(403);
  const key = mayCall(actor, access) ? scopeRefusal : 'forbiddenRole';
  expect(response.json(), label).toEqual({
    data: null,
    error: 'FORBIDDEN',
    message: messages[key][lang],
    requestId: expect.any(String),
  });
  expect(await fingerprint(t.database), label).toEqual(before);
}

/** Creates a row as the administrator and answers its id (from the audit log). */
async function createAsAdmin(path: string, body: unknown, table: string): Promise<number> {
  const response = await t.call('POST', path, { cookie: admin().cookie, body });
  expect(response.json().data?.[0]?.sms, response.body).toBe(1);
  const [row] = await t.database.query<{ id: string }>(
    "SELECT row_id AS id FROM audit_log a WHERE table_name = $1 AND action = 'insert' ORDER BY a.id DESC LIMIT 1",
    [table],
  );
  return Number(row?.id);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

describe('roles over the route table', () => {
  it('every write call declares its rule, and every call has one', () => {
    const api = t.app.routeTable.filter((route) => route.url.startsWith('/api/v1/'));
    expect(
      writeRoutes()
        .filter((route) => route.access === undefined)
        .map((route) => route.url),
    ).toEqual([]);
    expect(api.filter((route) => route.access === undefined).map((route) => route.url)).toEqual([]);
  });

  it('every write call has its scenario here', () => {
    const covered = [
      ...resources.flatMap((resource) => [resource.save, ...resource.deletes]),
      ...scenarios.map((scenario) => scenario.path),
      ...otherWrites,
    ];
    const writes = writeRoutes().map((route) => route.url.replace('/api/v1/', ''));
    expect(writes.filter((path) => !covered.includes(path))).toEqual([]);
  });

  it('every call a role may not make answers 403 in the request language and changes nothing', async () => {
    const calls = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/v1/') && route.requiresSession,
    );
    for (const actor of actors.slice(1))
      for (const route of calls.filter((entry) => !mayCall(actor, entry.access))) {
        const before = await fingerprint(t.database);
        const response = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: `${route.url}?lang=kg`,
          headers: { cookie: actor.cookie },
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${actor.name} ${route.url}`).toBe(403);
        expect(response.json().message).toBe(messages.forbiddenRole.kg);
        expect(await fingerprint(t.database)).toEqual(before);
      }
    // Two fingerprints of every table per refused call, a few hundred calls: 8 s on a quiet machine,
    // 55 s on one loaded five times over its cores.
  }, 300_000);

  it.each(resources.map((resource) => [resource.save, resource] as const))(
    '%s and its deletes: allowed by the rule, refused otherwise',
    async (_save, resource) => {
      const faculties = resource.faculties;
      for (const actor of actors) {
        await expectVerdict(
          actor,
          resource.save,
          resource.create(unique()),
          faculties ? [faculties.created] : [],
        );
        const id = await createAsAdmin(resource.save, resource.create(unique()), resource.table);
        await expectVerdict(
          actor,
          resource.save,
          resource.update(id, unique()),
          faculties ? [faculties.created, faculties.updated] : [],
        );
        for (const path of resource.deletes) {
          const target = await createAsAdmin(resource.save, resource.create(unique()), resource.table);
          await expectVerdict(actor, path, resource.remove(target), faculties ? [faculties.created] : []);
        }
      }
    },
  );

  it("a department: an editor of one faculty edits its own, not another faculty's, nor moves one across", async () => {
    const editor = actors[2] as Actor;
    const department = (id: number, idFaculty: number, name: string) => ({
      idKafedra: id,
      snF1: 'К',
      f1: name,
      f1Kg: 'Кафедра',
      f1En: 'Department',
      idFaculty,
    });
    // Seeded: department 1 of faculty 1, department 5 of faculty 2.
    await expectVerdict(editor, 'ministerstvo/ins-upd-kaf', department(1, 1, 'Экономическая теория'), [1]);
    await expectVerdict(editor, 'ministerstvo/ins-upd-kaf', department(5, 2, 'Программная инж.'), [2]);
    await expectVerdict(editor, 'ministerstvo/ins-upd-kaf', department(5, 1, 'Программная инж.'), [2, 1]);
    await expectVerdict(editor, 'ministerstvo/ins-upd-kaf', department(1, 2, 'Экономическая теория'), [1, 2]);
    await expectVerdict(editor, 'ministerstvo/ins-upd-kaf', department(-1, 2, `Новая ${unique()}`), [2]);
    await expectVerdict(editor, 'ministerstvo/del-kaf', { idKafedra: 5 }, [2]);
  });

  it.each(scenarios.map((scenario, index) => [scenario.path, index, scenario] as const))(
    '%s (#%s): allowed by the rule and the faculty scope, refused otherwise',
    async (_path, _index, scenario) => {
      const adminCalls: AdminCalls = {
        get: async (path) => (await t.call('GET', path, { cookie: admin().cookie })).json().data,
        post: async (path, body) =>
          (await t.call('POST', path, { cookie: admin().cookie, body })).json().data,
      };
      for (const actor of actors)
        await expectVerdict(
          actor,
          scenario.path,
          await scenario.body(adminCalls, unique()),
          scenario.faculties,
          scenario.refusal,
          scenario.rule,
        );
    },
  );

  it('users calls: administrators only', async () => {
    for (const actor of actors) {
      const login = `clerk-${unique()}`;
      const account = {
        idAvnUser: -1,
        login,
        surname: 'Клерков',
        name: 'Асан',
        role: 'viewer',
        password: 'first-Pass-41',
      };
      await expectVerdict(actor, 'users/save', account);
      const id = await createAsAdmin('users/save', { ...account, login: `${login}-2` }, 'avn_user');
      await expectVerdict(actor, 'users/save', { ...account, idAvnUser: id, login: `${login}-3` });
      await expectVerdict(actor, 'users/reset-password', { idAvnUser: id, password: 'second-Pass-42' });
      await expectVerdict(actor, 'users/set-disabled', { idAvnUser: id, disabled: true });
      await expectVerdict(actor, 'users/delete', { idAvnUser: id });
    }
  });

  it('auth/change-password: every role, for its own account', async () => {
    for (const actor of actors.slice(1)) {
      await expectVerdict(actor, 'auth/change-password', {
        currentPassword: actor.password,
        newPassword: `${actor.password}-next`,
      });
    }
  });

  it("auth/user-name: one's own name for everyone, anyone's for administrators only", async () => {
    const viewer = actors[3] as Actor;
    const [own] = await t.database.query<{ id: number }>(
      "SELECT id_avn_user AS id FROM avn_user WHERE login = 'viewer'",
    );
    const ask = (actor: Actor, idAvnUser: number) =>
      t.call('POST', 'auth/user-name', { cookie: actor.cookie, body: { idAvnUser }, lang: 'en' });
    expect((await ask(viewer, own?.id as number)).json().data).toEqual([{ fio: 'Ролев Тест' }]);
    const refused = await ask(viewer, 1);
    expectFailure(refused, 403, 'FORBIDDEN', messages.otherUserName.en);
    expect((await ask(admin(), own?.id as number)).json().data).toEqual([{ fio: 'Ролев Тест' }]);
  });
});
