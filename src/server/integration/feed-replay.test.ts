import { describe, expect, it } from 'vitest';
import { resources } from '../testing/write-calls';
import { Consumer, feedPage, listing } from './feed/consumer';
import { decodeVersion } from './feed/version';
import { integrationTestApp } from './testing';

// The change feed replayed (decision 0077): while three writers make, change and delete records through the
// app's own calls (shared classifiers, departments, name-groups, specialities' thresholds, whose changes reach
// other resources' records), a consumer follows the feed from 0 in small pages and now and then crashes,
// losing the page it read, and resumes from the last version it kept. At the end its copy is exactly what the
// resources list, and it applied no entry twice. Both databases (TEST_DATABASE=pg).

const { app, admin, newClient, tokenOf, read } = integrationTestApp();
const scopes = ['structure:read', 'plans:read', 'commission:read'] as const;

/** A small seeded generator: the same run each time. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

const post = (path: string, body: unknown) => app().call('POST', path, { cookie: admin(), body });

const ids = async (text: string) =>
  (await app().database.query<{ id: number }>(text)).map((row) => Number(row.id));

/** The id of the row a create call made, by the unique text its audit entry holds. */
async function createdId(table: string, unique: string) {
  const [row] = await app().database.query<{ id: string }>(
    `SELECT row_id AS id FROM audit_log WHERE table_name = $1 AND action = 'insert' AND after::text LIKE $2
      ORDER BY id DESC LIMIT 1`,
    [table, `%${unique}%`],
  );
  return row ? Number(row.id) : undefined;
}

async function writer(seed: number, operations: number, wrote: () => void) {
  const next = random(seed);
  const made: Array<{ resource: (typeof resources)[number]; id: number }> = [];
  const nameGroups = await ids('SELECT id_n_gr AS id FROM n_gr ORDER BY 1 LIMIT 6');
  const specialities = await ids('SELECT DISTINCT id_speciality AS id FROM plan_abit ORDER BY 1 LIMIT 6');
  for (let step = 0; step < operations; step++) {
    const unique = `${seed}x${step}`;
    const choice = next(6);
    const resource = resources[next(resources.length)];
    if (!resource) continue;
    if (choice <= 1) {
      const response = await post(resource.save, resource.create(unique));
      const id = response.statusCode === 200 ? await createdId(resource.table, unique) : undefined;
      if (id !== undefined) made.push({ resource, id });
    } else if (choice === 2 && made.length) {
      const target = made[next(made.length)];
      if (target) await post(target.resource.save, target.resource.update(target.id, unique));
    } else if (choice === 3 && made.length) {
      const [target] = made.splice(next(made.length), 1);
      if (target) await post(target.resource.deletes[0] ?? '', target.resource.remove(target.id));
    } else if (choice === 4) {
      // A name-group renamed: every group of it is renamed too.
      await post('ministerstvo/insUpdNGr/insupd', {
        idNGr: nameGroups[next(nameGroups.length)],
        nGr: `Р${unique}`,
      });
    } else {
      // A speciality's thresholds: each of its plans carries them.
      const idSpeciality = specialities[next(specialities.length)];
      await post('ministerstvo/insUpdSpecialtyParameters/insupd', {
        idSpeciality,
        ortBudget: 100 + next(50),
      });
    }
    wrote();
  }
}

/** A version's place in the feed's order, to check that each applied entry comes after the one before. */
function place(version: string): bigint[] {
  const decoded = decodeVersion(version);
  if (decoded.phase === 'start') return [0n];
  if (decoded.phase === 'records')
    return [1n, decoded.horizon, 0n, BigInt(decoded.at.part), BigInt(decoded.at.record), 0n];
  const within = decoded.within
    ? [BigInt(decoded.within.part), BigInt(decoded.within.record), 0n]
    : [99n, 0n, 0n];
  return [2n, decoded.xact, decoded.id, ...within];
}
const before = (a: bigint[], b: bigint[]) => {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const [x = -1n, y = -1n] = [a[index], b[index]];
    if (x !== y) return x < y;
  }
  return false;
};

describe('the change feed, replayed', () => {
  it('brings a consumer that crashes now and then to exactly the records listed, with no entry twice', async () => {
    const token = await tokenOf(await newClient([...scopes]));
    const consumer = new Consumer();
    // The records as they are in large pages (a client has 600 calls a minute), the changes in small ones.
    await consumer.catchUp(read, token, 1000);
    let writing = true;
    let woken: (() => void) | undefined;
    const wrote = () => woken?.();
    const writers = Promise.all([
      writer(11, 14, wrote),
      writer(23, 14, wrote),
      writer(37, 14, wrote),
    ]).finally(() => {
      writing = false;
      woken?.();
    });
    let pages = 0;
    let crashes = 0;
    while (writing) {
      const page = await feedPage(read, token, consumer.after, 4).catch(async (error: unknown) => {
        await writers;
        throw error;
      });
      pages += 1;
      // Now and then the consumer crashes with the page read but not kept, and resumes where it stood.
      if (pages % 4 === 0) crashes += 1;
      else consumer.apply(page);
      if (!page.hasMore && writing) await new Promise<void>((resolve) => (woken = resolve));
    }
    await writers;
    // Last, a marker: once it is in the feed, every write before it is too.
    const marker = `Маркер ${Date.now()}`;
    await post('ministerstvo/insUpdNGr/insupd', {
      idNGr: (await ids('SELECT min(id_n_gr) AS id FROM n_gr'))[0],
      nGr: marker,
    });
    await consumer.catchUpTo(read, token, 4, 0, (entry) => {
      const name = (entry.record as { name?: unknown } | null)?.name;
      return entry.kind === 'groups' && typeof name === 'string' && name.includes(marker);
    });
    expect(crashes).toBeGreaterThan(0);
    expect(consumer.copy).toEqual(await listing(read, token, scopes));
    const versions = consumer.seen.map((entry) => entry.version);
    expect(new Set(versions).size).toBe(versions.length);
    versions.slice(1).forEach((version, index) => {
      expect(before(place(versions[index] ?? '0'), place(version)), `${versions[index]} < ${version}`).toBe(
        true,
      );
    });
    // The writes reached records of other resources than their own tables': groups and plans.
    const changed = consumer.seen.filter((entry) => entry.action === 'updated').map((entry) => entry.kind);
    expect(changed).toEqual(expect.arrayContaining(['groups', 'plans', 'specialities']));
    // And some entry reached more records than a page holds: the consumer resumed part way through it.
    const partWay = consumer.seen.map((entry) => decodeVersion(entry.version));
    expect(partWay.some((version) => version.phase === 'log' && version.within !== undefined)).toBe(true);
  }, 240_000);
});
