import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, instantOf, isTimeZone, LicenceClock } from './clock';

// The day a licence is judged on: the server's clock in the licence's zone, or a time service's, which
// may never stand in the way (SPEC §7: it falls back to local time), and is believed only within what a
// clock drifts, an hour (decision 0055). The service here is a fake of the test's own.

// 2026-11-24 20:30 UTC: already the 25th in Bishkek (UTC+6), still the 24th in London.
const LATE_EVENING_UTC = Date.parse('2026-11-24T20:30:00Z');
// 2026-11-24 23:40 in Bishkek: twenty minutes before its midnight.
const BEFORE_MIDNIGHT = Date.parse('2026-11-24T17:40:00Z');
const unix = (instant: number) => JSON.stringify({ unixtime: instant / 1000 });
const MINUTE_MS = 60_000;
const YEAR_MS = 365 * 86_400_000;

/** Answers a broken or lying time service may give, each far from LATE_EVENING_UTC (decision 0023). */
const farAnswers: Record<string, string> = {
  '/unix-1e13': '{"unixtime": 1e13}',
  '/unix-1e20': '{"unixtime": 1e20}',
  '/unix-max-date': `{"unixtime": ${8.64e12 + 1}}`,
  '/year-275760': '{"datetime": "+275760-09-13T00:00:00Z", "unixtime": 8640000000000}',
  '/far-past': '{"unixtime": 1}',
  '/year-1900': '{"utc_datetime": "1900-01-01T00:00:00Z"}',
  '/eleven-years-on': unix(LATE_EVENING_UTC + 11 * YEAR_MS),
  '/two-days-back': unix(LATE_EVENING_UTC - 2 * 86_400_000),
  // Believed until decision 0055: a service nine years ahead locked every user out within a minute.
  '/nine-years-on': unix(LATE_EVENING_UTC + 9 * YEAR_MS),
  '/five-years-on': JSON.stringify({ datetime: '2031-11-24T20:30:00Z' }),
  '/three-hours-back': JSON.stringify({ datetime: '2026-11-24T17:30:00Z' }),
  // Still more than an hour ahead when asked again a minute later.
  '/sixty-two-minutes-on': unix(LATE_EVENING_UTC + 62 * MINUTE_MS),
  '/negative': '{"unixtime": -1700000000}',
  '/nan-strings': '{"unixtime": "NaN", "datetime": "NaN", "utc_datetime": "Infinity"}',
};
/** Within the window, around BEFORE_MIDNIGHT: a server clock 40 minutes slow, or 50 minutes fast. */
const nearAnswers: Record<string, string> = {
  '/forty-minutes-on': unix(BEFORE_MIDNIGHT + 40 * MINUTE_MS),
  '/fifty-minutes-back': unix(BEFORE_MIDNIGHT - 50 * MINUTE_MS),
};

let server: Server;
let base = '';
let asked = 0;
/** The path whose answer /switch gives. */
let switching = () => '/unix';
const hanging: Array<() => void> = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    asked++;
    if (request.url === '/never') {
      hanging.push(() => response.destroy());
      return;
    }
    const answers: Record<string, string> = {
      '/midnight': JSON.stringify({ datetime: '2027-02-28T23:59:30.123456+06:00', timezone: 'Asia/Bishkek' }),
      '/unix': unix(LATE_EVENING_UTC + 30 * MINUTE_MS),
      '/garbage': '<html>not json</html>',
      '/no-time': JSON.stringify({ datetime: 'yesterday' }),
      '/huge': JSON.stringify({ datetime: '2027-03-01T00:10:00Z', padding: 'x'.repeat(100_000) }),
      '/sixty-one-minutes-on': unix(LATE_EVENING_UTC + 61 * MINUTE_MS),
      ...farAnswers,
      ...nearAnswers,
    };
    const answer = answers[request.url === '/switch' ? switching() : (request.url ?? '')];
    response.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(answer ?? '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const end of hanging) end();
  await new Promise((resolve) => server.close(resolve));
});

