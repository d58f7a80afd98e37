// What a read from the streaming replica costs (db/replica.ts), in process, without HTTP, on the demo data,
// on a primary and replica of the benchmark's own (initdb on free ports, as the replica proof starts them):
// a list's load on the primary alone (the ceiling), the barrier alone (the primary's log position, then the
// replica's replay position), and the load through the replica with its barrier. Interleaved rounds.
// Usage: npm run bench:replica [-- --runs 300]
import { parseArgs } from 'node:util';
import { openServer } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { attachReplica, forReads } from '../src/server/db/replica';
import { seedDemoData } from '../src/server/db/seed';
import { rows, sql } from '../src/server/db/sql';
import { inUniversity } from '../src/server/db/university-scope';
import { postgresBinaries, startReplicaCluster } from '../src/server/testing/replica-cluster';
import { percentile } from './measure';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '300' } } });
const runs = Number(values.runs);
const bin = postgresBinaries();
if (!bin)
  throw new Error('No PostgreSQL server binaries (/usr/lib/postgresql/*/bin): apt-get install postgresql');

const cluster = await startReplicaCluster(bin);
try {
  const seeding = await openServer(cluster.primaryUrl, 2);
  await migrate(seeding);
  await seedDemoData(seeding);
  await seeding.close();
  const primary = await openServer(cluster.primaryUrl, 4, 'calls');
  const replica = await attachReplica(primary, cluster.replicaUrl, 4, 'calls');
  const groups = sql`
    SELECT g.id_group AS one FROM study_group g JOIN com_gspe c USING (id_com_gspe)
      JOIN speciality s USING (id_speciality) LEFT JOIN rrnk_gr_kolst k ON k.id_group = g.id_group
     WHERE s.id_faculty = 1 ORDER BY g.id_group`;
  const shape = { one: 'integer' } as const;
  const ways: Record<string, () => Promise<unknown>> = {
    'the primary alone': async () => rows(primary, shape, groups),
    'the barrier alone': async () => forReads(primary),
    'the replica, barrier included': async () => rows(await forReads(primary), shape, groups),
  };
  const samples = new Map<string, number[]>();
  for (let round = 0; round < runs; round++)
    for (const [name, read] of Object.entries(ways)) {
      const started = performance.now();
      await inUniversity(1, read);
      samples.set(name, [...(samples.get(name) ?? []), performance.now() - started]);
    }
  const ceiling = percentile(samples.get('the primary alone') ?? [], 0.5);
  console.log(
    `Demo data, a faculty's groups as the server's role; ${runs} interleaved rounds; milliseconds.`,
  );
  console.log(
    `Reads the replica answered: ${replica.use().replica}, left to the primary: ${replica.use().primary}.\n`,
  );
  console.log('| read | p50 | p99 | p50 ÷ the primary alone |\n|---|--:|--:|--:|');
  for (const [name, list] of samples)
    console.log(
      `| ${name} | ${percentile(list, 0.5).toFixed(3)} | ${percentile(list, 0.99).toFixed(3)} | ${(percentile(list, 0.5) / ceiling).toFixed(2)} |`,
    );
  await replica.close();
  await primary.close();
} finally {
  await cluster.stop();
}
