import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../db/seed';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Signs in through the given socket address and headers; answers the address the session recorded. */
async function addressSeen(app: TestApp, remoteAddress: string, headers: Record<string, string>) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    headers,
    payload: { login: DEMO_LOGIN, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const [row] = await app.database.query<{ address: string }>(
    'SELECT address FROM user_session ORDER BY created_at DESC, token_hash LIMIT 1',
  );
  await app.database.query('DELETE FROM user_session');
  return row?.address;
}

describe('TRUST_PROXY: a number of proxies or their addresses, never every hop', () => {
  it('refuses "true" and bad entries with a hint, reads counts and lists', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies in front/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/not an address/);
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
  });

  it('without a proxy, a client cannot name its own address', async () => {
    t = await startTestApp();
    expect(await addressSeen(t, '10.9.0.1', { 'x-forwarded-for': '1.2.3.4' })).toBe('10.9.0.1');
  });

  it('behind listed proxies: the last address a trusted proxy added, not what the client wrote', async () => {
    t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
    // The client wrote 1.2.3.4 itself; nginx at 127.0.0.1 appended the address it saw.
    expect(await addressSeen(t, '127.0.0.1', { 'x-forwarded-for': '1.2.3.4, 10.5.0.7' })).toBe('10.5.0.7');
    // Straight from a client that is no listed proxy, the header is ignored.
    expect(await addressSeen(t, '10.9.0.1', { 'x-forwarded-for': '1.2.3.4' })).toBe('10.9.0.1');
  });

  it('behind one proxy by count: the hop that proxy added', async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    expect(await addressSeen(t, '10.0.0.2', { 'x-forwarded-for': '1.2.3.4, 10.5.0.8' })).toBe('10.5.0.8');
  });

  it('a new X-Forwarded-For value per attempt does not escape the sign-in limit', async () => {
    t = await startTestApp({ TRUST_PROXY: '127.0.0.1', LOGIN_MAX_FAILURES: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `6.6.6.${i}, 10.5.0.9` },
        payload: { login: DEMO_LOGIN, password: 'wrong' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('ALLOWED_HOSTS and the scheme of Origin', () => {
  const get = (app: TestApp, host: string) =>
    app.app.inject({ method: 'POST', url: '/api/v1/auth/check?lang=en', headers: { host } });

  it('answers only the listening host and the loopback names by default', async () => {
    t = await startTestApp();
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:3000', 'LOCALHOST'])
      expect((await get(t, host)).statusCode, host).toBe(401);
    const foreign = await get(t, 'rebind.attacker.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ data: null, error: 'FORBIDDEN' });
    expect(foreign.json().message).toContain('rebind.attacker.example');
    // Not even the app's page is served to a foreign name.
    expect(
      (await t.app.inject({ method: 'GET', url: '/login', headers: { host: 'evil.example' } })).statusCode,
    ).toBe(403);
  });

  it('takes a list with subdomains, and the forwarded host behind a trusted proxy', async () => {
    t = await startTestApp({ ALLOWED_HOSTS: 'uni.kg, .edu.kg', TRUST_PROXY: '127.0.0.1' });
    expect((await get(t, 'uni.kg')).statusCode).toBe(401);
    expect((await get(t, 'avn.edu.kg:443')).statusCode).toBe(401);
    expect((await get(t, 'localhost')).statusCode).toBe(403);
    const forwarded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/check',
      remoteAddress: '127.0.0.1',
      headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('an https Origin is another site for an http server, unless a trusted proxy says TLS', async () => {
    t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
    const cookie = await t.signIn();
    const write = (headers: Record<string, string>) =>
      t?.app.inject({
        method: 'POST',
        url: '/api/v1/auth/check',
        remoteAddress: '127.0.0.1',
        headers: { cookie, host: 'localhost:3000', ...headers },
      });
    expect((await write({ origin: 'https://localhost:3000' }))?.statusCode).toBe(403);
    expect((await write({ origin: 'http://localhost:3000' }))?.statusCode).toBe(200);
    const overTls = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/check',
      remoteAddress: '127.0.0.1',
      headers: {
        cookie,
        host: 'localhost',
        origin: 'https://localhost',
        'x-forwarded-proto': 'https',
      },
    });
    expect(overTls.statusCode, overTls.body).toBe(200);
  });
});
