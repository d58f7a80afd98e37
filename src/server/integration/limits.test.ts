import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openServer } from '../db/connection';
import { startTestApp, type TestApp } from '../testing/test-app';
import { callCounter } from './limits';

// The integration clients' limits (decision 0076) on the demo university, both databases (TEST_DATABASE=pg):
// exactly the limit's calls pass a window however many arrive at once, on the PostgreSQL server from two
// processes' worth of apps; the refusals are 429 problems with Retry-After and change nothing; another
// client is not touched; a new window admits again (the window is moved back, not waited for); a client
// holds a bounded number of tokens; each call is recorded with its X-Road headers.

const CALLS = 25;
const TOKEN_REQUESTS = 5;
const TOKENS_KEPT = 3;

let t: TestApp;
let admin: string;
/** A second app on its own connections to the same PostgreSQL server: another process, as far as counts go. */
let other: { app: FastifyInstance; database: Database } | undefined;
beforeAll(async () => {
  t = await startTestApp({
    INTEGRATION_CALLS_PER_WINDOW: String(CALLS),
    INTEGRATION_TOKEN_REQUESTS_PER_WINDOW: String(TOKEN_REQUESTS),
    INTEGRATION_TOKENS_PER_CLIENT: String(TOKENS_KEPT),
  });
  admin = await t.signIn();
  if (t.databaseUrl) {
    const database = await openServer(t.databaseUrl, 5);
    other = { database, app: await buildApp(t.config, database) };
  }
}, 60_000);
afterAll(async () => {
  await other?.app.close();
  await other?.database.close();
  await t.close();
});

const prefix = () => `${t.config.apiPrefix}/integration/v1`;
let named = 0;

