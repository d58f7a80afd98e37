import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A primary and its streaming replica of the proof's own (docs/scaling.md): initdb, pg_basebackup and pg_ctl
// of the machine's PostgreSQL on two free ports, in a folder that goes with them. Run as the postgres user
// when the tests run as root (initdb refuses root).

const run = promisify(execFile);

/** The newest PostgreSQL server binaries of the machine (Debian's layout), if any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs SQL on the replica as the superuser (pausing and resuming its replay). */
  onReplica(sql: string): Promise<string>;
  /** Stops the replica at once, as a crash would. */
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a primary and a streaming replica of it; `stop` ends both and removes their folder. */
export async function startReplicaCluster(bin: string): Promise<ReplicaCluster> {
  const root = mkdtempSync(join(tmpdir(), 'aa-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(stdout.trim()), Number(group.trim()));
  }
  const tool = (name: string, args: string[], timeout = 120_000) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args], { timeout })
      : run(join(bin, name), args, { timeout });
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = join(root, 'primary');
  const replica = join(root, 'replica');
  const options = (port: number) =>
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${root} -c fsync=off -c max_connections=60`;
  const started: string[] = [];
  const stop = async () => {
    for (const folder of started.reverse())
      await tool('pg_ctl', ['-D', folder, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await tool('initdb', [
      '-D',
      primary,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    await tool('pg_ctl', [
      '-D',
      primary,
      '-o',
      options(primaryPort),
      '-l',
      join(root, 'primary.log'),
      '-w',
      'start',
    ]);
    started.push(primary);
    // The replica starts from a base backup of the primary and follows its log (-R writes standby.signal).
    await tool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    await tool('pg_ctl', [
      '-D',
      replica,
      '-o',
      options(replicaPort),
      '-l',
      join(root, 'replica.log'),
      '-w',
      'start',
    ]);
    started.push(replica);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    onReplica: async (sql) =>
      (
        await tool('psql', ['-h', '127.0.0.1', '-p', String(replicaPort), '-U', 'postgres', '-Atc', sql])
      ).stdout.trim(),
    stopReplica: async () => {
      await tool('pg_ctl', ['-D', replica, '-m', 'immediate', '-w', 'stop']);
      started.splice(started.indexOf(replica), 1);
    },
    stop,
  };
}
