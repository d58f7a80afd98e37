import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_LOGIN } from '../db/seed';
import { startTestApp, type TestApp } from '../testing/test-app';
import { hashPassword } from './passwords';
import { updatePassword } from './queries';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_IDLE_MINUTES: '1', SESSION_MAX_HOURS: '12' });
});
afterAll(() => t.close());

const check = async (cookie: string) => (await t.call('POST', 'auth/check', { cookie })).statusCode;

/**
 * Moves the clock of every session back: as if `seconds` had passed. Moving last use back is announced
 * (every process drops its sessions held in memory); moving the sign-in back alone is not.
 */
async function timePasses(seconds: number, what: 'both' | 'sign-in' | 'sign-in, unannounced' = 'both') {
  const lastSeen = what === 'both' ? seconds : what === 'sign-in' ? 1 : 0;
  await t.database.query(
    `UPDATE user_session SET last_seen_at = last_seen_at - make_interval(secs => $1),
                             created_at = created_at - make_interval(secs => $2)`,
    [lastSeen, seconds],
  );
  await t.database.changes.sync();
}

describe('session lifetime', () => {
  it('a session used every 20 s never reaches a 1-minute idle timeout', async () => {
    const cookie = await t.signIn();
    for (let minute = 0; minute < 9; minute++) {
      await timePasses(20);
      expect(await check(cookie), `after ${(minute + 1) * 20} s`).toBe(200);
    }
    // Left alone for longer than the timeout, it ends.
    await timePasses(61);
    expect(await check(cookie)).toBe(401);
  });

  it('a session ends SESSION_MAX_HOURS after sign-in however busy, also where it is held in memory', async () => {
    const cookie = await t.signIn();
    expect(await check(cookie)).toBe(200);
    // Two seconds short of twelve hours: still valid, and held in memory for no longer than that. The
    // memory's clock (performance.now) is faked, so that no test waits for real seconds.
    await timePasses(12 * 3600 - 2, 'sign-in');
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      expect(await check(cookie)).toBe(200);
      // The database's clock passes the twelve hours, unannounced: the session is still held in memory.
      await timePasses(3, 'sign-in, unannounced');
      vi.advanceTimersByTime(1_500);
      expect(await check(cookie), 'held in memory, 0.5 s short of its end').toBe(200);
      vi.advanceTimersByTime(1_000);
      expect(await check(cookie), 'no longer held after the twelve hours').toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('"sign out everywhere" ends every session of the user and clears this cookie', async () => {
    const laptop = await t.signIn();
    const phone = await t.signIn();
    expect(await check(laptop)).toBe(200);
    expect(await check(phone)).toBe(200);
    const response = await t.call('POST', 'auth/logout-everywhere', { cookie: phone, lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: null,
      error: null,
      message: 'You are signed out on every device',
    });
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
    expect(await check(laptop)).toBe(401);
    expect(await check(phone)).toBe(401);
    const [row] = await t.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM user_session',
    );
    expect(row?.count).toBe(0);
  });

  it('a new password ends every session of the user', async () => {
    const cookie = await t.signIn();
    expect(await check(cookie)).toBe(200);
    expect(await updatePassword(t.database, DEMO_LOGIN, await hashPassword('admin'))).toBe(true);
    // Written outside a call (as user:add does): the change arrives by notification.
    await t.database.changes.sync();
    expect(await check(cookie)).toBe(401);
  });
});
