import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../db/connection';
import type { SQL } from '../db/sql';
import { startTestApp, type TestApp } from '../testing/test-app';
import { readiness } from './readiness';

let t: TestApp;
let guarded: TestApp;
const TOKEN = 'metrics-token-0123456789';
beforeAll(async () => {
  [t, guarded] = await Promise.all([startTestApp(), startTestApp({ METRICS_TOKEN: TOKEN })]);
});
afterAll(() => Promise.all([t.close(), guarded.close()]));

/** Where a request comes from: its headers and the address of its connection. */
interface From {
  headers?: Record<string, string>;
  remoteAddress?: string;
}
const get = (app: TestApp, url: string, options: From = {}) =>
  app.app.inject({ method: 'GET', url, ...options });

describe('health and readiness', () => {
  it('answer without a session, to any Host name, and say no more than up or ready', async () => {
    for (const headers of [{}, { host: '10.0.0.7:3000' }] as Array<Record<string, string>>) {
      const health = await get(t, '/api/health', { headers });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ data: { status: 'up' }, error: null, message: null });
      const ready = await get(t, '/api/ready', { headers });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ data: { status: 'ready' }, error: null, message: null });
    }
    // Any other address still refuses a foreign Host (DNS rebinding).
    expect((await get(t, '/api/v1/auth/check', { headers: { host: '10.0.0.7:3000' } })).statusCode).toBe(403);
  });

  it('is not ready while a migration this code knows is missing, or the database does not answer', async () => {
    expect(await readiness(t.database, ['0001_foundation'])()).toBe(true);
    expect(await readiness(t.database, ['0001_foundation', '9999_not_yet_applied'])()).toBe(false);
    const broken = {
      ...t.database,
      orm: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Orm,
    };
    expect(await readiness(broken, ['0001_foundation'])()).toBe(false);
  });

  it('answers probes arriving together with one query, and keeps the answer for a second', async () => {
    let queries = 0;
    const counted = {
      ...t.database,
      orm: {
        execute: (statement: SQL) => {
          queries++;
          return t.database.orm.execute(statement);
        },
      } as unknown as Orm,
    };
    const probe = readiness(counted, ['0001_foundation']);
    expect(await Promise.all(Array.from({ length: 50 }, probe))).toEqual(Array(50).fill(true));
    expect(await probe()).toBe(true);
    expect(queries).toBe(1);
  });
});

describe('request ids', () => {
  it('every failure envelope carries the id the X-Request-Id header gives; a proxy’s well-formed id is kept', async () => {
    const refused = await t.call('POST', 'auth/check', { lang: 'en' });
    expect(refused.statusCode).toBe(401);
    const id = refused.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}\.[0-9a-z]+$/);
    expect(refused.json()).toMatchObject({ error: 'UNAUTHENTICATED', requestId: id });
    const next = await t.call('POST', 'auth/check');
    expect(next.json().requestId).not.toBe(id);

    const given = 'a2f0c1d9e8b7a6f5a4b3c2d1e0f9a8b7';
    const proxied = await t.call('POST', 'auth/check', { headers: { 'x-request-id': given } });
    expect(proxied.json().requestId).toBe(given);
    expect(proxied.headers['x-request-id']).toBe(given);
    // Anything else a client writes there is not let into the logs.
    const forged = await t.call('POST', 'auth/check', { headers: { 'x-request-id': 'x\n{"level":60}' } });
    expect(forged.json().requestId).not.toContain('level');

    const ok = await get(t, '/api/health');
    expect(ok.headers['x-request-id']).toBeTruthy();
  });
});

const sample = (text: string, name: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('/metrics', () => {
  it('counts requests per route and status, failures per code, sessions, the licence verdict, in Prometheus text', async () => {
    const cookie = await t.signIn();
    await t.call('GET', 'ministerstvo/allDirection', { cookie });
    await t.call('GET', 'ministerstvo/allDirection', { cookie });
    await t.call('POST', 'ministerstvo/ins-upd-direction', { cookie, body: { idDirection: 'x' } });
    const scraped = await get(t, '/metrics');
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scraped.body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/ministerstvo/allDirection",status="200"}',
      ),
    ).toBe(2);
    expect(sample(text, 'app_failures_total{code="VALIDATION"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'app_failures_total{code="INTERNAL"}')).toBe(0);
    expect(sample(text, 'sessions_active')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sessions_held')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_up')).toBe(1);
    expect(sample(text, 'licence_verdict{verdict="valid"}')).toBe(1);
    expect(sample(text, 'licence_verdict{verdict="expired"}')).toBe(0);
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_delay_seconds{quantile="0.99"}');
    if (t.database.kind === 'postgres') {
      const max = sample(text, 'db_pool_connections{state="max"}') ?? 0;
      const open = sample(text, 'db_pool_connections{state="open"}') ?? 0;
      expect(open).toBeGreaterThanOrEqual(1);
      expect(max).toBeGreaterThanOrEqual(open);
      expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    }
    // No address of the SPA's pages, whatever a client asks for: unknown paths share one label.
    await get(t, '/no/such/page-123');
    expect((await get(t, '/metrics')).body).not.toContain('page-123');
  });

  it('without METRICS_TOKEN, answers only a client on this machine that came straight, not through a proxy', async () => {
    expect((await get(t, '/metrics', { remoteAddress: '::1' })).statusCode).toBe(200);
    const refusals: From[] = [
      { remoteAddress: '10.0.0.5' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
    ];
    for (const refused of refusals) {
      const answer = await get(t, '/metrics', refused);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('http_request');
    }
  });

  it('with METRICS_TOKEN, answers whoever sends the token, and nobody else', async () => {
    const remote = { remoteAddress: '10.0.0.5' };
    expect((await get(guarded, '/metrics', remote)).statusCode).toBe(404);
    expect((await get(guarded, '/metrics')).statusCode).toBe(404);
    const wrong = { ...remote, headers: { authorization: `Bearer ${TOKEN}x` } };
    expect((await get(guarded, '/metrics', wrong)).statusCode).toBe(404);
    // A scraper names the copy by its address, which is not among ALLOWED_HOSTS.
    const right = { ...remote, headers: { authorization: `Bearer ${TOKEN}`, host: '10.0.0.11:3000' } };
    const answer = await get(guarded, '/metrics', right);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('http_request_duration_seconds');
    // Without a token, the Host check stands (a page could reach a loopback client by DNS rebinding).
    expect((await get(t, '/metrics', { headers: { host: 'evil.example' } })).statusCode).toBe(403);
  });
});
