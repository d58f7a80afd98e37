// A ministry's installation under load (decisions 0068, 0069): large universities (db:seed-large's, 50
// faculties and 24,000 groups each) in one PostgreSQL database, three server processes behind nginx
// (Debian's package, a config like deploy/nginx.conf written for the run).
//   1. Per process, directly: the session check and two cached lists as one university's administrator, on
//      a database of one large university and on one of `--universities` of them, interleaved rounds: the
//      ratio says what sharing the database with the others costs a process.
//   2. Through nginx: 200 users at once, ten per university, each its own session, every connection going
//      through the screens' calls in turn; p50 and p99 of all, and failures. Three paces: as fast as the
//      answers come (each user's next call the moment the last is answered: the installation saturated), and
//      a user's own pace of one and of five calls a second (a screen opened every few seconds, each of a few
//      calls), which is what 200 people at work ask of it.
// Usage: npm run bench:ministry [-- --universities 20 --rounds 3 --seconds 5 --pg-url postgres://…]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openServer } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { addLargeUniversities, DEMO_PASSWORD, largeLogin } from '../src/server/db/seed';
import { DEFAULT_TIME_ZONE, dayIn } from '../src/server/licence/clock';
import { signDemoLicence } from '../src/server/licence/demo';
import { publicKeyText } from '../src/server/licence/document';
import { type RunningServer, sessionAt, startServer } from '../src/server/testing/processes';
import { SERVER_SCRIPT } from './databases';
import { measure } from './load';

