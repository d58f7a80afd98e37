// Load benchmark: starts the real server (as `npm start` does) on a fresh database and measures
// requests per second and latency of the calls every screen makes. Usage:
//   npm run bench                      embedded database (PGlite) and, when reachable, PostgreSQL
//   npm run bench -- --db pglite       one of them; --seconds 10 --connections 50 to change the load
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

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

async function startServer(
  environment: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'error', PORT: '0', ...environment },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      const ready = output.match(/Ready: (http:\/\/[\d.:]+)\//);
      if (ready?.[1]) resolve({ child, url: ready[1] });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', () => reject(new Error(`server stopped:\n${output}`)));
  });
}

async function signIn(url: string, login: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${await response.text()}`);
  return cookie;
}

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

async function run(label: string, environment: Record<string, string>, login: string, password: string) {
  const server = await startServer(environment);
  try {
    await measure(label, server.url, await signIn(server.url, login, password));
  } finally {
    server.child.kill('SIGTERM');
  }
}

if (values.db === 'both' || values.db === 'pglite') {
  await run(
    'Embedded database (PGlite)',
    { DATA_DIR: join(mkdtempSync(join(tmpdir(), 'aa-bench-')), 'data') },
    'admin',
    'admin',
  );
}
if (values.db === 'both' || values.db === 'pg') {
  const admin = new pg.Client({ connectionString: values['pg-url'] });
  await admin.connect();
  const name = `aa_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(values['pg-url'] as string);
    url.pathname = `/${name}`;
    const environment = { DATABASE_URL: url.toString() };
    const add = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/user-add.ts', 'bench', '--surname', 'Bench'],
      {
        env: { ...process.env, ...environment },
      },
    );
    add.stdin.end('bench-password\n');
    await new Promise((resolve) => add.on('exit', resolve));
    await run('PostgreSQL server', environment, 'bench', 'bench-password');
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
process.exit(0);
