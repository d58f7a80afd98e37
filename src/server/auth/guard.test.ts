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

  it('every state change (each POST, GET auth/logout) from a foreign Origin or another site is refused, even with a session', async () => {
    const cookie = await t.signIn();
    const changes = apiRoutes().filter((candidate) => candidate.changesState);
    expect(changes.filter((route) => route.method === 'GET').map((route) => route.url)).toEqual([
      '/api/v1/auth/logout',
    ]);
    for (const route of changes) {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ]) {
        const response = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: `${route.url}?lang=en`,
          headers: { cookie, ...headers },
          ...(route.method === 'POST' ? { payload: {} } : {}),
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
