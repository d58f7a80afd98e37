import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/databases';
import { installTestLicence } from '../testing/licence';
import { postgresBinaries, type ReplicaCluster, startReplicaCluster } from '../testing/replica-cluster';
import { startTestApp, type TestApp } from '../testing/test-app';
import { openServer } from './connection';
import { migrate } from './migrate';
import { attachReplica, type ReplicaUse } from './replica';
import { seedDemoData } from './seed';

// A streaming replica (DATABASE_REPLICA_URL, db/replica.ts) on a primary and replica of the proof's own: the
// lists are read from the replica, and a user's next read after a save holds that save whatever the
// replica's lag (its replay paused: the read goes to the primary after a bounded wait); a replica that is
// gone leaves every read to the primary. Once, on the PostgreSQL run, where the machine's initdb is.

const bin = postgresBinaries();
const PASSWORD_OF_DEMO = 'admin';

describe.runIf(testDatabaseKind === 'postgres' && bin !== undefined)('a streaming replica', () => {
  let cluster: ReplicaCluster;
  let t: TestApp;
  let use: () => ReplicaUse;
  let cookie = '';

  beforeAll(async () => {
    cluster = await startReplicaCluster(bin as string);
    const seeding = await openServer(cluster.primaryUrl, 2);
    await migrate(seeding);
    await seedDemoData(seeding);
    await installTestLicence(seeding);
    await seeding.close();
    t = await startTestApp({}, undefined, async () => {
      const database = await openServer(cluster.primaryUrl, 4, 'calls');
      const replica = await attachReplica(database, cluster.replicaUrl, 4, 'calls');
      use = replica.use;
      return {
        database,
        url: cluster.primaryUrl,
        dispose: async () => {
          await replica.close();
          await database.close();
        },
      };
    });
    cookie = await t.signIn('admin', PASSWORD_OF_DEMO);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  });

  const directions = async () => {
    const response = await t.call('GET', 'ministerstvo/allDirection', { cookie });
    expect(response.statusCode).toBe(200);
    return (response.json().data as Array<{ 'p24-1': string }>).map((row) => row['p24-1']);
  };
  const addDirection = async (code: string) => {
    const response = await t.call('POST', 'ministerstvo/ins-upd-direction', {
      cookie,
      body: {
        idDirection: -1,
        code,
        direction_: `Направление ${code}`,
        directionKg: 'Багыт',
        directionEn: 'Direction',
      },
    });
    expect(response.json()).toMatchObject({ data: [{ sms: 1 }] });
  };
  const delta = async <T>(work: () => Promise<T>) => {
    const before = use();
    const result = await work();
    const after = use();
    return { result, replica: after.replica - before.replica, primary: after.primary - before.primary };
  };

  it('answers the lists from the replica once it has replayed the last save, which the answer holds', async () => {
    await addDirection('R1');
    const read = await delta(directions);
    expect(read.result).toContain('R1');
    expect(read).toMatchObject({ replica: 1, primary: 0 });
    // The replica's own connections are the server's.
    const connections = await cluster.onReplica(
      "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'academic-admin-replica'",
    );
    expect(Number(connections)).toBeGreaterThan(0);
  });

  it('gives the read to the primary while the replica lags, so the save just made is never missing', async () => {
    await cluster.onReplica('SELECT pg_wal_replay_pause()');
    try {
      await addDirection('R2');
      const read = await delta(directions);
      expect(read.result).toContain('R2');
      expect(read).toMatchObject({ replica: 0, primary: 1 });
    } finally {
      await cluster.onReplica('SELECT pg_wal_replay_resume()');
    }
    await addDirection('R3');
    const caughtUp = await delta(directions);
    expect(caughtUp.result).toEqual(expect.arrayContaining(['R2', 'R3']));
    expect(caughtUp).toMatchObject({ replica: 1, primary: 0 });
  });

  it('serves every read from the primary once the replica is gone', async () => {
    await cluster.stopReplica();
    await addDirection('R4');
    const read = await delta(directions);
    expect(read.result).toContain('R4');
    expect(read).toMatchObject({ replica: 0, primary: 1 });
  });
});
