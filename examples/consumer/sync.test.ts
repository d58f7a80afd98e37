import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listing } from '../../src/server/integration/feed/consumer';
import { integrationTestApp } from '../../src/server/integration/testing';
import { readCopy, syncOnce } from './sync';

// The example sync tool against a real server listening on a port (both databases): from nothing it keeps a
// copy equal to what the resources list; a crash between pages resumes without a gap; a change made on the
// screens reaches the copy at the next run.

const { app, newClient, tokenOf, read } = integrationTestApp();
const scopes = ['structure:read', 'plans:read', 'commission:read'] as const;
let baseUrl = '';
let folder = '';
beforeAll(async () => {
  const address = await app().app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `${address}${app().config.apiPrefix}/integration/v1`;
  folder = await mkdtemp(join(tmpdir(), 'sync-example-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('npm run sync:example', () => {
  it('keeps a copy equal to the resources, through a crash and a later change', async () => {
    const client = await newClient([...scopes]);
    const file = join(folder, 'copy.json');
    // A crash after the third page: the copy holds what those pages said, and where they ended.
    let pages = 0;
    const crash = new Error('the process died');
    await expect(
      syncOnce(baseUrl, client, file, {
        pageLimit: 7,
        afterPage: () => {
          pages += 1;
          if (pages === 3) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    expect(Object.keys((await readCopy(file)).records).length).toBeGreaterThan(0);
    await syncOnce(baseUrl, client, file, { pageLimit: 50 });
    const token = await tokenOf(client);
    expect(new Map(Object.entries((await readCopy(file)).records))).toEqual(
      await listing(read, token, scopes),
    );

    const [faculty] = await app().database.query<{ id: number }>(
      'SELECT id_faculty AS id FROM faculty ORDER BY 1 LIMIT 1',
    );
    await app().database.query("UPDATE faculty SET n_director = 'Жээнбеков Т.' WHERE id_faculty = $1", [
      faculty?.id,
    ]);
    // The feed answers a change once every older transaction of the cluster has ended: polled, not timed.
    await vi.waitFor(
      async () => {
        await syncOnce(baseUrl, client, file);
        const copy = await readCopy(file);
        expect(copy.records[`faculties/${faculty?.id}`]).toMatchObject({ dean: 'Жээнбеков Т.' });
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(new Map(Object.entries((await readCopy(file)).records))).toEqual(
      await listing(read, token, scopes),
    );
  });
});
