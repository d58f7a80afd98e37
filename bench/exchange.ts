// Export and import benchmark (decision 0047): the real server on the large university (npm run
// db:seed-large), on the embedded database and on a PostgreSQL server. Each export is timed with the
// server's memory (its resident set, sampled every 50 ms) before, at its highest during, and after; and
// set against a ceiling measured in the same run: the same rows read as JSON by the screen's own list
// call (a 10,000-row audit: 200 pages of 50). An import preview and apply of 2,000 new rows are timed too.
// Usage: npm run bench:exchange [-- --db pglite|postgres|both]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { recordKinds } from '../src/contract/history';
import { DEMO_PASSWORD } from '../src/server/db/seed';
import { csvOf, fileOf } from '../src/server/testing/import-file';
import { sessionCookie, signIn, startServer } from '../src/server/testing/processes';
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
const workDir = mkdtempSync(join(tmpdir(), 'aa-exchange-'));

async function runKind(kind: DatabaseKind) {
  const database = await prepare(kind, 'exchange', 'large', { pgUrl: values['pg-url'] as string, workDir });
  const server = await startServer({ ...database.environment, LOG_LEVEL: 'warn' });
  const pid = server.child.pid as number;
  try {
    const cookie = sessionCookie(await signIn(server.url, database.login, DEMO_PASSWORD));
    const { post, get } = clientOf(server.url, cookie);
    const download = async (body: unknown) => {
      const response = await post('export/table', body);
      if (response.status !== 200) throw new Error(`export ${response.status}: ${await response.text()}`);
      return (await response.arrayBuffer()).byteLength;
    };
    // The audit filter of the large seed (a user, a kind of record, or both) nearest 10,000 rows.
    const page = async (body: Record<string, unknown>) =>
      (await (await post('history/audit', body)).json()).data;
    const users = (await (await get('users/list')).json()).data as { idAvnUser: number }[];
    const filters: Record<string, unknown>[] = [
      ...users.map(({ idAvnUser }) => ({ userId: idAvnUser })),
      ...recordKinds.map((kind) => ({ kind })),
      ...recordKinds.map((kind) => ({ kind, action: 'changed' })),
    ];
    let filter: Record<string, unknown> = {};
    let best = Number.POSITIVE_INFINITY;
    for (const candidate of filters) {
      const { total } = await page(candidate);
      if (Math.abs(total - 10_000) < Math.abs(best - 10_000)) [best, filter] = [total, candidate];
    }
    console.log(`\n${kind}, large university`);
    const json = await measured(pid, async () => {
      for (let number = 1; number <= Math.ceil(best / 50); number += 1)
        await page({ ...filter, page: number });
    });
    console.log(`  ceiling: the same ${best} audit rows read as JSON, 50 a page: ${json.ms.toFixed(0)} ms`);
    for (const format of ['xlsx', 'csv'] as const) {
      const run = await measured(pid, () => download({ table: 'audit', format, filter }));
      console.log(
        `  export ${best} audit rows, ${format}: ${run.ms.toFixed(0)} ms (${(run.ms / json.ms).toFixed(2)} × the JSON pages), ${(run.result / 1024).toFixed(0)} KB; memory ${mb(run.before)} → peak ${mb(run.peak)} → ${mb(run.after)}`,
      );
    }
    const whole = await measured(pid, () => download({ table: 'audit', format: 'xlsx', filter: {} }));
    console.log(
      `  export the whole audit log (${(whole.result / 1024 / 1024).toFixed(1)} MB xlsx): ${(whole.ms / 1000).toFixed(1)} s; memory ${mb(whole.before)} → peak ${mb(whole.peak)} → ${mb(whole.after)}`,
    );
    const specialities = await measured(pid, () => download({ table: 'speciality', format: 'xlsx' }));
    const specialityJson = await measured(pid, async () => {
      await (await get('ministerstvo/allSpecial')).arrayBuffer();
    });
    console.log(
      `  export the speciality names (xlsx): ${specialities.ms.toFixed(0)} ms; their list as JSON: ${specialityJson.ms.toFixed(0)} ms`,
    );
    const stamp = Date.now().toString(36);
    const rows = Array.from({ length: 2_000 }, (_, index) => [
      `B${stamp}${index}`,
      `Направление ${stamp} ${index}`,
      'Багыт',
      'Direction',
    ]);
    const file = fileOf(
      csvOf([['Код', 'Наименование (рус.)', 'Наименование (кырг.)', 'Наименование (англ.)'], ...rows]),
      'bench.csv',
    );
    // What others feel during a preview (decision 0053): the process's probe and a list read, back to back,
    // against the same calls on the idle server (the ceiling, same run).
    const others = async (running: () => boolean, least = 30) => {
      const [health, reads]: [number[], number[]] = [[], []];
      while (running() || health.length < least) {
        let started = performance.now();
        await (await fetch(`${server.url}/api/health`)).arrayBuffer();
        health.push(performance.now() - started);
        started = performance.now();
        await (await post('ministerstvo/kafedra', {})).arrayBuffer();
        reads.push(performance.now() - started);
      }
      return { health, reads };
    };
    const idle = await others(() => false);
    let previewing = true;
    const meanwhile = others(() => previewing, 1);
    const preview = await measured(pid, async () => {
      try {
        return (await (await post('import/preview', { table: 'direction', file })).json()).data;
      } finally {
        previewing = false;
      }
    });
    const during = await meanwhile;
    const latency = (samples: number[]) =>
      `p50 ${percentile(samples, 0.5).toFixed(1)} ms, p99 ${percentile(samples, 0.99).toFixed(1)} ms, max ${Math.max(...samples).toFixed(0)} ms`;
    console.log(
      `  import preview of 2,000 new directions: ${preview.ms.toFixed(0)} ms (${JSON.stringify(preview.result.counts)}); memory ${mb(preview.before)} → peak ${mb(preview.peak)} → ${mb(preview.after)}`,
    );
    console.log(
      `  meanwhile, ${during.health.length} × /api/health: ${latency(during.health)} (idle: ${latency(idle.health)}); a list read: ${latency(during.reads)} (idle: ${latency(idle.reads)})`,
    );
    const apply = await measured(
      pid,
      async () =>
        (await (await post('import/apply', { table: 'direction', file, token: preview.result.token })).json())
          .data,
    );
    console.log(`  import apply of the same: ${apply.ms.toFixed(0)} ms (${JSON.stringify(apply.result)})`);
    // The ceiling: the same saves made one by one through the screen's call (200 of them, times 10).
    const single = await measured(pid, async () => {
      for (let index = 0; index < 200; index += 1)
        await post('ministerstvo/ins-upd-direction', {
          idDirection: -1,
          code: `S${stamp}${index}`,
          direction_: `Сохранение ${index}`,
        });
    });
    console.log(
      `  ceiling: 2,000 single saves through ins-upd-direction (200 timed × 10): ${(single.ms * 10).toFixed(0)} ms; the preview is ${(preview.ms / (single.ms * 10)).toFixed(2)} × it, the apply ${(apply.ms / (single.ms * 10)).toFixed(2)} ×`,
    );
  } finally {
    server.child.kill();
    await server.exited;
    await database.drop();
  }
}

for (const kind of values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as DatabaseKind])
  await runKind(kind);
