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

/** Whose an entry is: a university's (its rows alone), or undefined (read across universities, or shared). */
type UniversityOf<K> = (key: K) => number | undefined;

/**
 * Values read from the database, kept in memory until a committed change to one of `tables` makes them
 * stale (decision 0009). Never stale after a change: a change forgets every entry it may concern, and a load
 * that was already running when such a change arrived answers its caller but is not kept (it may have read
 * the old rows). Concurrent misses of one key share one load. While the change feed is not live, nothing is
 * kept. With `universityOf`, a change announced as one university's (migration 0027) forgets that
 * university's entries and those read across universities, not the other universities' (decision 0068).
 */
export class CoherentCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #loading = new Map<K, { promise: Promise<V | undefined> }>();
  #generation = 0;
  /** Per university (and 'across'), how many of its own changes have come: a load spanning one is not kept. */
  readonly #scopeGenerations = new Map<number | 'across', number>();

  constructor(
    private readonly feed: ChangeFeed,
    tables: readonly string[],
    private readonly maxEntries = 10_000,
    private readonly universityOf?: UniversityOf<K>,
  ) {
    feed.onChange((table, university) => {
      if (table !== null && !tables.includes(table)) return;
      if (table === null || university === undefined || !this.universityOf) this.clear();
      else this.#forgetUniversity(university);
    });
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
  }

  #scopeOf(key: K): number | 'across' {
    return this.universityOf?.(key) ?? 'across';
  }

  /** A change of one university's rows: its entries go, and those read across universities. */
  #forgetUniversity(university: number) {
    for (const scope of [university, 'across'] as const)
      this.#scopeGenerations.set(scope, (this.#scopeGenerations.get(scope) ?? 0) + 1);
    const concerned = (key: K) => {
      const scope = this.#scopeOf(key);
      return scope === university || scope === 'across';
    };
    for (const key of [...this.#entries.keys()]) if (concerned(key)) this.#entries.delete(key);
    for (const key of [...this.#loading.keys()]) if (concerned(key)) this.#loading.delete(key);
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
    const scope = this.#scopeOf(key);
    const scopeGeneration = this.#scopeGenerations.get(scope) ?? 0;
    const unchanged = () =>
      generation === this.#generation && scopeGeneration === (this.#scopeGenerations.get(scope) ?? 0);
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
        if (unchanged() && this.feed.live) this.#keep(key, loaded);
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
