import type { ChangeFeed } from './changes';

/** What a loader found: the value and how long it may be answered without asking the database again. */
interface Loaded<V> {
  value: V;
  /** Milliseconds; Infinity: until a change to one of the cache's tables. */
  freshForMs: number;
}

interface Entry<V> {
  value: V;
  freshUntil: number;
}

/**
 * Values read from the database, kept in memory until a committed change to one of `tables` makes them
 * stale (decision 0009). Never stale after a change: a change forgets every entry, and a load that was
 * already running when a change arrived answers its caller but is not kept (it may have read the old
 * rows). Concurrent misses of one key share one load. While the change feed is not live, nothing is kept.
 */
export class CoherentCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #loading = new Map<K, { promise: Promise<V | undefined> }>();
  #generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    tables: readonly string[],
    private readonly maxEntries = 10_000,
  ) {
    feed.onChange((table) => {
      if (table === null || tables.includes(table)) this.clear();
    });
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached value of `key` if it is fresh, without waiting: the hot path of every request. */
  peek(key: K): V | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.freshUntil > performance.now() && this.feed.live ? entry.value : undefined;
  }

  /** Every fresh value held, without waiting (what /metrics reports). */
  fresh(): V[] {
    const now = performance.now();
    return this.feed.live
      ? [...this.#entries.values()].filter((entry) => entry.freshUntil > now).map((entry) => entry.value)
      : [];
  }

  /** The cached value of `key`, or what `load` finds (undefined: nothing, and nothing is kept). */
  get(key: K, load: () => Promise<Loaded<V> | undefined>): Promise<V | undefined> {
    const entry = this.#entries.get(key);
    if (entry && entry.freshUntil > performance.now() && this.feed.live) return Promise.resolve(entry.value);
    return this.#loading.get(key)?.promise ?? this.#load(key, load);
  }

  #load(key: K, load: () => Promise<Loaded<V> | undefined>): Promise<V | undefined> {
    const generation = this.#generation;
    // In the map before the load starts, so that even a load failing at once takes itself out again.
    const flight: { promise: Promise<V | undefined> } = { promise: Promise.resolve(undefined) };
    this.#loading.set(key, flight);
    flight.promise = (async (): Promise<V | undefined> => {
      try {
        const loaded = await load();
        if (!loaded) {
          this.#entries.delete(key);
          return undefined;
        }
        if (generation === this.#generation && this.feed.live) this.#keep(key, loaded);
        return loaded.value;
      } finally {
        if (this.#loading.get(key) === flight) this.#loading.delete(key);
      }
    })();
    return flight.promise;
  }

  #keep(key: K, { value, freshForMs }: Loaded<V>) {
    if (freshForMs <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      // Oldest first (a Map iterates in insertion order): enough to bound memory.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, freshUntil: performance.now() + freshForMs });
  }
}
