// What the look-alike keys (migration 0022, decision 0056) cost, on one kind of database: the skeleton of a
// name, 300 inserts of a level one by one, 10,000 directions in one transaction, and the large university's
// seed (db:seed-large), each on a database of its own migrated without 0022, with this tree's 0022 and,
// given --before, with another version of it (an older 0022_look_alike_names.sql), measured side by side.
// Usage: node --import tsx bench/look-alikes.ts --kind pglite|postgres [--before old-0022.sql]
//   (TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres, reaches the server)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type Database, openEmbedded, openServer } from '../src/server/db/connection';
import { type Migration, migrate, readMigrations } from '../src/server/db/migrate';
import { seedDemoData, seedLargeUniversity } from '../src/server/db/seed';
import { percentile } from './measure';

const { values } = parseArgs({
  options: { kind: { type: 'string', default: 'pglite' }, before: { type: 'string' } },
});
const kind = values.kind as 'pglite' | 'postgres';
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const all = await readMigrations();
const base = all.filter((migration) => migration.version < '0022');
const variants: Array<{ label: string; migrations: Migration[] }> = [
  { label: 'without 0022', migrations: base },
  ...(values.before
    ? [
        {
          label: 'before',
          migrations: [
            ...base,
            { version: '0022_look_alike_names', script: readFileSync(values.before, 'utf8') },
          ],
        },
      ]
    : []),
  { label: 'this tree', migrations: all.filter((migration) => migration.version <= '0022_look_alike_names') },
];

const work = mkdtempSync(join(tmpdir(), 'aa-look-alikes-'));
const drops: Array<() => Promise<void>> = [];
async function open(label: string): Promise<Database> {
  const name = label.replace(/\W+/g, '_');
  if (kind === 'pglite') return openEmbedded(join(work, name));
  const database = `aa_bench_look_alikes_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  drops.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });
  return openServer(url.toString(), 2);
}

const ms = (started: number) => performance.now() - started;
const names = ['Прикладная математика и информатика', 'Өнөр жай чарбасынын экономикасы', 'Mathematics 2'];
const median = (samples: number[]) => percentile(samples, 0.5).toFixed(2);

/** The skeleton alone: 3,000 of them in one statement, less the same statement without them; µs each. */
async function skeletonMicros(database: Database) {
  const statement = (expression: string) => `SELECT count(${expression}) FROM unnest($1::text[]) n`;
  const many = names.flatMap((name) => Array.from({ length: 1000 }, (_, index) => `${name} ${index}`));
  const timed = async (expression: string) => {
    const started = performance.now();
    await database.query(statement(expression), [many]);
    return ms(started);
  };
  return ((await timed('text_skeleton(n)')) - (await timed('lower(n)'))) / 3;
}

/** 10,000 directions in one transaction, as an import's apply writes them. */
const directions = (database: Database) =>
  database.withConnection(async (connection) => {
    const started = performance.now();
    await connection.exec('BEGIN');
    try {
      await connection.query(
        `INSERT INTO direction (code, direction, direction_kg, direction_en)
         SELECT 'B' || g, 'Направление ' || g, 'Багыт ' || g, 'Direction ' || g FROM generate_series(1, 10000) g`,
      );
      await connection.exec('COMMIT');
      return `${(ms(started) / 1000).toFixed(2)} s`;
    } catch (error) {
      await connection.exec('ROLLBACK');
      return `failed after ${(ms(started) / 1000).toFixed(2)} s: ${(error as Error).message}`;
    }
  });

async function main() {
  const prepared: Array<{ label: string; database: Database; skeleton: boolean }> = [];
  for (const { label, migrations } of variants) {
    const database = await open(label);
    await migrate(database, migrations);
    await seedDemoData(database);
    prepared.push({ label, database, skeleton: migrations.some((m) => m.version.startsWith('0022')) });
  }
  const out = new Map(prepared.map(({ label }) => [label, { variant: label } as Record<string, string>]));
  // Side by side, round by round, so that the machine's load weighs on each alike.
  const skeletons = new Map<string, number[]>();
  const inserts = new Map<string, number[]>();
  for (let round = 0; round < 10; round++)
    for (const { label, database, skeleton } of prepared) {
      if (skeleton) skeletons.set(label, [...(skeletons.get(label) ?? []), await skeletonMicros(database)]);
      const samples = inserts.get(label) ?? [];
      for (let index = 0; index < 30; index++) {
        const started = performance.now();
        await database.query(
          "INSERT INTO level (name_level, name_level_kg, name_level_en) VALUES ($1, 'Деңгээл', 'Level')",
          [`Уровень ${round}-${index}`],
        );
        samples.push(ms(started));
      }
      inserts.set(label, samples);
    }
  for (const { label } of prepared) {
    const row = out.get(label) as Record<string, string>;
    const micros = skeletons.get(label);
    if (micros) row.skeleton = `${median(micros)} µs`;
    row.insert = `${median(inserts.get(label) ?? [])} ms (median of 300)`;
  }
  for (const { label, database } of prepared) {
    const row = out.get(label) as Record<string, string>;
    row.directions = await directions(database);
    const started = performance.now();
    row.seedLarge = await seedLargeUniversity(database).then(
      () => `${(ms(started) / 1000).toFixed(1)} s`,
      (error: Error) => `failed after ${(ms(started) / 1000).toFixed(1)} s: ${error.message}`,
    );
    await database.close();
    console.log(JSON.stringify(row));
  }
}

try {
  console.log(`${kind}, ${new Date().toISOString()}`);
  await main();
} finally {
  for (const drop of drops) await drop();
  rmSync(work, { recursive: true, force: true });
}
