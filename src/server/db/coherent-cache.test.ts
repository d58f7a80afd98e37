import { describe, expect, it } from 'vitest';
import { announcementOf, type ChangeFeed, type ChangeListener } from './changes';
import { CoherentCache } from './coherent-cache';
import { universityOfKey } from './university-scope';

/** A feed driven by the test: which changes arrive, and when the listening connection is down. */
function testFeed() {
  const listeners = new Set<ChangeListener>();
  return {
    live: true as boolean,
    shared: true,
    onChange(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish(tables: Iterable<string>) {
      for (const entry of tables) {
        const { table, university } = announcementOf(entry);
        for (const listener of listeners) listener(table, university);
      }
    },
    forgetAll() {
      for (const listener of listeners) listener(null);
    },
    sync: async () => {},
    close: async () => {},
  } satisfies ChangeFeed & { forgetAll(): void };
}

/** A load the test finishes by hand, counting how often the database was asked. */
function database(rows: string[]) {
  let calls = 0;
  const pending: Array<() => void> = [];
  return {
    get calls() {
      return calls;
    },
    load: () => {
      calls++;
      const snapshot = [...rows];
      return new Promise<{ value: string[]; freshForMs: number }>((resolve) =>
        pending.push(() => resolve({ value: snapshot, freshForMs: Number.POSITIVE_INFINITY })),
      );
    },
    finish: () => {
      for (const resolve of pending.splice(0)) resolve();
    },
    rows,
  };
}

describe('a cache kept coherent by the change feed', () => {
  it('answers from memory after the first load; concurrent misses share one load', async () => {
    const feed = testFeed();
    const cache = new CoherentCache<string, string[]>(feed, ['direction']);
    const db = database(['a']);
    const first = Promise.all([cache.get('all', db.load), cache.get('all', db.load)]);
    db.finish();
    expect(await first).toEqual([['a'], ['a']]);
    expect(await cache.get('all', db.load)).toEqual(['a']);
    expect(db.calls).toBe(1);
  });

  it('forgets on a change to one of its tables, not on another table', async () => {
    const feed = testFeed();
    const cache = new CoherentCache<string, string[]>(feed, ['kafedra', 'faculty']);
    const db = database(['a']);
    const load = () => {
      const answer = cache.get('all', db.load);
      db.finish();
      return answer;
    };
    await load();
    feed.publish(['direction']);
    await load();
    expect(db.calls).toBe(1);
    db.rows.push('b');
    feed.publish(['faculty']);
    expect(await load()).toEqual(['a', 'b']);
    expect(db.calls).toBe(2);
  });

  it('a load that was running when a change arrived answers its caller but is not kept', async () => {
    const feed = testFeed();
    const cache = new CoherentCache<string, string[]>(feed, ['direction']);
    const db = database(['old']);
    const before = cache.get('all', db.load);
    // The change commits while the load is still reading the old rows.
    db.rows[0] = 'new';
    feed.publish(['direction']);
    db.finish();
    expect(await before).toEqual(['old']);
    const after = cache.get('all', db.load);
    db.finish();
    expect(await after).toEqual(['new']);
    expect(db.calls).toBe(2);
  });

  it("forgets one university's answers on its change, and those read across universities; a shared table's change forgets all", async () => {
    const feed = testFeed();
    const cache = new CoherentCache<string, string>(feed, ['faculty', 'direction'], 100, universityOfKey);
    const loads: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return { value: key, freshForMs: Number.POSITIVE_INFINITY };
      });
    const all = async () => {
      for (const key of ['1:', '2:', ':']) await get(key);
    };
    await all();
    loads.length = 0;
    feed.publish(['faculty@1']);
    await all();
    expect(loads).toEqual(['1:', ':']);
    loads.length = 0;
    feed.publish(['faculty']);
    await all();
    expect(loads).toEqual(['1:', '2:', ':']);
    loads.length = 0;
    // A table of none of its answers: nothing goes.
    feed.publish(['kafedra@2']);
    await all();
    expect(loads).toEqual([]);
  });

  it("keeps a university's load that ran while another university changed, not one that ran while its own did", async () => {
    const feed = testFeed();
    const cache = new CoherentCache<string, string[]>(feed, ['faculty'], 100, universityOfKey);
    const one = database(['one']);
    const two = database(['two']);
    const loading = [cache.get('1:', one.load), cache.get('2:', two.load)];
    feed.publish(['faculty@2']);
    one.finish();
    two.finish();
    await Promise.all(loading);
    const again: string[] = [];
    for (const key of ['1:', '2:'])
      await cache.get(key, async () => {
        again.push(key);
        return { value: [key], freshForMs: Number.POSITIVE_INFINITY };
      });
    expect(again).toEqual(['2:']);
  });

  it('keeps nothing while the feed is not live, and forgets everything when told', async () => {
    const feed = testFeed();
    const cache = new CoherentCache<string, string[]>(feed, ['direction']);
    const db = database(['a']);
    const get = () => {
      const answer = cache.get('all', db.load);
      db.finish();
      return answer;
    };
    feed.live = false;
    await get();
    await get();
    expect(db.calls).toBe(2);
    feed.live = true;
    await get();
    await get();
    expect(db.calls).toBe(3);
    feed.forgetAll();
    await get();
    expect(db.calls).toBe(4);
  });

  it('answers a value only as long as its loader said, keeps nothing for "not found", and stays bounded', async () => {
    const feed = testFeed();
    const cache = new CoherentCache<number, string>(feed, ['user_session'], 3);
    let loads = 0;
    const found = (freshForMs: number) => async () => {
      loads++;
      return { value: 'user', freshForMs };
    };
    await cache.get(1, found(0));
    await cache.get(1, found(0));
    expect(loads).toBe(2);
    await cache.get(2, async () => undefined);
    expect(cache.size).toBe(0);
    for (const key of [3, 4, 5, 6]) await cache.get(key, found(60_000));
    expect(cache.size).toBe(3);
    loads = 0;
    await cache.get(6, found(60_000));
    await cache.get(3, found(60_000));
    expect(loads).toBe(1);
  });

  it('a load that fails is not kept and does not block the next one', async () => {
    const cache = new CoherentCache<string, string>(testFeed(), ['direction']);
    await expect(
      cache.get('all', () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get('all', async () => ({ value: 'back', freshForMs: 1000 }))).toBe('back');
  });
});
