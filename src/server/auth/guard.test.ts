import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const open = new Set(['/api/v1/auth/login', '/api/v1/auth/check']);
const apiRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith('/api/v1/'));

describe('the session guard, over the whole route table', () => {
  it('every call but login and check answers 401 without a session, or with a forged one', async () => {
    const guarded = apiRoutes().filter((route) => !open.has(route.url));
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      for (const cookie of [undefined, 'sid=forged-token', 'sid=']) {
        const response = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: `${route.url}?lang=en`,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${route.method} ${route.url} with cookie ${cookie}`).toBe(401);
        expect(response.json()).toMatchObject({ data: null, error: 'UNAUTHENTICATED' });
      }
    }
  });

  it('the routes the guard leaves open are exactly login and check, and they declare it', () => {
    expect(
      apiRoutes()
        .filter((route) => !route.requiresSession)
        .map((route) => route.url)
        .sort(),
    ).toEqual([...open].sort());
  });

  it('every write (POST) from a foreign Origin or a cross-site fetch is refused, even with a session', async () => {
    const cookie = await t.signIn();
    for (const route of apiRoutes().filter((candidate) => candidate.method === 'POST')) {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${route.url}?lang=en`,
          headers: { cookie, ...headers },
          payload: {},
        });
        expect(response.statusCode, `${route.url} with ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({
          data: null,
          error: 'FORBIDDEN',
          message: 'A request from another site was refused',
          requestId: expect.any(String),
        });
      }
    }
  });
});