const { values } = parseArgs({
  options: {
    universities: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    users: { type: 'string', default: '200' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const universities = Number(values.universities);
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const users = Number(values.users);
const PROCESSES = 3;

try {
  execFileSync('nginx', ['-v'], { stdio: 'ignore' });
} catch {
  throw new Error('nginx is not installed: apt-get install -y nginx (Debian’s package)');
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A new database with `count` large universities, each licensed; its environment for a server. */
async function database(name: string, count: number) {
  const admin = new pg.Client({ connectionString: values['pg-url'] });
  await admin.connect();
  const database = `aa_bench_${name}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(values['pg-url'] as string);
  url.pathname = `/${database}`;
  const seeding = await openServer(url.toString(), 2);
  const started = performance.now();
  await migrate(seeding);
  await addLargeUniversities(seeding, count);
  const key = await signDemoLicence(seeding, dayIn(DEFAULT_TIME_ZONE, Date.now()));
  await seeding.close();
  console.log(
    `${count} large universities seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  return {
    environment: {
      DATABASE_URL: url.toString(),
      LICENCE_PUBLIC_KEY: publicKeyText(key),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The calls a registrar's screens make most, as one university's user. */
const calls = [
  { name: 'auth/check', method: 'POST' as const, path: 'auth/check' },
  { name: 'the faculties', method: 'GET' as const, path: 'ministerstvo/all-faculty' },
  { name: 'the directions', method: 'GET' as const, path: 'ministerstvo/allDirection' },
];

/** Part 1: req/s and p99 of each call against one process, as `login`. */
async function perProcess(server: RunningServer, login: string) {
  const cookie = await sessionAt(server.url, login, DEMO_PASSWORD);
  const results: Record<string, { requests: number; p99: number }> = {};
  for (const call of calls)
    results[call.name] = await measure({
      url: `${server.url}/api/v1/${call.path}`,
      method: call.method,
      headers: { cookie, 'content-type': 'application/json', origin: server.url },
      ...(call.method === 'POST' ? { body: {} } : {}),
      connections: 50,
      seconds,
    });
  return results;
}

/** nginx in front of the processes, as deploy/nginx.conf does it, on a port of its own; stopped by kill. */
async function startNginx(upstreams: readonly string[]) {
  const folder = mkdtempSync(join(tmpdir(), 'aa-nginx-'));
  const port = await freePort();
  writeFileSync(
    join(folder, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  upstream academic_admin {
${upstreams.map((url) => `    server ${new URL(url).host};`).join('\n')}
    keepalive 64;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://academic_admin;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', folder, '-c', join(folder, 'nginx.conf')], { stdio: 'ignore' });
  // Ready once it answers the servers' probe through the proxy.
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      if (tries > 200) throw new Error('nginx did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Part 2: `users` sessions over the universities, all at once through nginx, each connection its own user;
 * `pace`: each user's calls a second, or undefined for as fast as the answers come.
 */
async function throughNginx(url: string, pace?: number) {
  const cookies: string[] = [];
  for (let user = 0; user < users; user++)
    cookies.push(await sessionAt(url, largeLogin((user % universities) + 1), DEMO_PASSWORD));
  // Each call answers 200 through the proxy before it is measured.
  for (const call of calls) {
    const answer = await fetch(`${url}/api/v1/${call.path}`, {
      method: call.method,
      headers: { cookie: cookies[0] as string, 'content-type': 'application/json', origin: url },
      ...(call.method === 'POST' ? { body: '{}' } : {}),
    });
    if (answer.status !== 200)
      throw new Error(`${call.path} through nginx: ${answer.status} ${await answer.text()}`);
  }
  let next = 0;
  // Each connection keeps one user's session (its context), its type and origin set on every request.
  const withSession = (request: { headers?: Record<string, string> }, context: { cookie?: string }) => {
    context.cookie ??= cookies[next++ % cookies.length];
    request.headers = {
      ...request.headers,
      cookie: context.cookie as string,
      'content-type': 'application/json',
      origin: url,
    };
    return request;
  };
  const result = await autocannon({
    url,
    connections: users,
    duration: seconds * 2,
    ...(pace === undefined ? {} : { connectionRate: pace }),
    requests: calls.map((call) => ({
      method: call.method,
      path: `/api/v1/${call.path}`,
      ...(call.method === 'POST' ? { body: '{}' } : {}),
      setupRequest: withSession,
    })),
  } as autocannon.Options);
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const one = await database('scale_one', 1);
const many = await database('scale_many', universities);
const servers = {
  one: await startServer({ ...one.environment, PORT: '0' }, { script: SERVER_SCRIPT }),
  many: [] as RunningServer[],
};
for (let index = 0; index < PROCESSES; index++)
  servers.many.push(
    await startServer({ ...many.environment, PORT: '0', TRUST_PROXY: 'loopback' }, { script: SERVER_SCRIPT }),
  );
const proxy = await startNginx(servers.many.map((server) => server.url));
try {
  const samples = new Map<string, { one: number[]; many: number[]; p99: number[] }>();
  for (let round = 0; round < rounds; round++) {
    // The same university's administrator (the first), alone in its database or beside the others.
    const alone = await perProcess(servers.one, largeLogin(1));
    const shared = await perProcess(servers.many[0] as RunningServer, largeLogin(1));
    for (const call of calls) {
      const entry = samples.get(call.name) ?? { one: [], many: [], p99: [] };
      entry.one.push(alone[call.name]?.requests ?? 0);
      entry.many.push(shared[call.name]?.requests ?? 0);
      entry.p99.push(shared[call.name]?.p99 ?? 0);
      samples.set(call.name, entry);
    }
    console.log(`  round ${round + 1} of ${rounds} done`);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  console.log(`\nPer process, 50 connections, medians of ${rounds} interleaved rounds of ${seconds} s:\n`);
  console.log(
    `| call | 1 university req/s | ${universities} universities req/s | ratio | p99 ms |\n|---|--:|--:|--:|--:|`,
  );
  for (const [name, entry] of samples)
    console.log(
      `| ${name} | ${median(entry.one).toFixed(0)} | ${median(entry.many).toFixed(0)} | ${(median(entry.many) / median(entry.one)).toFixed(2)} | ${median(entry.p99).toFixed(1)} |`,
    );
  console.log(
    `\n${users} users over ${universities} universities through nginx and ${PROCESSES} processes, ${seconds * 2} s each:\n`,
  );
  console.log('| each user | req/s | p50 ms | p99 ms | failures |\n|---|--:|--:|--:|--:|');
  for (const pace of [undefined, 1, 5]) {
    const load = await throughNginx(proxy.url, pace);
    console.log(
      `| ${pace === undefined ? 'as fast as answered' : `${pace} call${pace === 1 ? '' : 's'} a second`} | ${load.requests.toFixed(0)} | ${load.p50} | ${load.p99} | ${load.failures} |`,
    );
  }
} finally {
  proxy.stop();
  servers.one.child.kill('SIGTERM');
  for (const server of servers.many) server.child.kill('SIGTERM');
  await Promise.all([servers.one.exited, ...servers.many.map((server) => server.exited)]).catch(() => {});
  await one.drop();
  await many.drop();
}
