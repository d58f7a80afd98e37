import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';
import { checkingIntervalMs, connectionOptions, liftDeadlineWhileAnswering } from './http/connection-limits';
import { startTestApp, type TestApp } from './testing/test-app';

// A POST that sends its headers, Content-Length: 1000 and one byte, then nothing, held its
// connection forever; about 20,000 of them exhausted the process's open files. The real app, listening
// on a real port, with short limits so that the test takes seconds.
const HEADERS_S = 1;
const REQUEST_S = 4;
const BODY_S = 3;
const KEEP_ALIVE_S = 2;
const limits = {
  HEADERS_TIMEOUT_SECONDS: String(HEADERS_S),
  REQUEST_TIMEOUT_SECONDS: String(REQUEST_S),
  BODY_TIMEOUT_SECONDS: String(BODY_S),
  KEEP_ALIVE_TIMEOUT_SECONDS: String(KEEP_ALIVE_S),
};
/** Beyond a deadline: Node checks the headers and request deadlines every 250 ms here; timers and a busy loop. */
const SLACK_MS = 1_500;
const SILENT_BODIES = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

const openConnections = (t: TestApp) =>
  new Promise<number>((resolve, reject) =>
    t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

async function until(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

/** A normal call on a new connection (no keep-alive): POST auth/check with a session; status and ms. */
function timedCall(t: TestApp, port: number, cookie: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${t.config.apiPrefix}/v1/auth/check`,
        agent: false,
        headers: { cookie },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** A raw client connection: what it received, and when the server closed it. */
interface Raw {
  socket: Socket;
  received: string;
  closedAt: number | undefined;
  closed: Promise<void>;
}

function rawConnection(port: number): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', noDelay: true });
    const raw: Raw = { socket, received: '', closedAt: undefined, closed: Promise.resolve() };
    raw.closed = new Promise((done) =>
      socket.on('close', () => {
        raw.closedAt = performance.now();
        done();
      }),
    );
    socket.on('data', (chunk) => {
      raw.received += chunk.toString('latin1');
    });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.removeListener('error', reject);
      socket.on('error', () => {}); // a reset by the server is what some of these tests wait for
      resolve(raw);
    });
  });
}

/** Writes and resolves once the bytes are handed to the kernel: the moment the client falls silent. */
const send = (raw: Raw, text: string) =>
  new Promise<number>((resolve, reject) =>
    raw.socket.write(text, (error) => (error ? reject(error) : resolve(performance.now()))),
  );

/**
 * Writes `next()` into a connection every 300 ms until the server cuts it: at `seconds` after `started`
 * (within the slack), answering 408.
 */
async function expectCutWith408(raw: Raw, started: number, seconds: number, next: () => string) {
  const trickle = setInterval(() => raw.socket.writable && raw.socket.write(next()), 300);
  await Promise.race([raw.closed, sleep(seconds * 1000 + SLACK_MS)]);
  clearInterval(trickle);
  expect(raw.closedAt).toBeDefined();
  const after = (raw.closedAt as number) - started;
  expect(after).toBeGreaterThanOrEqual(seconds * 1000 - 50);
  expect(after).toBeLessThanOrEqual(seconds * 1000 + SLACK_MS);
  expect(raw.received).toMatch(/^HTTP\/1\.1 408 /);
  raw.socket.destroy();
}

const loginHead = (t: TestApp, port: number, contentLength: number) =>
  `POST ${t.config.apiPrefix}/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;

describe('client connections: timeouts', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(limits);
    cookie = await t.signIn();
    port = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${SILENT_BODIES} silent request bodies are closed at the body timeout; other calls answer as fast as before`, async () => {
    for (let i = 0; i < 5; i++) expect((await timedCall(t, port, cookie)).status).toBe(200);
    const baseline: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { status, ms } = await timedCall(t, port, cookie);
      expect(status).toBe(200);
      baseline.push(ms);
    }

    // Headers, Content-Length: 1000 and one byte of the body; then nothing.
    const held = await Promise.all(
      Array.from({ length: SILENT_BODIES }, async () => {
        const raw = await rawConnection(port);
        const silentFrom = await send(raw, `${loginHead(t, port, 1000)}{`);
        return { raw, silentFrom };
      }),
    );
    expect(await until(async () => (await openConnections(t)) >= SILENT_BODIES, 5_000)).toBe(true);
    // Accepted is not yet read: let the server take in the 500 requests (routing, hooks) before timing.
    await sleep(250);

    const duringFlood: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { status, ms } = await timedCall(t, port, cookie);
      expect(status).toBe(200);
      duringFlood.push(ms);
    }
    // The calls were answered while every silent body was still held.
    expect(held.filter(({ raw }) => raw.closedAt !== undefined)).toHaveLength(0);

    const deadline = BODY_S * 1000 + SLACK_MS;
    const lastSilence = Math.max(...held.map(({ silentFrom }) => silentFrom));
    await Promise.race([
      Promise.all(held.map(({ raw }) => raw.closed)),
      sleep(lastSilence + deadline - performance.now()),
    ]);
    const stillOpen = held.filter(({ raw }) => raw.closedAt === undefined).length;
    const closedAfter = held
      .filter(({ raw }) => raw.closedAt !== undefined)
      .map(({ raw, silentFrom }) => (raw.closedAt as number) - silentFrom);

    const bound = Math.max(10 * median(baseline), 200);
    console.log(
      `silent bodies: ${SILENT_BODIES}; auth/check on a new connection, baseline median ` +
        `${round(median(baseline))} ms (max ${round(Math.max(...baseline))}), during the flood median ` +
        `${round(median(duringFlood))} ms (max ${round(Math.max(...duringFlood))}), bound ${round(bound)} ms; ` +
        `closed ${closedAfter.length} after ${round(Math.min(...closedAfter))}–${round(Math.max(...closedAfter))} ms ` +
        `of silence (BODY_TIMEOUT_SECONDS=${BODY_S}); still open: ${stillOpen}`,
    );
    for (const ms of duringFlood) expect(ms).toBeLessThanOrEqual(bound);
    expect(median(duringFlood)).toBeLessThanOrEqual(Math.max(3 * median(baseline), 20));
    expect(stillOpen).toBe(0);
    for (const ms of closedAfter) {
      expect(ms).toBeGreaterThanOrEqual(BODY_S * 1000 - 50);
      expect(ms).toBeLessThanOrEqual(deadline);
    }
    for (const { raw } of held) raw.socket.destroy();

    // Nothing left behind; the app goes on answering.
    expect(await until(async () => (await openConnections(t)) === 0, 2_000)).toBe(true);
    expect((await timedCall(t, port, cookie)).status).toBe(200);
  }, 60_000);

  it('a body that trickles in, one byte every 300 ms, is cut at the request timeout with 408', async () => {
    const raw = await rawConnection(port);
    const started = await send(raw, `${loginHead(t, port, 1000)}{`);
    await expectCutWith408(raw, started, REQUEST_S, () => ' ');
  }, 20_000);

  it('headers that never end, one line every 300 ms, are cut at the headers timeout with 408', async () => {
    const raw = await rawConnection(port);
    const started = await send(
      raw,
      `GET ${t.config.apiPrefix}/v1/auth/check HTTP/1.1\r\nHost: 127.0.0.1\r\n`,
    );
    let line = 0;
    await expectCutWith408(raw, started, HEADERS_S, () => `X-Slow-${line++}: 1\r\n`);
  }, 20_000);

  it('an idle keep-alive connection outlives the headers timeout, serves its next request, and is closed at the keep-alive timeout', async () => {
    const raw = await rawConnection(port);
    const check = `POST ${t.config.apiPrefix}/v1/auth/check HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Length: 0\r\n\r\n`;
    await send(raw, check);
    expect(await until(async () => raw.received.includes('"error":null'), 2_000)).toBe(true);
    expect(raw.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw.received.toLowerCase()).toContain(`keep-alive: timeout=${KEEP_ALIVE_S}`);

    await sleep(HEADERS_S * 1000 + 500); // idle longer than the headers timeout, shorter than keep-alive
    raw.received = '';
    const idleFrom = await send(raw, check);
    expect(await until(async () => raw.received.includes('"error":null'), 2_000)).toBe(true);
    expect(raw.received).toMatch(/^HTTP\/1\.1 200 /);

    // Node closes an idle connection 1 s after the keep-alive timeout it announces.
    await Promise.race([raw.closed, sleep(KEEP_ALIVE_S * 1000 + 1000 + SLACK_MS)]);
    expect(raw.closedAt).toBeDefined();
    expect((raw.closedAt as number) - idleFrom).toBeGreaterThanOrEqual(KEEP_ALIVE_S * 1000 - 50);
    raw.socket.destroy();
  }, 20_000);
});

describe('client connections: MAX_CONNECTIONS', () => {
  const MAX = 20;
  let t: TestApp;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp({ MAX_CONNECTIONS: String(MAX) });
    cookie = await t.signIn();
    port = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('closes connections beyond the cap at once and serves again when some close', async () => {
    expect((await timedCall(t, port, cookie)).status).toBe(200);
    expect(await until(async () => (await openConnections(t)) === 0, 2_000)).toBe(true);

    const idle = await Promise.all(Array.from({ length: MAX }, () => rawConnection(port)));
    expect(await until(async () => (await openConnections(t)) === MAX, 2_000)).toBe(true);

    // The next connection is accepted by the kernel, then closed by the server without a byte.
    const refused = await rawConnection(port);
    await send(refused, `POST ${t.config.apiPrefix}/v1/auth/check HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`).catch(
      () => 0,
    );
    await Promise.race([refused.closed, sleep(2_000)]);
    expect(refused.closedAt).toBeDefined();
    expect(refused.received).toBe('');
    await expect(timedCall(t, port, cookie)).rejects.toThrow();

    // The held ones are still served.
    await send(
      idle[0] as Raw,
      `POST ${t.config.apiPrefix}/v1/auth/check HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Length: 0\r\n\r\n`,
    );
    expect(await until(async () => (idle[0] as Raw).received.includes('"error":null'), 2_000)).toBe(true);

    for (const raw of idle) raw.socket.destroy();
    expect(await until(async () => (await openConnections(t)) === 0, 2_000)).toBe(true);
    for (let i = 0; i < 3; i++) expect((await timedCall(t, port, cookie)).status).toBe(200);
  }, 30_000);
});

describe('an answer the server takes long to make', () => {
  it('is sent, however long past the body timeout the server works on it', async () => {
    const connections = { ...readConfig(limits).connections };
    const app = Fastify(connectionOptions(connections));
    liftDeadlineWhileAnswering(app, connections);
    // Twice the body timeout of silence while the server works (a large import's apply on a busy machine).
    app.post('/slow', async () => {
      await sleep(BODY_S * 2 * 1000);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/slow`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await app.close();
  }, 30_000);
});

describe('client connections: settings', () => {
  it('the defaults are nginx-like and valid together (Node refuses a headers timeout above the request timeout)', async () => {
    const { connections } = readConfig({});
    expect(connections).toEqual({
      headersTimeoutSeconds: 20,
      requestTimeoutSeconds: 60,
      bodyTimeoutSeconds: 30,
      keepAliveTimeoutSeconds: 65,
      maxConnections: 1000,
    });
    const app = Fastify(connectionOptions(connections));
    expect(app.server).toMatchObject({
      headersTimeout: 20_000,
      requestTimeout: 60_000,
      timeout: 30_000,
      keepAliveTimeout: 65_000,
      connectionsCheckingInterval: 1000,
    });
    await app.close();
    expect(checkingIntervalMs({ ...connections, headersTimeoutSeconds: 1 })).toBe(250);
  });

  it.each([
    [
      { HEADERS_TIMEOUT_SECONDS: '61' },
      'HEADERS_TIMEOUT_SECONDS (61) must not exceed REQUEST_TIMEOUT_SECONDS (60)',
    ],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, 'REQUEST_TIMEOUT_SECONDS="0": must be at least 1'],
    [{ BODY_TIMEOUT_SECONDS: 'never' }, 'BODY_TIMEOUT_SECONDS="never": must be a whole number'],
    [{ KEEP_ALIVE_TIMEOUT_SECONDS: '-1' }, 'KEEP_ALIVE_TIMEOUT_SECONDS="-1"'],
    [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS="0": must be at least 1'],
  ])('refuses %o with a message naming it', (environment, message) => {
    expect(() => readConfig(environment)).toThrow(ConfigError);
    expect(() => readConfig(environment)).toThrow(message);
  });
});
