// How long the server takes to answer (decision 0050): a first start (a new embedded database: migrations,
// demo data, demo licence) and a restart on it, from the process's spawn to the first answer of
// {API_PREFIX}/health, for the compiled server (`npm run build` first), `npm start` (which checks both
// builds first) and the sources through tsx; and the server's memory once it answers.
// Usage: npm run bench:start [-- --runs 3]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { percentile, residentMb } from './measure';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
if (!existsSync('dist/server/main.js'))
  throw new Error('bench:start measures the build: run `npm run build` first.');

const ways: Record<string, string[]> = {
  'node dist/server/main.js': ['dist/server/main.js'],
  'npm start (node build/start.mjs)': ['build/start.mjs'],
  'node --import tsx src/server/main.ts': ['--import', 'tsx', 'src/server/main.ts'],
};

let port = 3900;

/** Spawns a way of starting on `dataDir`; the milliseconds to the first answer, and the memory then. */
async function answerAfter(args: string[], dataDir: string) {
  port += 1;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error(`${args.join(' ')}: no answer in 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { ms: performance.now() - started, mb: residentMb(child.pid ?? 0) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const row = (samples: number[]) =>
  `${percentile(samples, 0.5).toFixed(0)} ms (${samples.map((ms) => ms.toFixed(0)).join(', ')})`;

console.log(`Median of ${runs} runs each; times from spawn to the first answer of /api/health.\n`);
console.log('| how | first start (new database, demo data) | restart | memory after a restart |');
console.log('|---|--:|--:|--:|');
for (const [name, args] of Object.entries(ways)) {
  const first: number[] = [];
  const again: number[] = [];
  const memory: number[] = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'aa-start-bench-')), 'data');
    first.push((await answerAfter(args, dataDir)).ms);
    const restart = await answerAfter(args, dataDir);
    again.push(restart.ms);
    memory.push(restart.mb);
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
  console.log(`| ${name} | ${row(first)} | ${row(again)} | ${percentile(memory, 0.5).toFixed(0)} MB |`);
}
process.exit(0);
