// New academic year benchmark (decision 0048): the real server on the large university (50 faculties, ~2,000
// specialities), on the embedded database and on a PostgreSQL server. The large seed puts its admission
// plans, groups and headcounts in the current academic year (large-university.sql: `now() - 8 months`), so the
// turnover runs from it to the next and carries thousands of rows. Measured: the preview and the apply of
// the whole university, all five kinds (time, the server's memory, the answer), the undo, and, against a
// ceiling taken in the same run (one save when the server is idle), a save's latency while the apply runs:
// a second client saves an admission plan back to back until the apply answers.
// Usage: npm run bench:new-year [-- --db pglite|postgres|both]
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { currentAcademicYear, yearLabel } from '../src/contract/academic-year';
import { type TurnoverCounts, type TurnoverReport, turnoverKinds } from '../src/contract/new-year';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../src/server/db/seed';
import { sessionAt, startServer } from '../src/server/testing/processes';
import { type DatabaseKind, prepare } from './databases';
import { clientOf, mb, measured, percentile } from './measure';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    'pg-url': {
      type: 'string',
      default: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const workDir = mkdtempSync(join(tmpdir(), 'aa-new-year-'));
const loadAtStart = loadavg()[0] ?? 0;

const yearFrom = currentAcademicYear();
const request = { yearFrom, yearTo: yearFrom + 1, kinds: [...turnoverKinds] };
/** The demo speciality whose admission plan the saves change. */
const SPECIALITY = 1;
/**
 * The plan's year: the one before the source year, which the turnover neither reads nor writes. A save
 * of a source-year plan between the preview and the apply's reads would (rightly) make the apply stale
 * (409); one of the target year would collide with the plan the apply creates. What is measured is
 * whether the apply stops other saves of the same table, not a conflict on the same row.
 */
const PLAN_YEAR = yearFrom - 1;

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en'));
const count = (value: number) => value.toLocaleString('en');
const memory = (run: { before: number; peak: number; after: number }) =>
  `${mb(run.before)} → peak ${mb(run.peak)} → ${mb(run.after)}`;
const countsOf = (row: TurnoverCounts) =>
  `created ${count(row.created)} · kept ${count(row.kept)} · replaced ${count(row.replaced)} · refused ${count(row.refused)}`;
const latencies = (samples: number[]) =>
  `${samples.length} saves: p50 ${ms(percentile(samples, 0.5))} ms, p99 ${ms(percentile(samples, 0.99))} ms, max ${ms(Math.max(...samples))} ms`;

/** The answer's data and its size; anything but 200 throws with the call, status and body. */
async function answered<T>(path: string, response: Promise<Response>) {
  const answer = await response;
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${text.slice(0, 400)}`);
  return { data: (JSON.parse(text) as { data: T }).data, bytes: Buffer.byteLength(text) };
}

/** The server's own account of its last failure (its log is flushed each second): code and statement. */
async function causeIn(output: () => string) {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const line = output()
    .split('\n')
    .findLast((text) => text.includes('"err":'));
  type Failure = { code?: string; message?: string; cause?: Failure };
  const err = line ? (JSON.parse(line) as { err: Failure }).err : undefined;
  const statement = err?.message?.replace(/\s+/g, ' ').slice(0, 120);
  return err
    ? `server log: ${err.cause?.code ?? err.code ?? '?'} in "${statement}…"`
    : 'no error in the server log';
}

/** Each call's latency (ms), one after another. */
async function timed(times: number, call: (index: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    await call(index);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function runKind(kind: DatabaseKind) {
  const database = await prepare(kind, 'newyear', 'large', { pgUrl: values['pg-url'] as string, workDir });
  const server = await startServer({ ...database.environment, LOG_LEVEL: 'warn' });
  const pid = server.child.pid as number;
  const table: Array<[string, string]> = [];
  try {
    const { post, get } = clientOf(server.url, await sessionAt(server.url, database.login, DEMO_PASSWORD));
    // The second client: the demo university's administrator, saving its own plans while the large
    // university's apply runs (SPECIALITY is the demo's).
    const other = clientOf(server.url, await sessionAt(server.url, DEMO_LOGIN, DEMO_PASSWORD));
    const plans = await answered<Array<{ idPlanAbit: number; kolK: number }>>(
      'planAbit',
      other.post('ministerstvo/planAbit', { aYear: PLAN_YEAR, idSpeciality: SPECIALITY }),
    );
    const plan = plans.data[0];
    if (!plan) throw new Error(`no admission plan of speciality ${SPECIALITY} in ${yearLabel(PLAN_YEAR)}`);
    let saves = 0;
    // Each save changes the budget places, so that each one writes (and audits) a row.
    const save = (client: ReturnType<typeof clientOf>) => {
      saves += 1;
      const body = {
        idPlanAbit: plan.idPlanAbit,
        idSpeciality: SPECIALITY,
        aYear: PLAN_YEAR,
        kolK: plan.kolK,
      };
      return answered(
        'insUpdPlanAbit',
        client.post('ministerstvo/insUpdPlanAbit/insupd', { ...body, kolB: 1 + (saves % 90) }),
      );
    };

    const idle = await timed(30, () => save(other));
    const reads = await timed(30, () => answered('allDirection', get('ministerstvo/allDirection')));
    const idleP50 = percentile(idle, 0.5);
    table.push(
      [
        'Ceiling: a save of an admission plan, server idle (30 in a row)',
        `p50 ${ms(idleP50)} ms, max ${ms(Math.max(...idle))} ms`,
      ],
      ['Ceiling: a trivial read, GET allDirection (30 in a row)', `p50 ${ms(percentile(reads, 0.5))} ms`],
    );

    const preview = await measured(pid, () =>
      answered<TurnoverReport>('new-year/preview', post('new-year/preview', request)),
    );
    const report = preview.result.data;
    table.push([
      'Preview, whole university, five kinds',
      `${ms(preview.ms)} ms; ${count(report.rows.length)} rows, ${count(Math.round(preview.result.bytes / 1024))} KB JSON; memory ${memory(preview)}`,
    ]);
    for (const row of report.counts) table.push([`— preview: ${row.kind}`, countsOf(row)]);

    let applying = true;
    const during: number[] = [];
    const saver = (async () => {
      while (applying) during.push(...(await timed(1, () => save(other))));
    })();
    let idTurnover: number | null = null;
    let failure: string | undefined;
    const applyStarted = performance.now();
    try {
      const apply = await measured(pid, () =>
        answered<TurnoverReport & { idTurnover: number | null }>(
          'new-year/apply',
          post('new-year/apply', { ...request, token: report.token }),
        ),
      );
      idTurnover = apply.result.data.idTurnover;
      const created = apply.result.data.counts.reduce((sum, row) => sum + row.created + row.replaced, 0);
      table.push([
        'Apply, the same',
        `${ms(apply.ms)} ms; ${count(created)} rows written (turnover ${idTurnover}); memory ${memory(apply)}`,
      ]);
    } catch (error) {
      failure = `FAILED after ${ms(performance.now() - applyStarted)} ms: ${(error as Error).message}`;
    } finally {
      applying = false;
      await saver;
    }
    if (failure) table.push(['Apply, the same', `${failure}; ${await causeIn(server.output)}`]);
    table.push(
      ['Saves of the plan during the apply (second client, back to back)', latencies(during)],
      ['Max save during the apply ÷ idle save p50', `${(Math.max(...during) / idleP50).toFixed(0)} ×`],
    );

    if (idTurnover !== null) {
      const undo = await measured(pid, () =>
        answered<Array<{ removed: number }>>('new-year/undo', post('new-year/undo', { idTurnover })),
      );
      table.push([
        'Undo of the turnover',
        `${ms(undo.ms)} ms; ${count(undo.result.data[0]?.removed ?? 0)} rows removed`,
      ]);
    }
  } catch (error) {
    table.push(['Run stopped', (error as Error).message]);
  } finally {
    server.child.kill();
    await server.exited;
    await database.drop();
  }
  const name = kind === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL server';
  console.log(
    `\n### ${name}: new year ${yearLabel(request.yearFrom)} → ${yearLabel(request.yearTo)}, large university\n`,
  );
  console.log('| Measure | Result |\n|---|---|');
  for (const [measure, result] of table) console.log(`| ${measure} | ${result} |`);
}

for (const kind of values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as DatabaseKind])
  await runKind(kind);
console.log(
  `\n${new Date().toISOString().slice(0, 10)}; ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; load average ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end (other work ran on the machine). Memory: the server process's resident set (PGlite runs inside it; a PostgreSQL server's own memory is not counted).`,
);
