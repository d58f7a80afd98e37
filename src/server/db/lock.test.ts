import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'aa-lock-'));

describe('the data-folder lock', () => {
  it('creates the folder, and removes the lock file on release', () => {
    const dir = join(freshDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses while another live process holds it', async () => {
    const dir = freshDir();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(
        join(dir, 'server.lock'),
        JSON.stringify({ pid: holder.pid, host: hostname(), since: 'now' }),
      );
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`in use by another server (process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone (killed -9)', async () => {
    const dir = freshDir();
    const gone = spawn('true');
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(
      join(dir, 'server.lock'),
      JSON.stringify({ pid: gone.pid, host: hostname(), since: 'then' }),
    );
    const release = lockDataDir(dir);
    release();
  });
});
