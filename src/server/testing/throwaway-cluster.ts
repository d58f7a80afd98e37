import { execFile } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** The bin folder of the newest PostgreSQL installed from Debian's packages. */
const binDir = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return join('/usr/lib/postgresql', versions[0] as string, 'bin');
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, a free port) that the test may
 * stop and start at will — never the machine's shared server. PostgreSQL refuses to run as root, so as
 * root the cluster runs as the postgres user.
 */
export async function createThrowawayCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'aa-cluster-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { uid, gid } = await exec('id', ['-u', 'postgres']).then(async ({ stdout }) => ({
      uid: Number(stdout.trim()),
      gid: Number((await exec('id', ['-g', 'postgres'])).stdout.trim()),
    }));
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const pgCommand = (command: string, args: string[]) =>
    asRoot
      ? exec('runuser', ['-u', 'postgres', '--', join(binDir(), command), ...args])
      : exec(join(binDir(), command), args);
  await pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster = {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => pgCommand('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    /** Stops at once, as a crash or a pulled cable would: open connections are cut. */
    stop: () => pgCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    destroy: async () => {
      await cluster.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
