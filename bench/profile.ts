// Where a request's time goes (decision 0050): the real server, started with a CPU profile, loaded with one
// call (auth/check by default) over 50 connections, signed in, as the benchmark loads it; then stopped,
// and its profile read: the frames that took the most time themselves, and the time per package (fastify,
// pino, this app's code …). The .cpuprofile is kept for Chrome's DevTools.
// Usage: npm run bench:profile [-- --db pglite|postgres --path api/v1/auth/check --seconds 10 --connections 50]
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../src/server/db/seed';
import { sessionAt, startServer } from '../src/server/testing/processes';
import { type DatabaseKind, prepare, SERVER_SCRIPT } from './databases';
import { measure } from './load';
import { scenarios } from './scenarios';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    /** A scenario's path (bench/scenarios.ts) from its start, e.g. api/v1/auth/check or api/health. */
    path: { type: 'string', default: 'api/v1/auth/check' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    top: { type: 'string', default: '20' },
    'pg-url': {
      type: 'string',
      default: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const workDir = mkdtempSync(join(tmpdir(), 'aa-profile-'));
const profileDir = join(workDir, 'profile');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

/** Where a frame's code lives: a package of node_modules, Node itself, this app's file, or the engine. */
function placeOf(url: string): string {
  if (!url) return '(engine)';
  if (url.startsWith('node:')) return 'node';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module?.[1]) return module[1];
  if (url.includes('/dist/server/')) return 'app (compiled)';
  const own = /\/src\/(.+)$/.exec(url);
  return own?.[1] ? `app: ${own[1].split('/').slice(0, 2).join('/')}` : url;
}

const share = (count: number, total: number) => `${((100 * count) / total).toFixed(1)} %`;

const database = await prepare(values.db as DatabaseKind, 'profile', 'small', {
  pgUrl: values['pg-url'] as string,
  workDir,
});
const script = SERVER_SCRIPT;
const server = await startServer(
  { ...database.environment, LOG_LEVEL: 'info' },
  {
    script,
    // A file, as a service manager takes the log: lines written to a pipe nobody reads would block.
    logFile: join(workDir, 'server.log'),
    nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  },
);
try {
  const cookie = await sessionAt(server.url, DEMO_LOGIN, DEMO_PASSWORD);
  // As the benchmark sends it: the scenario's method and body, an Origin on a POST.
  const scenario = scenarios.find((candidate) => candidate.path.startsWith(values.path as string)) ?? {
    method: 'GET' as const,
    path: values.path as string,
    body: undefined,
  };
  const result = await measure({
    url: `${server.url}/${scenario.path}`,
    method: scenario.method,
    headers: {
      cookie,
      'accept-encoding': 'gzip, deflate, br',
      ...(scenario.method === 'POST' ? { origin: server.url } : {}),
      ...(scenario.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: scenario.body,
    connections: Number(values.connections),
    seconds: Number(values.seconds),
  });
  console.log(
    `${scenario.method} ${scenario.path} (${values.db}, ${script}): ${Math.round(result.requests).toLocaleString('en')} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await database.drop();
}

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile in ${profileDir}`);
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const frames = new Map<string, number>();
const places = new Map<string, number>();
let busy = 0;
for (const id of profile.samples) {
  const frame = byId.get(id)?.callFrame;
  if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
  busy += 1;
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
  frames.set(name, (frames.get(name) ?? 0) + 1);
  const place = placeOf(frame.url);
  places.set(place, (places.get(place) ?? 0) + 1);
}
const top = Number(values.top);
console.log(
  `\nBusy samples: ${busy.toLocaleString('en')} of ${profile.samples.length.toLocaleString('en')}\n`,
);
console.log('| self time | frame |\n|--:|---|');
for (const [name, count] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`| ${share(count, busy)} | ${name} |`);
console.log('\n| self time | where |\n|--:|---|');
for (const [place, count] of [...places].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`| ${share(count, busy)} | ${place} |`);
console.log(`\nProfile: ${join(profileDir, file)}`);
