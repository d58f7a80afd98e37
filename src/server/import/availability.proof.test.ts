import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/databases';
import { csvOf } from '../testing/import-file';
import { signedInApp } from '../testing/signed-in-app';
import { zipBomb } from '../testing/zip-bomb';

// Decision 0053: an import blocks no one. A zip bomb is given up at its bound on the reader's thread while the
// server answers; a 10,000-row preview (the documented limit) leaves the one connection of the embedded
// database to others between its slices and locks nothing on PostgreSQL, so that a save of a record the
// file names goes through while the preview runs. A proof: it measures the server while it works.

const app = signedInApp();
const DIRECTION = ['Код', 'Наименование (рус.)', 'Наименование (кырг.)', 'Наименование (англ.)'];
type Direction = { id_direction: number; 'p24-1': string; 'p24-2': string; rowVersion: number };

/** New directions, one per row, after the given first rows. */
const directions = (count: number, first: unknown[][] = []) =>
  csvOf([
    DIRECTION,
    ...first,
    ...Array.from({ length: count }, (_, index) => [
      `И${String(index).padStart(5, '0')}`,
      `Направление ${index}`,
      '',
      '',
    ]),
  ]);

/**
 * Calls /api/health every `everyMs` until stopped, and the process's resident memory: the slowest answer
 * and the highest memory seen.
 */
function watch(everyMs = 50) {
  let running = true;
  const seen = { answers: 0, slowestMs: 0, peakRss: process.memoryUsage().rss };
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const health = await app.t.app.inject({ method: 'GET', url: `${app.t.config.apiPrefix}/health` });
      expect(health.statusCode).toBe(200);
      seen.slowestMs = Math.max(seen.slowestMs, performance.now() - started);
      seen.peakRss = Math.max(seen.peakRss, process.memoryUsage().rss);
      seen.answers += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return seen;
    },
  };
}

describe('an import blocks no one', () => {
  it('refuses a zip bomb within a second of work, answering /api/health throughout, memory bounded', async () => {
    // The reader's thread started by a first, ordinary file (its start is not the bomb's).
    expect(
      (await app.api.post('import/preview', { table: 'direction', file: fileOf(directions(1)) })).status,
    ).toBe(200);
    const bomb = zipBomb(4_700);
    const rssBefore = process.memoryUsage().rss;
    const health = watch(20);
    // The work it cost, on every thread of the process: what a busy machine stretches, not changes; but a
    // neighbour's load inflates CPU time too (cache, clock), never shrinks it. So the least of up to three
    // refusals is the work's measure: a real regression makes every one of them cost more.
    const refusals: { answer: Awaited<ReturnType<typeof app.api.post>>; tookMs: number; cpuMs: number }[] =
      [];
    while (refusals.length < 3 && !refusals.some((refusal) => refusal.cpuMs < 1_000)) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const answer = await app.api.post('import/preview', {
        table: 'direction',
        file: fileOf(bomb, 'bomb.xlsx'),
      });
      const cpu = process.cpuUsage(cpuBefore);
      refusals.push({ answer, tookMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 });
    }
    const cpuMs = Math.min(...refusals.map((refusal) => refusal.cpuMs));
    const tookMs = Math.min(...refusals.map((refusal) => refusal.tookMs));
    const seen = await health.stop();
    for (const { answer } of refusals) {
      expect(answer).toMatchObject({ status: 400, error: 'VALIDATION' });
      expect(answer.message).toContain('60 MB');
    }
    console.log(
      `zip bomb (${(bomb.length / 1e6).toFixed(1)} MB, 4.6 GB unpacked): refused in ${tookMs.toFixed(0)} ms (${cpuMs.toFixed(0)} ms of CPU; ${refusals.map((refusal) => refusal.cpuMs.toFixed(0)).join(', ')} over ${refusals.length} tries); ` +
        `health ${seen.answers}×, slowest ${seen.slowestMs.toFixed(0)} ms; ` +
        `memory +${((seen.peakRss - rssBefore) / 1e6).toFixed(0)} MB`,
    );
    expect(cpuMs).toBeLessThan(1_000);
    expect(seen.slowestMs).toBeLessThan(1_000);
    // The bound is 60 MB unpacked: the server never holds the gigabytes.
    expect(seen.peakRss - rssBefore).toBeLessThan(400 * 1024 * 1024);
  });

  // The embedded database's whole file (the limit) against its one connection; on PostgreSQL, enough rows
  // for the saves to meet the preview's transactions many times over.
  const size = testDatabaseKind === 'pglite' ? 10_000 : 2_000;
  it(`previews ${size} rows while /api/health, reads and saves of a record the file names are answered`, async () => {
    const [first] = (await app.api.data('GET', 'ministerstvo/allDirection')) as Direction[];
    if (!first) throw new Error('the demo has directions');
    // The file's first row changes that record: judged at once, then saved again and again meanwhile.
    const file = directions(size - 1, [[first['p24-1'], `${first['p24-2']} (переименовано)`, '', '']]);
    const health = watch();
    let previewDone = false;
    const preview = app.api.post('import/preview', { table: 'direction', file: fileOf(file) }).finally(() => {
      previewDone = true;
    });
    const [reads, saves]: [number[], number[]] = [[], []];
    let version = first.rowVersion;
    while (!previewDone) {
      let started = performance.now();
      expect((await app.api.post('ministerstvo/kafedra', {})).status).toBe(200);
      reads.push(performance.now() - started);
      started = performance.now();
      const saved = await app.api.sms('ministerstvo/ins-upd-direction', {
        idDirection: first.id_direction,
        code: first['p24-1'],
        direction_: first['p24-2'],
        directionKg: `Сакталды ${saves.length}`,
        rowVersion: version,
      });
      expect(saved).toBe(2);
      version += 1;
      saves.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answer = await preview;
    const seen = await health.stop();
    const slowest = (list: number[]) => Math.max(...list).toFixed(0);
    console.log(
      `${size}-row preview (${testDatabaseKind}): health ${seen.answers}×, slowest ${seen.slowestMs.toFixed(0)} ms; ` +
        `${reads.length} reads, slowest ${slowest(reads)} ms; ${saves.length} saves of its record, slowest ${slowest(saves)} ms`,
    );
    expect(answer.status).toBe(200);
    // The first row's record is saved meanwhile: an update, or refused as changed since (its save came first).
    expect(answer.data.counts).toMatchObject({ create: size - 1, unchanged: 0 });
    expect(answer.data.counts.update + answer.data.counts.refuse).toBe(1);
    // Served all along, not once the preview ended: a locked record or a held connection would stall these.
    expect(saves.length).toBeGreaterThanOrEqual(5);
    expect(seen.slowestMs).toBeLessThan(1_000);
    for (const ms of [...reads, ...saves]) expect(ms).toBeLessThan(1_000);
  }, 600_000);
});

const fileOf = (bytes: Buffer, name = 'import.csv') => ({ name, content: bytes.toString('base64') });
