// What keeping universities apart costs a read that misses the caches (decision 0068), in process, without
// HTTP, on the demo data: a statement alone as the owner (the ceiling), the same in the transaction a
// university's read now is (role and university set, then the statement), and reads the policies filter
// (the faculties, the groups of a faculty with their planned students) as the owner and as the server's role.
// Interleaved rounds on the embedded database and, with --pg-url, a PostgreSQL server.
// Usage: npm run bench:scope [-- --runs 300 --pg-url postgres://postgres@127.0.0.1:5432/postgres]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type Database, openEmbedded, openServer } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seedDemoData } from '../src/server/db/seed';
import { rows, sql } from '../src/server/db/sql';
import { inUniversity } from '../src/server/db/university-scope';
import { percentile } from './measure';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '300' }, 'pg-url': { type: 'string', default: '' } },
});
const runs = Number(values.runs);

const reads = {
  'SELECT 1': sql`SELECT 1 AS one`,
  faculties: sql`SELECT id_faculty AS one FROM faculty ORDER BY faculty`,
  "a faculty's groups and planned students": sql`
    SELECT g.id_group AS one FROM study_group g JOIN com_gspe c USING (id_com_gspe)
      JOIN speciality s USING (id_speciality) LEFT JOIN rrnk_gr_kolst k ON k.id_group = g.id_group
     WHERE s.id_faculty = 1 ORDER BY g.id_group`,
};

async function databases(): Promise<Array<[string, Database, () => Promise<void>]>> {
  const embedded = await openEmbedded(join(mkdtempSync(join(tmpdir(), 'aa-scope-')), 'data'));
  await migrate(embedded);
  await seedDemoData(embedded);
  const all: Array<[string, Database, () => Promise<void>]> = [
    ['embedded', embedded, () => embedded.close()],
  ];
  if (values['pg-url']) {
    const name = `aa_bench_scope_${process.pid}`;
    const admin = new pg.Client({ connectionString: values['pg-url'] });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(values['pg-url']);
    url.pathname = `/${name}`;
    const server = await openServer(url.toString(), 4);
    await migrate(server);
    await seedDemoData(server);
    all.push([
      'PostgreSQL',
      server,
      async () => {
        await server.close();
        await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin.end();
      },
    ]);
  }
  return all;
}

const shape = { one: 'integer' } as const;
const results = new Map<string, number[]>();
const opened = await databases();
for (let round = 0; round < runs; round++)
  for (const [kind, database] of opened)
    for (const [name, statement] of Object.entries(reads))
      for (const [as, university] of [
        ['the owner', undefined],
        ["the server's role for its university", 1],
      ] as const) {
        const started = performance.now();
        await inUniversity(university, () => rows(database, shape, statement));
        const key = `${kind} | ${name} | ${as}`;
        results.set(key, [...(results.get(key) ?? []), performance.now() - started]);
      }

console.log(`Demo data; ${runs} interleaved rounds; milliseconds.\n`);
console.log('| database | read | as | p50 | p99 | p50 ÷ the owner’s |\n|---|---|---|--:|--:|--:|');
for (const [key, samples] of results) {
  const owner = results.get(key.replace(/[^|]+$/, ' the owner')) ?? samples;
  console.log(
    `| ${key} | ${percentile(samples, 0.5).toFixed(3)} | ${percentile(samples, 0.99).toFixed(3)} | ${(
      percentile(samples, 0.5) / percentile(owner, 0.5)
    ).toFixed(2)} |`,
  );
}
for (const [, , close] of opened) await close();
