import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const root = mkdtempSync(join(tmpdir(), 'aa-lock-'));
const freshDir = () => mkdtempSync(join(root, 'dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const earlier = () => new Date(Date.now() - 60_000).toISOString();
const writeLock = (dir: string, holder: object, file = 'server.lock') =>
  writeFileSync(join(dir, file), JSON.stringify(holder));
const deadPid = async () => {
  const gone = spawn('true');
  await new Promise((resolve) => gone.on('exit', resolve));
  return gone.pid as number;
};

interface Outcome {
  pid: number;
  won: boolean;
  locked?: boolean;
  message?: string;
  ms: number;
}

// A contender: a process of its own that, for each `{dir, at, wait}` line, waits for the instant `at`, calls
// lockDataDir(dir, wait) (and keeps what it got), and answers one JSON line.
const contenderScript = `
const { lockDataDir, DataDirLockedError } = await import(${JSON.stringify(
  fileURLToPath(new URL('./lock.ts', import.meta.url)),
)});
const { createInterface } = await import('node:readline');
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  const { dir, at, wait } = JSON.parse(line);
  while (Date.now() < at);
  const start = performance.now();
  let outcome;
  try {
    lockDataDir(dir, wait);
    outcome = { won: true };
  } catch (error) {
    outcome = { won: false, locked: error instanceof DataDirLockedError, message: error.message };
  }
  console.log(JSON.stringify({ pid: process.pid, ...outcome, ms: performance.now() - start }));
}
`;

class Contender {
  readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: AsyncIterator<string>;

  constructor() {
    this.child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', contenderScript]);
    this.child.stderr.pipe(process.stderr);
    this.lines = createInterface({ input: this.child.stdout })[Symbol.asyncIterator]();
  }

  async ready() {
    expect((await this.lines.next()).value).toBe('ready');
  }

  async race(dir: string, at: number, wait?: number): Promise<Outcome> {
    this.child.stdin.write(`${JSON.stringify({ dir, at, wait })}\n`);
    return JSON.parse((await this.lines.next()).value);
  }
}

describe('the data-folder lock', () => {
  let contenders: Contender[] = [];
  beforeAll(async () => {
    contenders = Array.from({ length: 4 }, () => new Contender());
    await Promise.all(contenders.map((contender) => contender.ready()));
  });
  afterAll(() => {
    for (const contender of contenders) contender.child.kill();
  });

  it('creates the folder, and removes the lock file on release', () => {
    const dir = join(freshDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(readdirSync(dir)).toEqual(['server.lock']);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses while another live process holds it, after waiting a bounded time for it to go', () => {
    const dir = freshDir();
    const holder = spawn('sleep', ['30']);
    try {
      writeLock(dir, { pid: holder.pid, host: hostname(), since: 'earlier' });
      const start = Date.now();
      expect(() => lockDataDir(dir)).toThrow(
        new DataDirLockedError(
          `The data folder ${dir} is in use by another server (process ${holder.pid}, since earlier). ` +
            'Stop that server first, or give this one another DATA_DIR.',
        ),
      );
      expect(Date.now() - start).toBeGreaterThanOrEqual(2900);
      expect(Date.now() - start).toBeLessThan(5000);
    } finally {
      holder.kill();
    }
  });

  it('refuses at once a lock taken on another host', () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.pid, host: 'elsewhere', since: earlier() });
    expect(() => lockDataDir(dir)).toThrow(`is locked by a server on host elsewhere`);
  });

  it('takes over a lock left by a process that is gone (killed -9)', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: await deadPid(), host: hostname(), since: earlier() });
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    expect(readdirSync(dir)).toEqual(['server.lock']);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over even when a process died in the middle of taking it over', async () => {
    const dir = freshDir();
    const stale = JSON.stringify({ pid: await deadPid(), host: hostname(), since: earlier() });
    writeFileSync(join(dir, 'server.lock'), stale);
    const claim = `server.lock.takeover-${createHash('sha256').update(stale).digest('hex')}`;
    writeLock(dir, { pid: await deadPid(), host: hostname(), since: earlier() }, claim);
    lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    expect(readdirSync(dir)).toEqual(['server.lock']);
  });

  it('waits for a holder that is still going away (a restart right after kill -9)', async () => {
    const dir = freshDir();
    const dying = spawn('sleep', ['1']);
    writeLock(dir, { pid: dying.pid, host: hostname(), since: earlier() });
    const outcome = await (contenders[0] as Contender).race(dir, Date.now());
    expect(outcome).toMatchObject({ won: true });
    expect(outcome.ms).toBeGreaterThan(500);
  });

  it('release leaves a lock that is no longer its own', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    writeLock(dir, { pid: process.pid, host: hostname(), since: 'another life' });
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
  });

  it('gives a stale lock to exactly one of several processes taking it over at the same instant', async () => {
    const pid = await deadPid();
    const trials = 100;
    const winners: number[] = [];
    const problems: string[] = [];
    for (let trial = 0; trial < trials; trial++) {
      const dir = freshDir();
      writeLock(dir, { pid, host: hostname(), since: earlier() });
      const at = Date.now() + 20;
      // No wait for a live holder: with fewer cores than contenders, one that runs late finds the winner's
      // lock taken before it began, and would rightly wait 3 s for it as for a dying holder.
      const outcomes = await Promise.all(contenders.map((contender) => contender.race(dir, at, 0)));
      const won = outcomes.filter((outcome) => outcome.won).map((outcome) => outcome.pid);
      winners.push(won.length);
      const holder = existsSync(join(dir, 'server.lock'))
        ? readFileSync(join(dir, 'server.lock'), 'utf8')
        : 'no lock file';
      const refused = outcomes.every(
        (outcome) =>
          outcome.won ||
          (outcome.locked && outcome.message?.includes(`in use by another server (process ${won[0]},`)),
      );
      // Exactly one winner, whose lock is in place; the others refused; no candidate or claim file left.
      const files = readdirSync(dir).join(' ');
      if (won.length !== 1 || !holder.includes(`"pid":${won[0]},`) || !refused || files !== 'server.lock') {
        problems.push(`trial ${trial}: winners ${won.join(', ')}; lock ${holder}; files ${files}`);
      }
    }
    expect(problems).toEqual([]);
    expect(winners).toEqual(Array(trials).fill(1));
  });
});
