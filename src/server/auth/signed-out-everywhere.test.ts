import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../contract/limits';
import { translate } from '../core/messages';
import { expectFailure } from '../testing/api-calls';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LICENCE_TIME_ZONE: 'Asia/Bishkek' });
});
afterAll(() => t.close());

const endedRows = async () =>
  (await t.database.query<{ count: number }>('SELECT count(*)::int AS count FROM ended_session'))[0]?.count;

/** The moment a row of ended_session names, as the message says it (Bishkek is UTC+6 all year). */
async function endedMoment(): Promise<{ date: string; time: string }> {
  const [row] = await t.database.query<{ date: string; time: string }>(
    `SELECT to_char(max(ended_at) AT TIME ZONE 'Asia/Bishkek', 'DD.MM.YYYY') AS date,
            to_char(max(ended_at) AT TIME ZONE 'Asia/Bishkek', 'HH24:MI') AS time FROM ended_session`,
  );
  return row as { date: string; time: string };
}

describe('"sign out on all devices" tells the other devices why (decision 0036)', () => {
  it("another device's next call answers 401 SIGNED_OUT with when, in every language; the asking device is not told", async () => {
    const laptop = await t.signIn();
    const phone = await t.signIn();
    expect((await t.call('POST', 'auth/logout-everywhere', { cookie: phone, lang: 'en' })).statusCode).toBe(
      200,
    );
    expect(await endedRows()).toBe(1);
    const moment = await endedMoment();
    for (const lang of languages) {
      const refused = await t.call('GET', 'ministerstvo/allDirection', { cookie: laptop, lang });
      expectFailure(refused, 401, 'SIGNED_OUT', translate('signedOutEverywhere', lang, moment));
    }
    expect(translate('signedOutEverywhere', 'en', moment)).toMatch(/on \d\d\.\d\d\.\d{4} at \d\d:\d\d/);
    // The device that asked holds no session worth telling about: its cookie went with the answer.
    const own = await t.call('GET', 'ministerstvo/allDirection', { cookie: phone, lang: 'en' });
    expect(own.json().error).toBe('UNAUTHENTICATED');
  });

  it('the page opened afresh is told too (auth/check), once: the cookie goes with the answer', async () => {
    const laptop = await t.signIn();
    const phone = await t.signIn();
    await t.call('POST', 'auth/logout-everywhere', { cookie: phone });
    const check = await t.call('POST', 'auth/check', { cookie: laptop, lang: 'ru' });
    expect(check.statusCode).toBe(401);
    expect(check.json().error).toBe('SIGNED_OUT');
    expect(check.json().message).toMatch(
      /^Вы вышли из системы на всех устройствах \d\d\.\d\d\.\d{4} в \d\d:\d\d/,
    );
    expect(check.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
  });

  it('an expired or unknown session is still only "not signed in or expired"', async () => {
    const cookie = await t.signIn();
    // Past its absolute lifetime though used a moment ago (sign-in prunes only idle sessions: it stays).
    await t.database.query("UPDATE user_session SET created_at = now() - interval '30 days'");
    await t.database.changes.sync();
    for (const stale of [cookie, 'sid=no-such-token']) {
      const refused = await t.call('GET', 'ministerstvo/allDirection', { cookie: stale, lang: 'en' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe('UNAUTHENTICATED');
    }
    // An expired session is not remembered as signed out everywhere when that is chosen later.
    const other = await t.signIn();
    const before = await endedRows();
    await t.call('POST', 'auth/logout-everywhere', { cookie: other });
    expect(await endedRows()).toBe(before);
    const told = await t.call('GET', 'ministerstvo/allDirection', { cookie, lang: 'en' });
    expect(told.json().error).toBe('UNAUTHENTICATED');
  });

  it('signing in again on the told device works as ever, and old records are forgotten', async () => {
    const laptop = await t.signIn();
    const phone = await t.signIn();
    await t.call('POST', 'auth/logout-everywhere', { cookie: phone });
    const again = await t.signIn();
    expect((await t.call('POST', 'auth/check', { cookie: again })).statusCode).toBe(200);
    expect((await t.call('POST', 'auth/check', { cookie: laptop })).json().error).toBe('SIGNED_OUT');
    // A record older than a session can live is dropped at the next sign-out everywhere.
    await t.database.query("UPDATE ended_session SET ended_at = now() - interval '30 days'");
    await t.call('POST', 'auth/logout-everywhere', { cookie: again });
    expect(await endedRows()).toBe(0);
    expect((await t.call('POST', 'auth/check', { cookie: laptop })).json().error).toBe('UNAUTHENTICATED');
  });
});