async function newClient() {
  named += 1;
  const response = await t.call('POST', 'integrations/create', {
    cookie: admin,
    body: { name: `Лимит ${named}`, scopes: ['structure:read'], allFaculties: true, facultyIds: [] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { idClient: number; clientId: string; clientSecret: string };
}

const tokenCall = (client: { clientId: string }, secret: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `${prefix()}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: secret,
    }).toString(),
  });

async function tokenOf(client: { clientId: string; clientSecret: string }) {
  const response = await tokenCall(client, client.clientSecret);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token as string;
}

const read = (token: string, app = t.app, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `${prefix()}/faculties?limit=1`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

const statuses = (responses: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

/** The operator's SQL (no university named, no row-level security in the way). */
const operator = <Row>(text: string, params: unknown[] = []) =>
  t.database.withConnection((connection) => connection.query<Row>(text, params));

/** As if the window had passed: the client's counts move one window back. */
async function windowPasses(idClient: number) {
  await operator(
    `UPDATE integration_call_window SET window_start = window_start - make_interval(secs => $2)
      WHERE id_integration_client = $1`,
    [idClient, t.config.integration.windowSeconds],
  );
}

const counted = async (idClient: number, kind: 'token' | 'call') =>
  (
    await operator<{ calls: number }>(
      'SELECT calls FROM integration_call_window WHERE id_integration_client = $1 AND kind = $2',
      [idClient, kind],
    )
  )[0]?.calls;

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(t.config.integration.windowSeconds);
  expect(response.json()).toMatchObject({ type: 'about:blank', title: 'Too Many Requests', status: 429 });
}

describe('the integration clients’ limits (decision 0076)', () => {
  it(`40 calls at once: exactly ${CALLS} pass, the rest are 429 problems; another client is untouched`, async () => {
    const client = await newClient();
    const bystander = await newClient();
    const token = await tokenOf(client);
    const bystanderToken = await tokenOf(bystander);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => read(token, other && i % 2 === 1 ? other.app : t.app)),
    );
    expect(statuses(responses)).toEqual({ 200: CALLS, 429: 40 - CALLS });
    for (const response of responses.filter((r) => r.statusCode === 429)) expectTooMany(response);
    // The refusals counted nothing.
    expect(await counted(client.idClient, 'call')).toBe(CALLS);
    expectTooMany(await read(token));
    expect((await read(bystanderToken)).statusCode).toBe(200);
    // A new window admits again, up to the limit.
    await windowPasses(client.idClient);
    const again = await Promise.all(Array.from({ length: CALLS + 3 }, () => read(token)));
    expect(statuses(again)).toEqual({ 200: CALLS, 429: 3 });
  });

  it('leases a busy client’s calls to each process a batch at a time, and all together pass exactly the limit', async () => {
    const client = await newClient();
    const limits = { ...t.config.integration, callsPerWindow: 200 };
    // Two processes' counters (the second on its own connections on PostgreSQL): leases of 10 each.
    const counters = [callCounter(t.database, limits), callCounter(other?.database ?? t.database, limits)];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) => counters[i % 2]?.(client.idClient, 'call')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(200);
    expect(await counted(client.idClient, 'call')).toBe(200);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ status: 429 });
  });

  it('counts token requests of a known client_id, wrong secrets too; a refused one issues nothing', async () => {
    const client = await newClient();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        tokenCall(client, i % 3 === 0 ? client.clientSecret : 'wrong', other && i % 2 ? other.app : t.app),
      ),
    );
    const counts = statuses(responses);
    expect((counts[200] ?? 0) + (counts[401] ?? 0)).toBe(TOKEN_REQUESTS);
    expect(counts[429]).toBe(12 - TOKEN_REQUESTS);
    for (const response of responses.filter((r) => r.statusCode === 429)) expectTooMany(response);
    const tokens = await operator<{ count: number }>(
      'SELECT count(*)::int AS count FROM integration_token WHERE id_integration_client = $1',
      [client.idClient],
    );
    expect(tokens[0]?.count).toBe(counts[200] ?? 0);
    // Even the right secret waits for the next window; then it is admitted.
    expectTooMany(await tokenCall(client, client.clientSecret));
    await windowPasses(client.idClient);
    expect((await tokenCall(client, client.clientSecret)).statusCode).toBe(200);
    // An unknown client_id is refused as before, not counted against anyone.
    const unknown = await tokenCall({ clientId: 'ac_zzzzzzzzzzzzzzzzzzzzzzzzzz' }, 'x');
    expect(unknown.statusCode).toBe(401);
  });

  it(`holds at most ${TOKENS_KEPT} live tokens a client, dropping the oldest, and forgets the expired`, async () => {
    const client = await newClient();
    const issued: string[] = [];
    for (let i = 0; i < TOKENS_KEPT + 2; i++) {
      issued.push(await tokenOf(client));
      if (i === 1)
        // The first two tokens expire.
        await operator(
          `UPDATE integration_token SET expires_at = now() - interval '1 second'
            WHERE id_integration_client = $1`,
          [client.idClient],
        );
    }
    const held = await operator<{ count: number }>(
      'SELECT count(*)::int AS count FROM integration_token WHERE id_integration_client = $1',
      [client.idClient],
    );
    expect(held[0]?.count).toBe(TOKENS_KEPT);
    await t.database.changes.sync();
    // The newest three live; the expired two are gone.
    expect((await read(issued[4] ?? '')).statusCode).toBe(200);
    expect((await read(issued[2] ?? '')).statusCode).toBe(200);
    expect((await read(issued[0] ?? '')).statusCode).toBe(401);
    // Many at once still leave no more than the limit.
    await windowPasses(client.idClient);
    await Promise.all(Array.from({ length: TOKEN_REQUESTS }, () => tokenCall(client, client.clientSecret)));
    const after = await operator<{ count: number }>(
      'SELECT count(*)::int AS count FROM integration_token WHERE id_integration_client = $1',
      [client.idClient],
    );
    expect(after[0]?.count).toBe(TOKENS_KEPT);
  });

  it('records each call with its X-Road headers, bounded; a 429 is not recorded', async () => {
    const client = await newClient();
    const token = await tokenOf(client);
    const long = 'x'.repeat(5000);
    expect(
      (await read(token, t.app, { 'x-road-client': 'KG/GOV/70000001/sis', 'x-road-id': long })).statusCode,
    ).toBe(200);
    const recorded = () =>
      operator<{
        method: string;
        path: string;
        status: number;
        xroadClient: string | null;
        idLength: number;
      }>(
        `SELECT method, path, status, xroad_client AS "xroadClient", length(xroad_id) AS "idLength"
           FROM integration_call WHERE id_integration_client = $1 ORDER BY id_integration_call`,
        [client.idClient],
      );
    await expect.poll(async () => (await recorded()).length).toBe(2);
    expect(await recorded()).toEqual([
      { method: 'POST', path: `${prefix()}/token`, status: 200, xroadClient: null, idLength: null },
      {
        method: 'GET',
        path: `${prefix()}/faculties`,
        status: 200,
        xroadClient: 'KG/GOV/70000001/sis',
        idLength: 200,
      },
    ]);
    // Refused calls leave no record.
    await operator(
      `UPDATE integration_call_window SET calls = $2 WHERE id_integration_client = $1 AND kind = 'call'`,
      [client.idClient, CALLS],
    );
    expectTooMany(await read(token));
    expect((await read(token, t.app, { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    // A record older than the keeping time goes at a later call.
    await operator(
      `UPDATE integration_call SET called_at = now() - make_interval(days => $2 + 1) WHERE id_integration_client = $1`,
      [client.idClient, t.config.integration.callRecordDays],
    );
    await windowPasses(client.idClient);
    expect((await read(token)).statusCode).toBe(200);
    await expect.poll(async () => (await recorded()).length).toBe(1);
  });
});
