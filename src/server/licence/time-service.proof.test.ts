import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../testing/api-calls';
import { startTestApp } from '../testing/test-app';
import { DEFAULT_TIME_ZONE, dayIn } from './clock';

// Issue 25: a time service answering {"unixtime": 1e13} made every guarded call answer 500, the licence
// calls included, while /ready said ready. Whatever it answers, the licence is judged on the server's
// clock then, the calls answer, and /metrics counts the rejected answer.

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
    const answer = answers[request.url ?? ''];
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    response.end(answer?.body ?? '{}');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => service.close(resolve)));

const rejected = (metrics: string, reason: string) =>
  Number(
    metrics
      .split('\n')
      .find((line) => line.startsWith(`licence_time_service_rejected_total{reason="${reason}"} `))
      ?.split(' ')[1],
  );

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
