import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '../../contract/call';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import type { ListRead } from '../db/list-read';
import { CachedAnswer, sendCachedAnswer } from './cached-answer';
import { ok } from './envelope';
import { type BodyOf, type CallContext, registerCall } from './route';

// Per list: one answer per distinct payload, bounded because clients choose the payloads.
const MAX_ANSWERS_PER_LIST = 1_000;

/** The answers of every list call, serialized once and kept until a change to the list's tables. */
export class ListAnswers {
  readonly #caches = new Map<ListRead<never>, CoherentCache<string, CachedAnswer>>();

  constructor(private readonly database: Database) {}

  answer<Params>(read: ListRead<Params>, params: Params): Promise<CachedAnswer> {
    const key = params === undefined ? '' : JSON.stringify(params);
    return this.#cacheOf(read).get(key, async () => ({
      value: new CachedAnswer(ok(await read.load(this.database, params))),
      freshForMs: Number.POSITIVE_INFINITY,
    })) as Promise<CachedAnswer>;
  }

  #cacheOf(read: ListRead<never>) {
    let cache = this.#caches.get(read);
    if (!cache) {
      cache = new CoherentCache(this.database.changes, read.tables, MAX_ANSWERS_PER_LIST);
      this.#caches.set(read, cache);
    }
    return cache;
  }
}

/** Registers a call that answers a list read: from the cache, compressed as the client accepts. */
export function registerListCall<C extends CallDefinition, Params = undefined>(
  app: FastifyInstance,
  call: C,
  lists: ListAnswers,
  read: ListRead<Params>,
  paramsOf: (context: CallContext<BodyOf<C>>) => Params = () => undefined as Params,
) {
  registerCall(app, call, async (context) =>
    sendCachedAnswer(context.request, context.reply, await lists.answer(read, paramsOf(context))),
  );
}
