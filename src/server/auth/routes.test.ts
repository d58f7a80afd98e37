import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../db/seed';
import { expectFailure } from '../testing/api-calls';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

const sessionCookieOf = (response: Awaited<ReturnType<TestApp['call']>>) =>
  response.cookies.find((cookie) => cookie.name === 'sid');

/** The demo administrator (the seed's account) as the sign-in and the session check answer it. */
const demoAdministrator = {
  idAvnUser: 1,
  login: DEMO_LOGIN,
  name: 'Демо',
  surname: 'Администратор',
  role: 'administrator',
  allFaculties: false,
  facultyIds: [],
};

describe('auth/login', () => {
  it('signs in with trimmed fields and sets an HttpOnly, SameSite=Strict session cookie', async () => {
    const response = await t.call('POST', 'auth/login', {
      body: { login: '  admin ', password: ' admin  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: demoAdministrator,
      error: null,
      message: null,
    });
    const cookie = sessionCookieOf(response);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    // Sent with the API's calls only, not to other applications on the same host.
    expect(cookie?.path).toBe('/api');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  it.each([
    ['ru', 'Логин не может быть меньше 2 символов'],
    ['kg', 'Логин 2 белгиден кыска болбошу керек'],
    ['en', 'Login cannot be shorter than 2 characters'],
  ])('refuses a login under 2 characters after trimming (%s)', async (lang, message) => {
    const response = await t.call('POST', 'auth/login', { lang, body: { login: ' a ', password: 'admin' } });
    expectFailure(response, 400, 'VALIDATION', message);
  });

  it('refuses a wrong password with 401 and no session', async () => {
    const response = await t.call('POST', 'auth/login', {
      lang: 'en',
      body: { login: 'admin', password: 'nope' },
    });
    expectFailure(response, 401, 'UNAUTHENTICATED', 'Wrong login or password');
    expect(sessionCookieOf(response)?.value ?? '').toBe('');
  });

  it('gives a new token at every sign-in and ends the session the client came with', async () => {
    const first = await t.signIn();
    const second = await t.call('POST', 'auth/login', {
      cookie: first,
      body: { login: 'admin', password: 'admin' },
    });
    expect(`sid=${sessionCookieOf(second)?.value}`).not.toBe(first);
    expect((await t.call('POST', 'auth/check', { cookie: first })).statusCode).toBe(401);
  });

  it('limits failed sign-ins per login and address, then answers 429 even to the right password', async () => {
    const attempt = (password: string, remoteAddress: string) =>
      t.call('POST', 'auth/login', { lang: 'en', remoteAddress, body: { login: 'ADMIN', password } });
    for (let i = 0; i < 3; i++) expect((await attempt('bad', '10.9.9.9')).statusCode).toBe(401);
    const blocked = await attempt('admin', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ data: null, error: 'RATE_LIMITED' });
    expect(blocked.json().message).toContain('15');
    // Another address is not punished for this one's failures.
    expect((await attempt('admin', '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('auth/check, auth/user-name, auth/logout', () => {
  it('check answers the session user, and 401 without a session', async () => {
    const cookie = await t.signIn();
    const response = await t.call('POST', 'auth/check', { cookie });
    expect(response.json().data).toEqual(demoAdministrator);
    const anonymous = await t.call('POST', 'auth/check', { lang: 'kg' });
    expectFailure(
      anonymous,
      401,
      'UNAUTHENTICATED',
      'Сиз системага кире элексиз же сеанстын мөөнөтү бүттү. Кайра кириңиз',
    );
  });

  it('user-name answers [{ fio }], an empty list for an unknown user, 400 naming a bad field', async () => {
    const cookie = await t.signIn();
    const named = await t.call('POST', 'auth/user-name', { cookie, body: { idAvnUser: 1 } });
    expect(named.json()).toEqual({ data: [{ fio: 'Администратор Демо' }], error: null, message: null });
    const unknown = await t.call('POST', 'auth/user-name', { cookie, body: { idAvnUser: 4242 } });
    expect(unknown.json().data).toEqual([]);
    const bad = await t.call('POST', 'auth/user-name', { cookie, lang: 'en', body: { idAvnUser: 'one' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION');
    expect(bad.json().message).toContain('idAvnUser');
    const missing = await t.call('POST', 'auth/user-name', { cookie, lang: 'ru', body: {} });
    expect(missing.json().message).toBe('Неверное значение поля «idAvnUser»: поле обязательно');
  });

  it('logout deletes the session on the server: the same cookie is refused afterwards', async () => {
    const cookie = await t.signIn();
    const response = await t.call('GET', 'auth/logout', { cookie, lang: 'en' });
    expect(response.json()).toEqual({ data: null, error: null, message: 'You have signed out' });
    // The browser forgets the cookie, and the whole host's one that earlier builds set too.
    const cleared = response.cookies.filter((item) => item.name === 'sid' && item.value === '');
    expect(cleared.map((item) => item.path).sort()).toEqual(['/', '/api']);
    expect((await t.call('POST', 'auth/user-name', { cookie, body: { idAvnUser: 1 } })).statusCode).toBe(401);
  });

  it('every call but login and check needs a session', async () => {
    expect((await t.call('GET', 'auth/logout')).statusCode).toBe(401);
    expect((await t.call('POST', 'auth/user-name', { body: { idAvnUser: 1 } })).statusCode).toBe(401);
  });

  it('a session idle for longer than SESSION_IDLE_MINUTES has expired', async () => {
    const cookie = await t.signIn();
    // Answered once, so the server holds the session in memory; idle time is then simulated in the table.
    expect((await t.call('POST', 'auth/check', { cookie })).statusCode).toBe(200);
    await t.database.orm.execute(sql`UPDATE user_session SET last_seen_at = now() - interval '61 minutes'`);
    await t.database.changes.sync();
    expect((await t.call('POST', 'auth/check', { cookie })).statusCode).toBe(401);
  });

  it('refuses a write whose Origin is another site, accepts its own', async () => {
    const cookie = await t.signIn();
    const foreign = await t.call('POST', 'auth/user-name', {
      cookie,
      body: { idAvnUser: 1 },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('FORBIDDEN');
    const own = await t.call('POST', 'auth/user-name', {
      cookie,
      body: { idAvnUser: 1 },
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(own.statusCode).toBe(200);
  });
});
