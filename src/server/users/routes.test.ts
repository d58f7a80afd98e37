import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../contract/users';
import usersEn from '../../web/features/users/texts/en.json';
import usersKg from '../../web/features/users/texts/kg.json';
import { messages } from '../core/messages';
import { expectFailure } from '../testing/api-calls';
import { fingerprint } from '../testing/checksum';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

const call = (path: string, body?: unknown, cookie = admin, lang = 'en') =>
  t.call(body === undefined ? 'GET' : 'POST', path, { cookie, body, lang });
const smsOf = async (path: string, body: unknown, cookie = admin) => {
  const response = await call(path, body, cookie);
  return response.statusCode === 200 ? response.json().data[0].sms : response.statusCode;
};
const list = async (): Promise<UserRow[]> => (await call('users/list')).json().data;
const find = async (login: string) => (await list()).find((row) => row.login === login);
let counter = 0;
const newLogin = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`;

const account = (login: string, extra: Record<string, unknown> = {}) => ({
  idAvnUser: -1,
  login,
  surname: 'Осмонов',
  name: 'Бакыт',
  patronymic: 'Асанович',
  role: 'editor',
  facultyIds: [2, 1, 2],
  password: 'first-Pass-41',
  ...extra,
});

/** Creates an account, signs it in through the first-password change, and answers its row and cookie. */
async function signedInAccount(extra: Record<string, unknown> = {}) {
  const login = newLogin('u');
  expect(await smsOf('users/save', account(login, extra))).toBe(1);
  const cookie = await t.signIn(login, 'first-Pass-41');
  const changed = await t.call('POST', 'auth/change-password', {
    cookie,
    body: { currentPassword: 'first-Pass-41', newPassword: 'second-Pass-42' },
  });
  expect(changed.statusCode).toBe(200);
  return { row: (await find(login)) as UserRow, cookie, login };
}

describe('users/save', () => {
  it('creates an account that must change its first password, with its scope cleaned', async () => {
    const login = newLogin('dean');
    expect(await smsOf('users/save', account(` ${login} `))).toBe(1);
    expect(await find(login)).toMatchObject({
      login,
      surname: 'Осмонов',
      role: 'editor',
      allFaculties: false,
      facultyIds: [1, 2],
      lastSignInAt: null,
      disabled: false,
      mustChangePassword: true,
      deletable: true,
      rowVersion: 1,
    });
    const signIn = await t.call('POST', 'auth/login', { body: { login, password: 'first-Pass-41' } });
    expect(signIn.json().data).toMatchObject({
      login,
      mustChangePassword: true,
      role: 'editor',
      facultyIds: [1, 2],
    });
    expect((await find(login))?.lastSignInAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    // Any login case is the same login.
    expect(await smsOf('users/save', account(login.toUpperCase()))).toBe(3);
    // A viewer or an administrator has no scope, whatever is sent.
    const viewer = newLogin('viewer');
    expect(await smsOf('users/save', account(viewer, { role: 'viewer', allFaculties: true }))).toBe(1);
    expect(await find(viewer)).toMatchObject({ role: 'viewer', allFaculties: false, facultyIds: [] });
  });

  it('refuses, in the request language and changing nothing: no or a weak first password, an editor without faculties, an unknown faculty, a short login', async () => {
    const before = await fingerprint(t.database);
    const cases: Array<[Record<string, unknown>, string]> = [
      [account(newLogin('a'), { password: undefined }), messages.passwordRequired.ru],
      [account(newLogin('a'), { password: '   ' }), messages.passwordRequired.ru],
      [account(newLogin('a'), { password: 'password1' }), messages.passwordTooCommon.ru],
      [account(newLogin('a'), { facultyIds: [] }), messages.scopeRequired.ru],
      [account(newLogin('a'), { facultyIds: [1, 4242] }), messages.unknownReference.ru],
      [account(' a '), messages.loginTooShort.ru],
    ];
    for (const [body, message] of cases) {
      const response = await call('users/save', body, admin, 'ru');
      expectFailure(response, 400, 'VALIDATION', message, message);
    }
    expect(await fingerprint(t.database)).toEqual(before);
  });

  it('names a refused field as the form labels it, never by its payload key (decision 0036)', async () => {
    const before = await fingerprint(t.database);
    for (const [lang, label] of [
      ['ru', 'Фамилия'],
      ['kg', usersKg.surname],
      ['en', usersEn.surname],
    ] as const) {
      const response = await call('users/save', account(newLogin('a'), { surname: '' }), admin, lang);
      expect(response.statusCode).toBe(400);
      const { message } = response.json();
      expect(message).toContain(label);
      expect(message).not.toContain('surname');
    }
    expect(await fingerprint(t.database)).toEqual(before);
  });

  it("a new role or scope holds from the user's next request; a stale form is refused", async () => {
    const { row, cookie } = await signedInAccount({ role: 'editor', allFaculties: true });
    const direction = { idDirection: -1, code: newLogin('D'), direction_: newLogin('Направление') };
    expect(await smsOf('ministerstvo/ins-upd-direction', direction, cookie)).toBe(1);

    const update = { ...account(row.login), idAvnUser: row.idAvnUser, role: 'viewer', rowVersion: 1 };
    expect(await smsOf('users/save', update)).toBe(2);
    expect(await find(row.login)).toMatchObject({ role: 'viewer', rowVersion: 2 });
    const refused = await call(
      'ministerstvo/ins-upd-direction',
      { ...direction, code: newLogin('E') },
      cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect((await t.call('POST', 'auth/check', { cookie })).json().data).toMatchObject({ role: 'viewer' });

    const before = await fingerprint(t.database);
    const stale = await call('users/save', { ...update, role: 'administrator', rowVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(messages.staleRow.en);
    expect(await fingerprint(t.database)).toEqual(before);
  });

  it('keeps one enabled administrator: the last one cannot be made an editor', async () => {
    const response = await call('users/save', {
      ...account('admin', { role: 'viewer' }),
      idAvnUser: 1,
      surname: 'Администратор',
      name: 'Демо',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.lastAdministrator.en);
    expect(await find('admin')).toMatchObject({ role: 'administrator' });
  });
});

describe('users/reset-password, users/set-disabled, users/delete', () => {
  it("a reset ends the user's sessions; the new password works once and must then be changed", async () => {
    const { row, cookie, login } = await signedInAccount();
    expect(await smsOf('users/reset-password', { idAvnUser: row.idAvnUser, password: 'third-Pass-43' })).toBe(
      2,
    );
    expect((await t.call('POST', 'auth/check', { cookie })).statusCode).toBe(401);
    const old = await t.call('POST', 'auth/login', { body: { login, password: 'second-Pass-42' } });
    expect(old.statusCode).toBe(401);
    const fresh = await t.call('POST', 'auth/login', { body: { login, password: 'third-Pass-43' } });
    expect(fresh.json().data).toMatchObject({ mustChangePassword: true });
    const weak = await call(
      'users/reset-password',
      { idAvnUser: row.idAvnUser, password: login },
      admin,
      'kg',
    );
    expect(weak.json()).toEqual({
      data: null,
      error: 'VALIDATION',
      message: messages.passwordIsLogin.kg,
      requestId: expect.any(String),
    });
    expect(
      (await call('users/reset-password', { idAvnUser: 424242, password: 'x-Pass-4242' })).statusCode,
    ).toBe(404);
  });

  it('a disabled user is signed out at the next call and cannot sign in until enabled again', async () => {
    const { row, cookie, login } = await signedInAccount();
    expect(await smsOf('users/set-disabled', { idAvnUser: row.idAvnUser, disabled: true })).toBe(2);
    expect((await t.call('GET', 'ministerstvo/allDirection', { cookie })).statusCode).toBe(401);
    expect(await find(login)).toMatchObject({ disabled: true });
    const refused = await t.call('POST', 'auth/login', {
      body: { login, password: 'second-Pass-42' },
      lang: 'ru',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.accountDisabled.ru);
    // A wrong password still says only that the pair is wrong.
    const guessed = await t.call('POST', 'auth/login', { body: { login, password: 'guess-Pass-00' } });
    expect(guessed.statusCode).toBe(401);

    expect(await smsOf('users/set-disabled', { idAvnUser: row.idAvnUser, disabled: false })).toBe(2);
    expect((await t.signIn(login, 'second-Pass-42')).startsWith('sid=')).toBe(true);

    const own = await call('users/set-disabled', { idAvnUser: 1, disabled: true });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(messages.ownAccount.en);
  });

  it("deletes only an account that never changed anything, never one's own", async () => {
    const { row: author, cookie } = await signedInAccount({ role: 'editor', allFaculties: true });
    // Its password change is in the audit log under its name already.
    expect((await find(author.login))?.deletable).toBe(false);
    expect(await smsOf('users/delete', { idAvnUser: author.idAvnUser })).toBe(6);
    expect((await t.call('POST', 'auth/check', { cookie })).statusCode).toBe(200);

    const login = newLogin('never');
    expect(await smsOf('users/save', account(login))).toBe(1);
    const fresh = (await find(login)) as UserRow;
    expect(fresh.deletable).toBe(true);
    expect(await smsOf('users/delete', { idAvnUser: fresh.idAvnUser })).toBe(8);
    expect(await find(login)).toBeUndefined();
    expect(await smsOf('users/delete', { idAvnUser: fresh.idAvnUser })).toBe(404);
    expect(await smsOf('users/delete', { idAvnUser: 1 })).toBe(409);
  });

  it('two administrators disabling each other at once: one wins, one administrator remains', async () => {
    const second = await signedInAccount({ role: 'administrator' });
    const third = await signedInAccount({ role: 'administrator' });
    // Only the demo admin and these two are enabled administrators; disable the demo admin first.
    expect(await smsOf('users/set-disabled', { idAvnUser: 1, disabled: true }, second.cookie)).toBe(2);
    const answers = await Promise.all([
      call('users/set-disabled', { idAvnUser: third.row.idAvnUser, disabled: true }, second.cookie),
      call('users/set-disabled', { idAvnUser: second.row.idAvnUser, disabled: true }, third.cookie),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The loser is either refused as the last administrator (409) or already signed out (401).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const [remaining] = await t.database.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM avn_user WHERE role = 'administrator' AND disabled_at IS NULL",
    );
    expect(remaining?.count).toBe(1);
    const winner = answers[0]?.statusCode === 200 ? second : third;
    expect(await smsOf('users/set-disabled', { idAvnUser: 1, disabled: false }, winner.cookie)).toBe(2);
    admin = await t.signIn();
  });
});