describe('the day of a time zone', () => {
  it('follows the zone, not the server', () => {
    expect(dayIn('Asia/Bishkek', LATE_EVENING_UTC)).toBe('2026-11-25');
    expect(dayIn('Europe/London', LATE_EVENING_UTC)).toBe('2026-11-24');
    expect(isTimeZone('Asia/Bishkek')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const zone of ['Mars/Olympus', '', 'Asia/Bishkek; DROP']) expect(isTimeZone(zone), zone).toBe(false);
  });

  it('reads worldtimeapi-style answers and nothing else', () => {
    expect(instantOf({ datetime: '2027-03-01T00:10:00.123456+06:00' })).toBe(
      Date.parse('2027-02-28T18:10:00.123Z'),
    );
    expect(instantOf({ utc_datetime: '2027-02-28T18:10:00Z' })).toBe(Date.parse('2027-02-28T18:10:00Z'));
    expect(instantOf({ unixtime: 1_800_000_000 })).toBe(1_800_000_000_000);
    for (const answer of [
      null,
      'x',
      [],
      {},
      { datetime: 'soon' },
      { datetime: '2027-03-01' },
      { unixtime: -1 },
    ])
      expect(instantOf(answer), JSON.stringify(answer)).toBeUndefined();
  });
});

describe('the licence clock', () => {
  it("without a time service: the server's clock in the zone", async () => {
    const clock = new LicenceClock({ timeZone: 'Asia/Bishkek', now: () => LATE_EVENING_UTC });
    expect(await clock.today()).toBe('2026-11-25');
  });

  it("with one: the service's time, asked once a minute, the day moving on with the server's clock", async () => {
    // The server's clock 23:59:00 in Bishkek, the service's 23:59:30.123.
    let now = Date.parse('2027-02-28T17:59:00Z');
    const clock = new LicenceClock({ timeZone: 'Asia/Bishkek', timeUrl: `${base}/midnight`, now: () => now });
    const before = asked;
    expect(await clock.today()).toBe('2027-02-28');
    expect(clock.lastOffsetMs).toBe(30_123);
    // 45 s later on the server's clock: past the service's midnight (not yet the server's), without asking it again.
    now += 45_000;
    expect(await clock.days()).toEqual({ local: '2027-02-28', service: '2027-03-01' });
    expect(await clock.today()).toBe('2027-03-01');
    expect(asked - before).toBe(1);
    now += 60_000;
    await clock.today();
    expect(asked - before).toBe(2);
    const inUtc = new LicenceClock({ timeZone: 'UTC', timeUrl: `${base}/unix`, now: () => LATE_EVENING_UTC });
    expect(await inUtc.days()).toEqual({ local: '2026-11-24', service: '2026-11-24' });
  });

  it('falls back to local time when the service is unreachable, refuses, or answers garbage', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/time`;
    for (const timeUrl of [closed, `${base}/missing`, `${base}/garbage`, `${base}/no-time`, `${base}/huge`]) {
      const clock = new LicenceClock({ timeZone: 'Asia/Bishkek', timeUrl, now: () => LATE_EVENING_UTC });
      expect(await clock.today(), timeUrl).toBe('2026-11-25');
    }
  });

  it('falls back within its timeout when the service never answers, and does not wait again for a minute', async () => {
    const clock = new LicenceClock({ timeZone: 'Asia/Bishkek', timeUrl: `${base}/never`, timeoutMs: 300 });
    const started = performance.now();
    const [first, second] = await Promise.all([clock.today(), clock.today()]);
    const waited = performance.now() - started;
    expect(first).toBe(dayIn('Asia/Bishkek', Date.now()));
    expect(second).toBe(first);
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(1_000);
    const again = performance.now();
    expect(await clock.today()).toBe(first);
    expect(performance.now() - again).toBeLessThan(50);
    // The default wait is at most 2 s.
    const patient = new LicenceClock({ timeZone: 'UTC', timeUrl: `${base}/never` });
    const slow = performance.now();
    await patient.today();
    expect(performance.now() - slow).toBeLessThan(2_500);
  });
});

/** What the clock logged, as level and message. */
const logSink = () => {
  const lines: string[] = [];
  return {
    lines,
    log: {
      warn: (_fields: object, message: string) => void lines.push(`warn ${message}`),
      info: (_fields: object, message: string) => void lines.push(`info ${message}`),
    },
  };
};

describe('a time service far from the server', () => {
  it('formats any number as a day of four-digit year, never throwing', () => {
    for (const instant of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      1e16,
      -1e16,
      8.64e15,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
    ]) {
      for (const zone of ['Asia/Bishkek', 'Pacific/Kiritimati', 'Etc/GMT+12'])
        expect(dayIn(zone, instant), `${instant} ${zone}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Beyond the years a licence's days can name: its last day (nothing is licensed), or its first.
    expect(dayIn('UTC', 1e16)).toBe('9999-12-30');
    expect(dayIn('UTC', Number.NaN)).toBe('9999-12-30');
    expect(dayIn('UTC', -1e16)).toBe('1000-01-02');
  });

  it.each(Object.keys(farAnswers))(
    "%s: the server's clock, one warning, the answer counted as rejected",
    async (path) => {
      const { lines, log } = logSink();
      let now = LATE_EVENING_UTC;
      const clock = new LicenceClock({
        timeZone: 'Asia/Bishkek',
        timeUrl: `${base}${path}`,
        now: () => now,
        log,
      });
      expect(await clock.today()).toBe('2026-11-25');
      // Asked again a minute later, same answer: counted again, not logged again.
      now += 61_000;
      expect(await clock.today()).toBe('2026-11-25');
      expect(clock.rejected.failed + clock.rejected.outOfWindow).toBe(2);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^warn .*LICENCE_TIME_URL/);
      expect(await clock.days()).toEqual({ local: '2026-11-25', service: undefined });
      // A time given, but too far: the operator's alert says so until the service is believed again.
      expect(clock.disagrees).toBe(clock.rejected.outOfWindow > 0);
    },
  );

  it('believes an answer within an hour either way (a clock that drifts): its day, no warning', async () => {
    const expected: Record<string, string> = {
      '/forty-minutes-on': '2026-11-25',
      '/fifty-minutes-back': '2026-11-24',
    };
    for (const [path, day] of Object.entries(expected)) {
      const { lines, log } = logSink();
      const clock = new LicenceClock({
        timeZone: 'Asia/Bishkek',
        timeUrl: `${base}${path}`,
        now: () => BEFORE_MIDNIGHT,
        log,
      });
      expect(await clock.days(), path).toEqual({ local: '2026-11-24', service: day });
      expect(clock.rejected).toEqual({ failed: 0, outOfWindow: 0 });
      expect(clock.disagrees).toBe(false);
      expect(lines).toEqual([]);
    }
  });

  it('an answer 61 minutes or nine years ahead is not believed: a warning saying which clock to check', async () => {
    for (const [path, hours] of [
      ['/sixty-one-minutes-on', 1],
      ['/nine-years-on', 78_840],
    ] as const) {
      const fields: object[] = [];
      const warnings: string[] = [];
      const clock = new LicenceClock({
        timeZone: 'Asia/Bishkek',
        timeUrl: `${base}${path}`,
        now: () => LATE_EVENING_UTC,
        log: {
          warn: (given, message) => {
            fields.push(given);
            warnings.push(message);
          },
          info: () => {},
        },
      });
      expect(await clock.today(), path).toBe('2026-11-25');
      expect(clock.disagrees).toBe(true);
      expect(Math.round((clock.lastOffsetMs ?? 0) / 3_600_000)).toBe(hours);
      expect(fields).toEqual([{ aheadHours: hours }]);
      expect(warnings[0]).toContain("check the server's clock (NTP) and the service");
    }
  });

  it('says once when the service is rejected and once when its answer is taken again', async () => {
    const { lines, log } = logSink();
    let now = LATE_EVENING_UTC;
    let path = '/unix';
    const clock = new LicenceClock({
      timeZone: 'UTC',
      timeUrl: `${base}/switch`,
      now: () => now,
      log,
    });
    switching = () => path;
    try {
      expect(await clock.days()).toEqual({ local: '2026-11-24', service: '2026-11-24' });
      path = '/unix-1e13';
      for (let minute = 0; minute < 3; minute++) {
        now += 61_000;
        expect(await clock.days()).toEqual({ local: '2026-11-24', service: undefined });
        expect(clock.disagrees).toBe(true);
      }
      path = '/unix';
      now += 61_000;
      expect(await clock.days()).toEqual({ local: '2026-11-24', service: '2026-11-24' });
      expect(clock.disagrees).toBe(false);
      expect(clock.rejected).toEqual({ failed: 0, outOfWindow: 3 });
      expect(lines.map((line) => line.split(' ')[0])).toEqual(['warn', 'info']);
    } finally {
      switching = () => '/unix';
    }
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
