// Where a save's time goes on the embedded database (decision 0050): each step of the write path timed in
// process, without HTTP, on the demo data: a query alone, an empty transaction, the user recorded for the
// audit trigger, the row locked, an update that changes nothing, one that changes a value (the audit
// trigger writes a row, the statement trigger announces the table), the announced tables read back; then
// the whole save as the server makes it (writeTransaction), one at a time and ten at once.
// Usage: npm run bench:saves [-- --runs 300]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openEmbedded } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seedDemoData } from '../src/server/db/seed';
import { run, sql } from '../src/server/db/sql';
import { announcedTables, type Transaction, writeTransaction } from '../src/server/db/write';
import { percentile } from './measure';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '300' } } });
const runs = Number(values.runs);
const database = await openEmbedded(join(mkdtempSync(join(tmpdir(), 'aa-saves-')), 'data'));
await migrate(database);
await seedDemoData(database);

const timed = async (work: () => Promise<unknown>) => {
  const samples: number[] = [];
  for (let round = 0; round < runs; round++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
};
const line = (name: string, samples: number[]) =>
  console.log(
    `| ${name} | ${percentile(samples, 0.5).toFixed(2)} | ${percentile(samples, 0.99).toFixed(2)} | ${Math.max(...samples).toFixed(1)} |`,
  );
const inTransaction = (work: (tx: Transaction) => Promise<unknown>) => () => database.orm.transaction(work);
const user = (tx: Transaction) => run(tx, sql`SELECT set_config('app.user_id', '1', true)`);
const lock = (tx: Transaction) =>
  run(tx, sql`SELECT row_version FROM direction WHERE id_direction = 1 FOR UPDATE`);
let flip = 0;

console.log(`Embedded database, demo data; ${runs} runs of each, one at a time.\n`);
console.log('| step | p50 ms | p99 ms | max ms |\n|---|--:|--:|--:|');
line('SELECT 1', await timed(() => database.query('SELECT 1')));
line('BEGIN; COMMIT', await timed(inTransaction(async () => {})));
// Each step adds its statement to those above it, in one transaction.
const change = (tx: Transaction) => {
  flip += 1;
  return run(tx, sql`UPDATE direction SET edit = ${flip % 2 === 0} WHERE id_direction = 1`);
};
const steps: Array<[string, (tx: Transaction) => Promise<unknown>]> = [
  ['+ the user for the audit', user],
  ['+ the row locked', lock],
  [
    '+ an update that changes nothing',
    (tx) => run(tx, sql`UPDATE direction SET direction = direction WHERE id_direction = 1`),
  ],
  ['+ an update that changes a value (audit row, announcement)', change],
  ['+ the announced tables read back', announcedTables],
];
for (let count = 1; count <= steps.length; count++) {
  // The update that changes nothing gives way to the one that changes a value.
  const taken = steps.slice(0, count).filter((_step, index) => count < 4 || index !== 2);
  line(
    steps[count - 1]?.[0] ?? '',
    await timed(
      inTransaction(async (tx) => {
        for (const [, step] of taken) await step(tx);
      }),
    ),
  );
}
const save = () =>
  writeTransaction(database, 1, async (tx) => {
    await lock(tx);
    await change(tx);
  });
line('writeTransaction (the server save, publish included)', await timed(save));
const together: number[] = [];
for (let round = 0; round < runs / 10; round++)
  together.push(
    ...(await Promise.all(
      Array.from({ length: 10 }, async () => {
        const started = performance.now();
        await save();
        return performance.now() - started;
      }),
    )),
  );
line('ten saves at once, each', together);
await database.close();
process.exit(0);
