// Load benchmark: starts the real server (as `npm start` does) on a fresh database and measures
// requests per second and latency of the calls every screen makes. Usage:
//   npm run bench                      embedded database (PGlite) and, when reachable, PostgreSQL
//   npm run bench -- --db pglite       one of them; --seconds 10 --connections 50 to change the load
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freshServerDatabase, sessionCookie, signIn, startServer } from '../src/server/testing/processes';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'pg-url': {
      type: 'string',
      default: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const scenarios: Scenario[] = [
  { name: 'POST auth/check (session lookup)', method: 'POST', path: '/api/v1/auth/check', body: {} },
  { name: 'POST auth/user-name', method: 'POST', path: '/api/v1/auth/user-name', body: { idAvnUser: 1 } },
  { name: 'GET ministerstvo/allDirection', method: 'GET', path: '/api/v1/ministerstvo/allDirection' },
  {
    name: 'POST ministerstvo/kafedra (join)',
    method: 'POST',
    path: '/api/v1/ministerstvo/kafedra',
    body: {},
  },
  { name: 'GET / (app page with CSP nonce)', method: 'GET', path: '/' },
];

async function measure(label: string, url: string, cookie: string) {
  console.log(`\n${label}: ${values.connections} connections, ${values.seconds} s per call`);
  console.log('call                                  req/s     p50 ms  p99 ms  non-2xx  errors');
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: `${url}${scenario.path}`,
      method: scenario.method,
      connections: Number(values.connections),
      duration: Number(values.seconds),
      headers: { cookie, 'content-type': 'application/json' },
      ...(scenario.body ? { body: JSON.stringify(scenario.body) } : {}),
    });
    console.log(
      [
        scenario.name.padEnd(36),
        result.requests.average.toFixed(0).padStart(7),
        String(result.latency.p50).padStart(9),
        String(result.latency.p99).padStart(7),
        String(result.non2xx).padStart(8),
        String(result.errors).padStart(7),
      ].join(' '),
    );
  }
}

async function run(label: string, kind: 'pglite' | 'postgres') {
  const database = await freshServerDatabase(values['pg-url'] as string, kind);
  const server = await startServer({ ...database.environment, LOG_LEVEL: 'error' });
  try {
    const response = await signIn(server.url, database.login, database.password);
    if (response.status !== 200) throw new Error(`sign-in failed: ${await response.text()}`);
    await measure(label, server.url, sessionCookie(response));
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await database.drop();
  }
}

if (values.db === 'both' || values.db === 'pglite') await run('Embedded database (PGlite)', 'pglite');
if (values.db === 'both' || values.db === 'pg') await run('PostgreSQL server', 'postgres');
process.exit(0);
