import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '../../contract/call';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import type { AnswerOf, ListRead } from '../db/list-read';
import { checkAnswer } from './answer-check';
import { CachedAnswer, sendCachedAnswer } from './cached-answer';
import { ok } from './envelope';
import { type BodyOf, type CallContext, registerCall } from './route';

// Per list: one answer per distinct payload, bounded because clients choose the payloads.
const MAX_ANSWERS_PER_LIST = 1_000;

/** The answers of every list call, serialized once and kept until a change to the list's tables. */
export class ListAnswers {
  readonly #caches = new Map<ListRead<never>, CoherentCache<string, CachedAnswer>>();

  constructor(private readonly database: Database) {}

  /**
   * The call's answer from the cache, or loaded and checked against the call's contract once, as the
   * cache fills (decision 0039): a mismatch throws (a 500 naming the call), it is never cached or sent.
   */
  answer<Params>(
    call: Pick<CallDefinition, 'path' | 'data'>,
    read: ListRead<Params>,
    params: Params,
  ): Promise<CachedAnswer> {
    const key = params === undefined ? '' : JSON.stringify(params);
    return this.#cacheOf(read).get(key, async () => {
      const rows = await read.load(this.database, params);
      checkAnswer(call, rows);
      return { value: new CachedAnswer(ok(rows)), freshForMs: Number.POSITIVE_INFINITY };
    }) as Promise<CachedAnswer>;
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

/**
 * Registers a call that answers a list read: from the cache, compressed as the client accepts. The read
 * must answer what the call's contract declares (its type is checked here when compiling).
 */
export function registerListCall<C extends CallDefinition, Params = undefined>(
  app: FastifyInstance,
  call: C,
  lists: ListAnswers,
  read: ListRead<Params, AnswerOf<C>>,
  paramsOf: (context: CallContext<BodyOf<C>>) => Params = () => undefined as Params,
) {
  registerCall(app, call, async (context) =>
    sendCachedAnswer(context.request, context.reply, await lists.answer(call, read, paramsOf(context))),
  );
}
