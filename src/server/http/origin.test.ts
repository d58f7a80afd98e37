import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../core/messages';
import { startTestApp, type TestApp } from '../testing/test-app';

// GET auth/logout (SPEC keeps it GET) ends a session, so a link or a redirect on another site
// could sign the user out. A state change is accepted only when the browser says the request comes from
// this origin (Sec-Fetch-Site), or from the user's own navigation; old browsers and curl send no header.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const alive = async (cookie: string) => (await t.call('POST', 'auth/check', { cookie })).statusCode === 200;
const logout = (cookie: string, headers: Record<string, string>, lang = 'en') =>
  t.call('GET', 'auth/logout', { cookie, lang, headers });

describe('GET auth/logout from another site', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ 'sec-fetch-site': 'same-origin, cross-site' }],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }],
  ])('%o: 403 FORBIDDEN, the session untouched', async (headers) => {
    const cookie = await t.signIn();
    for (const lang of ['ru', 'kg', 'en'] as const) {
      const refused = await logout(cookie, headers, lang);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        data: null,
        error: 'FORBIDDEN',
        message: messages.foreignOrigin[lang],
      });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    expect(await alive(cookie)).toBe(true);
  });

  it.each([
    ['this origin', { 'sec-fetch-site': 'same-origin' }],
    ['the user typing the address or a bookmark', { 'sec-fetch-site': 'none' }],
    ['a client without Fetch Metadata (an old browser, curl)', {}],
  ])('%s: the session ends', async (_from, headers) => {
    const cookie = await t.signIn();
    const response = await logout(cookie, headers);
    expect([response.statusCode, response.json().error]).toEqual([200, null]);
    expect(await alive(cookie)).toBe(false);
  });

  it('a read from another site is not a state change: answered as before', async () => {
    const cookie = await t.signIn();
    const read = await t.call('GET', 'ministerstvo/allDirection', {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});
