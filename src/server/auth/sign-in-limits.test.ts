import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../db/seed';
import { startTestApp, type TestApp } from '../testing/test-app';

/** A built web app of two files, so that a static asset (read on Node's thread pool) can be timed. */
function webDir() {
  const root = mkdtempSync(join(tmpdir(), 'aa-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'x'.repeat(200_000));
  return root;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    LOGIN_MAX_FAILURES: '5',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '30',
    LOGIN_MAX_FAILURES_PER_LOGIN: '30',
    WEB_DIR: webDir(),
  });
});
afterAll(() => t.close());

const attempt = (login: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login?lang=en',
    remoteAddress,
    payload: { login, password },
  });

const statuses = (responses: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe('sign-in limits (decision 0010)', () => {
  it('50 sign-ins for one account from one address at once: at most 5 passwords are checked', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt(DEMO_LOGIN, i === 49 ? DEMO_PASSWORD : `wrong-${i}`, '10.1.0.1'),
      ),
    );
    const counts = statuses(responses);
    // Every answer but 429 is a password check; the refusals are all of the rest.
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(45);
    expect(Object.keys(counts).sort()).toEqual(expect.arrayContaining(['429']));
    // The window is closed for this login and address, also to the right password.
    expect((await attempt(DEMO_LOGIN, DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
  });

  it('one address across many logins is stopped, the right password included', async () => {
    const address = '10.2.0.1';
    for (let login = 0; login < 40; login++) {
      const answers = await Promise.all(
        [0, 1, 2, 3, 4].map((i) => attempt(`user${login}`, `p${i}`, address)),
      );
      if (login >= 6) expect(statuses(answers)).toEqual({ 429: 5 });
    }
    const blocked = await attempt(DEMO_LOGIN, DEMO_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ data: null, error: 'RATE_LIMITED' });
    // Another address is not punished for this one's failures.
    expect((await attempt(DEMO_LOGIN, DEMO_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('one login across many addresses is stopped, also from a new address', async () => {
    for (let i = 0; i < 30; i++)
      expect((await attempt('victim', 'guess', `10.3.0.${i}`)).statusCode).toBe(401);
    expect((await attempt('victim', 'guess', '10.3.1.1')).statusCode).toBe(429);
    expect((await attempt('VICTIM', 'guess', '10.3.1.2')).statusCode).toBe(429);
  });

  it('a flood of sign-ins gets 429s while a static file for another client stays fast', async () => {
    const asset = async () => {
      const started = performance.now();
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        remoteAddress: '10.4.9.9',
      });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    const baseline = Math.max(...(await Promise.all([asset(), asset(), asset()])));
    const flood = Promise.all(Array.from({ length: 200 }, (_, i) => attempt(`nobody-${i}`, 'x', '10.4.0.1')));
    await new Promise((resume) => setTimeout(resume, 20));
    const during = await Promise.all([asset(), asset(), asset()]);
    const counts = statuses(await flood);
    // At most 30 passwords checked (401). A 503 checked none (no hashing slot) and gave its reservation
    // back, so on a loaded machine a few more requests may reach the check; those are refused too.
    expect(counts[401] ?? 0).toBeLessThanOrEqual(30);
    expect((counts[401] ?? 0) + (counts[429] ?? 0) + (counts[503] ?? 0)).toBe(200);
    // Unbounded, the hashes filled the thread pool and the file took seconds.
    for (const ms of during) expect(ms).toBeLessThan(Math.max(20 * baseline, 300));
  });
});
