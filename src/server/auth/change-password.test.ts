import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../db/seed';
import { expectFailure } from '../testing/api-calls';
import { startTestApp, type TestApp } from '../testing/test-app';
import { isLoopbackHost } from './must-change-password';
import { hashPassword } from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

/** A user of its own for each test, so that no test changes another's password. */
async function addUser(app: TestApp, login: string, password: string, mustChange = false) {
  await app.database.query(
    `INSERT INTO avn_user (login, password_hash, surname, name, must_change_password)
     VALUES ($1, $2, 'Тестов', 'Тест', $3)`,
    [login, await hashPassword(password), mustChange],
  );
  await app.database.changes.sync();
}

const storedHash = async (app: TestApp, login: string) =>
  (
    await app.database.query<{ hash: string }>(
      'SELECT password_hash AS hash FROM avn_user WHERE login = $1',
      [login],
    )
  )[0]?.hash;

const change = (cookie: string, currentPassword: string, newPassword: string, lang = 'en') =>
  t.call('POST', 'auth/change-password', { cookie, lang, body: { currentPassword, newPassword } });

describe('auth/change-password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    await addUser(t, 'wrong-current', 'first-Pass-41');
    const cookie = await t.signIn('wrong-current', 'first-Pass-41');
    const before = await storedHash(t, 'wrong-current');
    for (const [lang, message] of [
      ['en', 'The current password is wrong'],
      ['ru', 'Текущий пароль указан неверно'],
      ['kg', 'Учурдагы сырсөз туура эмес'],
    ] as const) {
      const response = await change(cookie, 'not-my-Pass-7', 'second-Pass-42', lang);
      expectFailure(response, 400, 'VALIDATION', message);
    }
    expect(await storedHash(t, 'wrong-current')).toBe(before);
    expect((await t.call('POST', 'auth/check', { cookie })).statusCode).toBe(200);
    // Counted as failed sign-ins: a stolen session guesses no faster than the sign-in page allows.
    const limited = await change(cookie, 'first-Pass-41', 'second-Pass-42');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('RATE_LIMITED');
    expect(await storedHash(t, 'wrong-current')).toBe(before);
  });

  it.each([
    [
      'password1',
      'This password is too common: it is on the list of the most used passwords. Choose another one',
    ],
    [
      'Qwerty123',
      'This password is too common: it is on the list of the most used passwords. Choose another one',
    ],
    ['short-1', 'The password must have at least 8 characters'],
    ['Policy-User', 'The password must not be the same as the login'],
    ['first-Pass-41', 'The new password must differ from the current one'],
  ])('refuses the new password %s with its rule and changes nothing', async (newPassword, message) => {
    const login = 'policy-user';
    if (!(await storedHash(t, login))) await addUser(t, login, 'first-Pass-41');
    const cookie = await t.signIn(login, 'first-Pass-41');
    const before = await storedHash(t, login);
    const response = await change(cookie, 'first-Pass-41', ` ${newPassword} `);
    expectFailure(response, 400, 'VALIDATION', message);
    expect(await storedHash(t, login)).toBe(before);
  });

  it('says a common password is refused in each language', async () => {
    const cookie = await t.signIn('policy-user', 'first-Pass-41');
    const messages = await Promise.all(
      ['ru', 'kg'].map(
        async (lang) => (await change(cookie, 'first-Pass-41', 'iloveyou', lang)).json().message,
      ),
    );
    expect(messages).toEqual([
      'Этот пароль слишком распространён: он есть в списке самых частых паролей. Выберите другой',
      'Бул сырсөз өтө кеңири таралган: ал эң көп колдонулган сырсөздөрдүн тизмесинде бар. Башкасын тандаңыз',
    ]);
  });

  it('stores the new (trimmed) password, ends every other session of the user and keeps this one', async () => {
    await addUser(t, 'changer', 'first-Pass-41');
    const here = await t.signIn('changer', 'first-Pass-41');
    const elsewhere = await t.signIn('changer', 'first-Pass-41');
    const someoneElse = await t.signIn();
    expect((await t.call('POST', 'auth/check', { cookie: elsewhere })).statusCode).toBe(200);

    const response = await change(here, ' first-Pass-41 ', '  second-Pass-42 ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [{ sms: 2 }],
      error: null,
      message: 'Your password has been changed',
    });
    expect((await t.call('POST', 'auth/check', { cookie: here })).statusCode).toBe(200);
    expect((await t.call('POST', 'auth/check', { cookie: elsewhere })).statusCode).toBe(401);
    expect((await t.call('POST', 'auth/check', { cookie: someoneElse })).statusCode).toBe(200);

    const signIn = (password: string) =>
      t.call('POST', 'auth/login', { body: { login: 'changer', password } });
    expect((await signIn('first-Pass-41')).statusCode).toBe(401);
    expect((await signIn('second-Pass-42')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.call('POST', 'auth/change-password', {
      body: { currentPassword: 'a', newPassword: 'b' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a user who must change the password', () => {
  it('is told so by login and check, refused every other call with 403 until the change, then let in', async () => {
    await addUser(t, 'flagged', 'first-Pass-41', true);
    const login = await t.call('POST', 'auth/login', {
      body: { login: 'flagged', password: 'first-Pass-41' },
    });
    expect(login.json().data).toMatchObject({ login: 'flagged', mustChangePassword: true });
    const cookie = `sid=${login.cookies.find((item) => item.name === 'sid')?.value}`;
    expect((await t.call('POST', 'auth/check', { cookie })).json().data.mustChangePassword).toBe(true);

    for (const [lang, message] of [
      ['en', 'Change your password first: your account requires it'],
      ['ru', 'Сначала смените пароль: для вашей учётной записи это обязательно'],
      ['kg', 'Адегенде сырсөздү алмаштырыңыз: сиздин каттоо эсебиңиз үчүн бул милдеттүү'],
    ] as const) {
      const refused = await t.call('POST', 'auth/user-name', { cookie, lang, body: { idAvnUser: 1 } });
      expectFailure(refused, 403, 'FORBIDDEN', message);
    }
    expect((await t.call('GET', 'ministerstvo/allDirection', { cookie })).statusCode).toBe(403);
    // Every call of the route table but the few that lead out of it.
    const open = [
      'auth/login',
      'auth/check',
      'auth/logout',
      'auth/logout-everywhere',
      'auth/change-password',
    ];
    for (const route of t.app.routeTable.filter((entry) => entry.url.startsWith('/api/v1/'))) {
      if (open.some((path) => route.url.endsWith(`/v1/${path}`))) continue;
      const response = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url: `${route.url}?lang=en`,
        headers: { cookie },
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, route.url).toBe(403);
    }

    expect((await change(cookie, 'first-Pass-41', 'second-Pass-42')).statusCode).toBe(200);
    expect((await t.call('POST', 'auth/check', { cookie })).json().data).not.toHaveProperty(
      'mustChangePassword',
    );
    const own = { idAvnUser: login.json().data.idAvnUser };
    expect((await t.call('POST', 'auth/user-name', { cookie, body: own })).statusCode).toBe(200);
    const again = await t.call('POST', 'auth/login', {
      body: { login: 'flagged', password: 'second-Pass-42' },
    });
    expect(again.json().data).not.toHaveProperty('mustChangePassword');
  });

  it('may still sign out', async () => {
    await addUser(t, 'leaver', 'first-Pass-41', true);
    const cookie = await t.signIn('leaver', 'first-Pass-41');
    expect((await t.call('GET', 'auth/logout', { cookie })).statusCode).toBe(200);
    expect((await t.call('POST', 'auth/check', { cookie })).statusCode).toBe(401);
  });
});

describe('the demo account at its first sign-in', () => {
  it('on 127.0.0.1 keeps admin/admin usable', async () => {
    const response = await t.call('POST', 'auth/login', {
      body: { login: DEMO_LOGIN, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).not.toHaveProperty('mustChangePassword');
  });

  it('on a server listening beyond this machine must change admin/admin first, and is audited', async () => {
    const networked = await startTestApp({ HOST: '0.0.0.0' });
    try {
      const signIn = (password: string) =>
        networked.call('POST', 'auth/login', { body: { login: DEMO_LOGIN, password } });
      const first = await signIn(DEMO_PASSWORD);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ login: DEMO_LOGIN, mustChangePassword: true });
      const cookie = `sid=${first.cookies.find((item) => item.name === 'sid')?.value}`;
      expect((await networked.call('GET', 'ministerstvo/allDirection', { cookie })).statusCode).toBe(403);
      const [flagged] = await networked.database.query<{
        id_avn_user: number;
        after: { must_change_password: boolean };
      }>("SELECT id_avn_user, after FROM audit_log WHERE table_name = 'avn_user' ORDER BY id DESC LIMIT 1");
      expect(flagged).toMatchObject({ id_avn_user: 1, after: { must_change_password: true } });

      const changed = await networked.call('POST', 'auth/change-password', {
        cookie,
        body: { currentPassword: DEMO_PASSWORD, newPassword: 'Registrar-Office-2026' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await networked.call('GET', 'ministerstvo/allDirection', { cookie })).statusCode).toBe(200);
      const next = await signIn('Registrar-Office-2026');
      expect(next.json().data).not.toHaveProperty('mustChangePassword');
    } finally {
      await networked.close();
    }
  });

  it('knows which hosts are this machine only', () => {
    for (const host of ['127.0.0.1', 'localhost', 'LOCALHOST', '::1', '[::1]', '127.0.0.2'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'academic.example.kg', '127.0.0.1.example.kg'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
