import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../testing/api-calls';
import { installTestLicence } from '../testing/licence';
import { startTestApp } from '../testing/test-app';
import { DEFAULT_TIME_ZONE, dayIn } from './clock';

// Decision 0023: a time service answering {"unixtime": 1e13} made every guarded call answer 500, the licence
// calls included, while /ready said ready. Whatever it answers, the licence is judged on the server's
// clock then, the calls answer, and /metrics counts the rejected answer.

const YEAR_MS = 365 * 86_400_000;

const answers: Record<string, { body: string; reason: 'out_of_window' | 'failed' }> = {
  '/unix-1e13': { body: '{"unixtime": 1e13}', reason: 'out_of_window' },
  '/unix-1e20': { body: '{"unixtime": 1e20}', reason: 'out_of_window' },
  '/negative': { body: '{"unixtime": -1700000000}', reason: 'failed' },
  '/nan-strings': {
    body: '{"unixtime": "NaN", "datetime": "NaN", "utc_datetime": "1e400"}',
    reason: 'failed',
  },
  '/year-275760': { body: '{"unixtime": 8640000000001}', reason: 'out_of_window' },
  '/far-past': { body: '{"datetime": "1970-01-02T00:00:00Z"}', reason: 'out_of_window' },
};

let service: Server;
let base = '';
beforeAll(async () => {
  service = createServer((request, response) => {
    // Decision 0055: a service nine years ahead locked every user out within a minute.
    if (request.url === '/nine-years-on') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ unixtime: (Date.now() + 9 * YEAR_MS) / 1000 }));
      return;
    }
    const answer = answers[request.url ?? ''];
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    response.end(answer?.body ?? '{}');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => service.close(resolve)));

/** The value of a series in Prometheus text (the line starting with `series` and a space). */
const figure = (metrics: string, series: string) =>
  Number(
    metrics
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1],
  );
const rejected = (metrics: string, reason: string) =>
  figure(metrics, `licence_time_service_rejected_total{reason="${reason}"}`);

describe('a time service answering garbage far from the server', () => {
  it.each(Object.entries(answers))(
    "%s: the licence calls and a data call answer on the server's clock; the rejection is counted",
    async (path, { reason }) => {
      const t = await startTestApp({ LICENCE_TIME_URL: `${base}${path}` });
      try {
        const admin = apiCalls(t, await t.signIn());
        const day = await admin.post('license/getTSessionWebd');
        expect([day.status, day.data?.today, day.data?.verdict]).toEqual([
          200,
          dayIn(DEFAULT_TIME_ZONE, Date.now()),
          'valid',
        ]);
        const session = await admin.post('license/getTSessionWeb');
        expect([session.status, session.data?.verdict]).toEqual([200, 'valid']);
        expect((await admin.call('GET', 'ministerstvo/allDirection')).status).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
        const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
        expect(rejected(metrics, reason)).toBeGreaterThanOrEqual(1);
      } finally {
        await t.close();
      }
    },
  );
});

describe('a time service nine years ahead (decision 0055)', () => {
  it("locks nobody out: a licence in force for another year stays in force on the server's clock, and the disagreement is an alert", async () => {
    const t = await startTestApp({ LICENCE_TIME_URL: `${base}/nine-years-on` });
    try {
      const today = dayIn(DEFAULT_TIME_ZONE, Date.now());
      const inAYear = dayIn(DEFAULT_TIME_ZONE, Date.now() + YEAR_MS);
      await installTestLicence(t.database, {
        validFrom: '2020-01-01',
        validUntil: inAYear,
        noticeFrom: inAYear,
      });
      const admin = apiCalls(t, await t.signIn());
      for (const lang of ['ru', 'kg', 'en'] as const) {
        const read = await admin.call('GET', 'ministerstvo/allDirection', undefined, lang);
        expect([read.status, read.error]).toEqual([200, null]);
      }
      const day = await admin.post('license/getTSessionWebd');
      expect([day.status, day.data?.today, day.data?.verdict, day.data?.validUntil]).toEqual([
        200,
        today,
        'valid',
        inAYear,
      ]);
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(figure(metrics, 'licence_time_service_disagrees')).toBe(1);
      expect(figure(metrics, 'licence_time_service_offset_seconds') / (YEAR_MS / 1000)).toBeCloseTo(9, 2);
      expect(rejected(metrics, 'out_of_window')).toBeGreaterThanOrEqual(1);
      expect(figure(metrics, 'licence_verdict{verdict="valid"}')).toBe(1);
    } finally {
      await t.close();
    }
  });
});
