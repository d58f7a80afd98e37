// Load benchmark (decision 0009): the real server (as `npm start` runs it, with the logging users get) on a
// small (demo) and a large (npm run db:seed-large) database, on the embedded database and on a
// PostgreSQL server, measured against two ceilings in the same run: a bare Fastify route answering
// constant JSON, and a Fastify route running SELECT 1 through the same driver and pool. Every target is
// measured once per round, the rounds interleaved, and the median kept: this 2-core machine's throughput
// drifts by a quarter from one minute to the next, and each ratio compares figures taken side by side.
// Usage:
//   npm run bench                                   both databases, both sizes, 3 rounds of 3 s per call
//   npm run bench -- --db pglite --size small --rounds 5 --seconds 5 --connections 50 --only allSpecial,gr-kolst
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, MINISTRY_LOGIN } from '../src/server/db/seed';
import { type RunningServer, sessionCookie, signIn, startServer } from '../src/server/testing/processes';
import { type DatabaseKind, prepare, SERVER_SCRIPT, type Size } from './databases';
import { client, measure, type Result } from './load';
import { printReport } from './report';
import { type Scenario, scenarios } from './scenarios';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    size: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    /** Only the calls whose name contains this (or one of these, comma-separated). */
    only: { type: 'string', default: '' },
    'pg-url': {
      type: 'string',
      default: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const workDir = mkdtempSync(join(tmpdir(), 'aa-bench-'));
// What a browser sends: the lists go out compressed, as they do to users.
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

interface Target {
  key: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  bodies?: unknown[];
  /** A fresh bearer token of an integration client, asked for each round (tokens live 15 minutes). */
  bearer?: () => Promise<string>;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * A client of the signed-in administrator's university (the demo's or the large one), registered for the
 * run, so that its reads are that university's as its screens' are; answers how to get a fresh token.
 */
async function integrationClient(url: string, cookie: string): Promise<() => Promise<string>> {
  const created = await fetch(`${url}/api/v1/integrations/create`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `bench ${Date.now()}`, scopes: ['structure:read', 'plans:read'] }),
  });
  if (!created.ok) throw new Error(`integrations/create: ${created.status} ${await created.text()}`);
  const { clientId, clientSecret } = ((await created.json()) as { data: Record<string, string> }).data;
  return async () => {
    const token = await fetch(`${url}/api/integration/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId ?? '',
        client_secret: clientSecret ?? '',
      }),
    });
    if (!token.ok) throw new Error(`integration token: ${token.status} ${await token.text()}`);
    return ((await token.json()) as { access_token: string }).access_token;
  };
}

/** The bodies of a scenario that saves different rows: made from the first rows of a list. */
async function bodiesOf(url: string, cookie: string, from: NonNullable<Scenario['bodiesFrom']>) {
  const answer = await fetch(`${url}/${from.list}`, { headers: { cookie } });
  const { data } = (await answer.json()) as { data: Record<string, unknown>[] };
  return data.slice(0, from.count).map(from.body);
}

async function runKind(kind: DatabaseKind, sizes: Size[]) {
  const prepared = [await prepare(kind, 'ceilings', 'none', { pgUrl: values['pg-url'] as string, workDir })];
  const running: RunningServer[] = [];
  try {
    const ceilings = await startServer(
      { ...prepared[0]?.environment, CEILING_LOG: join(workDir, `${kind}-ceiling.log`) },
      { script: 'bench/ceiling-server.ts' },
    );
    running.push(ceilings);
    const targets: Target[] = [
      { key: 'constant', url: `${ceilings.url}/constant`, method: 'GET', headers: browserHeaders },
      { key: 'policy', url: `${ceilings.url}/constant-policy`, method: 'GET', headers: browserHeaders },
      { key: 'select1', url: `${ceilings.url}/select-1`, method: 'GET', headers: browserHeaders },
      { key: 'insertAudit', url: `${ceilings.url}/insert-audit`, method: 'POST', headers: browserHeaders },
    ];
    const servers = new Map<
      Size,
      { url: string; cookie: string; ministry: string; bearer: () => Promise<string> }
    >();
    for (const size of sizes) {
      const database = await prepare(kind, size, size, { pgUrl: values['pg-url'] as string, workDir });
      prepared.push(database);
      // LOG_LEVEL as users get it (info): a JSON line per request, to a file as a service manager takes it.
      // The integration clients' limit counted as always, but high enough that the load measures answers, not 429s.
      const server = await startServer(
        { ...database.environment, LOG_LEVEL: 'info', INTEGRATION_CALLS_PER_WINDOW: '1000000' },
        { logFile: join(workDir, `${kind}-${size}.log`), script: SERVER_SCRIPT },
      );
      running.push(server);
      const cookie = sessionCookie(await signIn(server.url, database.login, DEMO_PASSWORD));
      servers.set(size, {
        url: server.url,
        cookie,
        ministry: sessionCookie(await signIn(server.url, MINISTRY_LOGIN, DEMO_PASSWORD)),
        bearer: await integrationClient(server.url, cookie),
      });
    }
    // Each call on both databases back to back, so that a drift of the machine falls on both alike.
    const wanted = (values.only as string).split(',');
    for (const scenario of scenarios.filter(({ name }) => wanted.some((part) => name.includes(part)))) {
      for (const [size, server] of servers) {
        const { url } = server;
        const cookie = scenario.asMinistry ? server.ministry : server.cookie;
        targets.push({
          key: `${size} ${scenario.name}`,
          url: `${url}/${scenario.path}`,
          method: scenario.method,
          headers: {
            ...browserHeaders,
            ...(scenario.asClient ? {} : { cookie }),
            ...(scenario.method === 'POST' ? { origin: url } : {}),
            ...(scenario.body === undefined && !scenario.bodiesFrom
              ? {}
              : { 'content-type': 'application/json' }),
          },
          body: scenario.body,
          ...(scenario.bodiesFrom ? { bodies: await bodiesOf(url, cookie, scenario.bodiesFrom) } : {}),
          ...(scenario.asClient ? { bearer: server.bearer } : {}),
        });
      }
    }
    const results = new Map<string, Result[]>();
    for (let round = 1; round <= rounds; round++) {
      // Every other round in reverse order: what comes late in a round does not always come late.
      for (const target of round % 2 ? targets : [...targets].reverse()) {
        if (target.bearer) target.headers.authorization = `Bearer ${await target.bearer()}`;
        const load = { ...target, connections };
        if (round === 1) await measure({ ...load, seconds: 1 }); // warm-up: JIT, caches, connections
        const result = await measure({ ...load, seconds });
        results.set(target.key, [...(results.get(target.key) ?? []), result]);
      }
      console.error(`  ${kind}: round ${round} of ${rounds} done`);
    }
    const summary = (key: string): Result | undefined => {
      const all = results.get(key);
      if (!all) return undefined;
      return {
        requests: median(all.map((result) => result.requests)),
        p50: median(all.map((result) => result.p50)),
        p99: median(all.map((result) => result.p99)),
        failures: all.reduce((sum, result) => sum + result.failures, 0),
      };
    };
    // Large against small, round by round (each pair measured back to back), then the median.
    const largeToSmall = (name: string): number | undefined => {
      const [small, large] = [results.get(`small ${name}`), results.get(`large ${name}`)];
      if (!small || !large) return undefined;
      return median(small.map((result, round) => (large[round]?.requests ?? 0) / result.requests));
    };
    printReport({ kind, summary, largeToSmall });
  } finally {
    for (const server of running) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    for (const database of prepared) await database.drop();
  }
}

const kinds: DatabaseKind[] =
  values.db === 'both' ? ['pglite', 'postgres'] : [values.db === 'pg' ? 'postgres' : 'pglite'];
const sizes: Size[] = values.size === 'both' ? ['small', 'large'] : [values.size as Size];
console.log(
  `${client}, ${connections} connections; medians of ${rounds} interleaved rounds of ${seconds} s per call; ` +
    `the app (${SERVER_SCRIPT}) logging at info.`,
);
for (const kind of kinds) await runKind(kind, sizes);
process.exit(0);
