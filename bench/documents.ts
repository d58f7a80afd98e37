// Printed documents benchmark (decision 0049): the real server on the large university (50 faculties, ~2,000
// specialities beside the demo's), on the embedded database and on a PostgreSQL server. Measured: the
// whole university's admission plan as the print view reads it (documents/view) and as a PDF
// (documents/pdf, written on the server's PDF thread): time, size, pages and the server's memory; against
// ceilings taken in the same run: a trivial read (GET allDirection) and a faculty's commission as a PDF.
// And whether the server answers while the PDF is written: the trivial read, back to back, meanwhile.
// Usage: npm run bench:documents [-- --db pglite|postgres|both --rounds 3]
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { currentAcademicYear, yearLabel } from '../src/contract/academic-year';
import { DEMO_PASSWORD } from '../src/server/db/seed';
import { sessionAt, startServer } from '../src/server/testing/processes';
import { type DatabaseKind, prepare } from './databases';
import { clientOf, mb, measured, percentile } from './measure';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: '3' },
    'pg-url': {
      type: 'string',
      default: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const rounds = Math.max(1, Number(values.rounds));
const workDir = mkdtempSync(join(tmpdir(), 'aa-documents-'));
const loadAtStart = loadavg()[0] ?? 0;
const year = currentAcademicYear();
const universityPlan = { document: 'admissionPlan', aYear: year };

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en'));
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

async function bytesOf(response: Promise<Response>) {
  const answer = await response;
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200) throw new Error(`${answer.status} ${bytes.toString().slice(0, 300)}`);
  return bytes;
}

async function runKind(kind: DatabaseKind) {
  const database = await prepare(kind, 'documents', 'large', { pgUrl: values['pg-url'] as string, workDir });
  const server = await startServer({ ...database.environment, LOG_LEVEL: 'warn' });
  const pid = server.child.pid as number;
  const table: Array<[string, string]> = [];
  try {
    const { post, get } = clientOf(server.url, await sessionAt(server.url, database.login, DEMO_PASSWORD));
    const trivial = async () => {
      const started = performance.now();
      await bytesOf(get('ministerstvo/allDirection'));
      return performance.now() - started;
    };
    const idle: number[] = [];
    for (let index = 0; index < 30; index += 1) idle.push(await trivial());
    table.push(['Ceiling: GET allDirection, idle (30 in a row)', `p50 ${ms(percentile(idle, 0.5))} ms`]);

    // The first PDF starts the PDF thread and loads the fonts: timed apart.
    const first = await measured(pid, () =>
      bytesOf(post('documents/pdf', { document: 'commission', idFaculty: 1 })),
    );
    table.push(['First PDF (a faculty’s commission; starts the PDF thread)', `${ms(first.ms)} ms`]);
    const small: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      const started = performance.now();
      await bytesOf(post('documents/pdf', { document: 'commission', idFaculty: 1 }));
      small.push(performance.now() - started);
    }
    table.push([
      'Ceiling: a faculty’s commission as a PDF (10 in a row)',
      `p50 ${ms(percentile(small, 0.5))} ms`,
    ]);

    const views: number[] = [];
    let viewBytes = 0;
    for (let round = 0; round < rounds; round += 1) {
      const run = await measured(pid, () => bytesOf(post('documents/view', universityPlan)));
      views.push(run.ms);
      viewBytes = run.result.length;
    }
    table.push([
      `University’s admission plan, print view data (${rounds} runs)`,
      `median ${ms(percentile(views, 0.5))} ms; ${kb(viewBytes)} JSON (gzip on the wire)`,
    ]);

    for (let round = 0; round < rounds; round += 1) {
      let writing = true;
      const during: number[] = [];
      const reader = (async () => {
        while (writing) during.push(await trivial());
      })();
      const run = await measured(pid, () => bytesOf(post('documents/pdf', universityPlan)));
      writing = false;
      await reader;
      const pages = /Pages:\s+(\d+)/.exec(
        execFileSync('pdfinfo', ['-'], { input: run.result }).toString(),
      )?.[1];
      table.push([
        `University’s admission plan as a PDF, run ${round + 1}`,
        `${ms(run.ms)} ms (${(run.ms / (percentile(small, 0.5) || 1)).toFixed(0)} × the commission's); ${kb(run.result.length)}, ${pages} pages; server memory ${mb(run.before)} → peak ${mb(run.peak)} → ${mb(run.after)}; meanwhile ${during.length} reads, p99 ${ms(percentile(during, 0.99))} ms, max ${ms(Math.max(...during))} ms`,
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
  console.log(`\n### ${name}: documents, large university, ${yearLabel(year)}\n`);
  console.log('| Measure | Result |\n|---|---|');
  for (const [measure, result] of table) console.log(`| ${measure} | ${result} |`);
}

for (const kind of values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as DatabaseKind])
  await runKind(kind);
console.log(
  `\n${new Date().toISOString().slice(0, 10)}; ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; load average ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end. Memory: the server process's resident set (the PDF thread runs inside it).`,
);
