// Data checks and overview benchmark: the real server on the large university (npm run
// db:seed-large), on the embedded database and on a PostgreSQL server. checks/list and overview/figures
// are timed cold (the first answer after a change to a table they read: every check's statement runs)
// and warm (from memory, as the sidebar's badge reads it between changes), against a trivial list timed
// the same ways in the same run: ministerstvo/allDirection, one short statement when cold.
// Usage: npm run bench:checks [-- --db pglite|postgres|both --rounds 7]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { academicYearOf } from '../src/contract/academic-year';
import { DEMO_PASSWORD } from '../src/server/db/seed';
import { sessionCookie, signIn, startServer } from '../src/server/testing/processes';
import { type DatabaseKind, prepare } from './databases';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: '7' },
    'pg-url': {
      type: 'string',
      default: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const rounds = Number(values.rounds);
const workDir = mkdtempSync(join(tmpdir(), 'aa-checks-'));

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function runKind(kind: DatabaseKind) {
  const database = await prepare(kind, 'checks', 'large', { pgUrl: values['pg-url'] as string, workDir });
  const server = await startServer({ ...database.environment, LOG_LEVEL: 'warn' });
  try {
    const cookie = sessionCookie(await signIn(server.url, database.login, DEMO_PASSWORD));
    const headers = { cookie, origin: server.url, 'accept-encoding': 'gzip' };
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const response = await fetch(`${server.url}/api/v1/${path}?lang=ru`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${path} ${response.status}: ${text}`);
      return JSON.parse(text).data;
    };
    // A change to a table every timed read reads (directions: the list's, and the translation check's),
    // saving a direction as it is: announced to the server's caches like any save.
    type Direction = {
      id_direction: number;
      'p24-1': string;
      'p24-2': string;
      p24_kg: string;
      p24_en: string;
    };
    const [direction] = (await call('GET', 'ministerstvo/allDirection')) as Direction[];
    if (!direction) throw new Error('no direction to save');
    const touch = () =>
      call('POST', 'ministerstvo/ins-upd-direction', {
        idDirection: direction.id_direction,
        code: direction['p24-1'],
        direction_: direction['p24-2'],
        directionKg: direction.p24_kg,
        directionEn: direction.p24_en,
      });
    const year = academicYearOf(new Date());
    const reads = {
      'ministerstvo/allDirection': () => call('GET', 'ministerstvo/allDirection'),
      'checks/list': () => call('GET', 'checks/list'),
      'overview/figures': () => call('POST', 'overview/figures', { year }),
    };
    const cold = new Map<string, number[]>();
    const warm = new Map<string, number[]>();
    const timed = async (read: () => Promise<unknown>) => {
      const started = performance.now();
      await read();
      return performance.now() - started;
    };
    // The first round warms the server up (statements planned, pages read) and is not kept.
    for (let round = 0; round <= rounds; round += 1)
      for (const [name, read] of Object.entries(reads)) {
        await touch();
        const first = await timed(read);
        const again = await timed(read);
        if (round === 0) continue;
        cold.set(name, [...(cold.get(name) ?? []), first]);
        warm.set(name, [...(warm.get(name) ?? []), again]);
      }
    const counts = (await call('GET', 'checks/list')).counts as Array<{ check: string; count: number }>;
    console.log(`\n${kind}, large university (median of ${rounds} rounds, lang=ru, gzip)`);
    console.log(`  open checks: ${counts.map((row) => `${row.check} ${row.count}`).join(', ')}`);
    const floorCold = median(cold.get('ministerstvo/allDirection') ?? []);
    const floorWarm = median(warm.get('ministerstvo/allDirection') ?? []);
    for (const name of Object.keys(reads)) {
      const c = median(cold.get(name) ?? []);
      const w = median(warm.get(name) ?? []);
      console.log(
        `  ${name.padEnd(26)} cold ${c.toFixed(1).padStart(7)} ms (${(c / floorCold).toFixed(1)} × the trivial list)   warm ${w.toFixed(1).padStart(6)} ms (${(w / floorWarm).toFixed(1)} ×)`,
      );
    }
  } finally {
    server.child.kill();
    await server.exited;
    await database.drop();
  }
}

for (const kind of values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as DatabaseKind])
  await runKind(kind);
