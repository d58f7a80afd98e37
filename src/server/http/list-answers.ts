import type { FastifyInstance } from 'fastify';
import type { BodyOf, CallDefinition } from '../../contract/call';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import type { AnswerOf, ListRead } from '../db/list-read';
import { forReads } from '../db/replica';
import { universityKey, universityOfKey } from '../db/university-scope';
import { checkAnswer } from './answer-check';
import { CachedAnswer, sendCachedAnswer } from './cached-answer';
import { ok } from './envelope';
import { type CallContext, registerCall } from './route';

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
    // Each university's answers are its own (its rows alone, decision 0068).
    const key = universityKey(params === undefined ? '' : JSON.stringify(params));
    return this.#cacheOf(read).get(key, async () => {
      // From the replica where there is one, once it holds every commit before this load (db/replica.ts).
      const rows = await read.load(await forReads(this.database), params);
      checkAnswer(call, rows);
      return { value: new CachedAnswer(ok(rows)), freshForMs: Number.POSITIVE_INFINITY };
    }) as Promise<CachedAnswer>;
  }

  #cacheOf(read: ListRead<never>) {
    let cache = this.#caches.get(read);
    if (!cache) {
      // A university's change forgets its own answers alone (decision 0068).
      cache = new CoherentCache(this.database.changes, read.tables, MAX_ANSWERS_PER_LIST, universityOfKey);
      this.#caches.set(read, cache);
    }
    return cache;
  }
}

/**
 * Each parameter of a list read, named by the payload field that fills it (the payload keeps SPEC's
 * names, the read its own), as a reference declaration names its columns' fields (decision 0043).
 */
type PayloadFields<Params, Body> = {
  [P in keyof Params]-?: { [F in keyof Body]-?: Body[F] extends Params[P] ? F : never }[keyof Body];
};

/** The parameters a list read takes from the payload, by the fields that `fields` names. */
const paramsFrom = (fields: object, body: unknown) =>
  Object.fromEntries(
    Object.entries(fields).map(([param, field]) => [param, (body as Record<string, unknown>)[field]]),
  );

/**
 * Registers a call that answers a list read: from the cache, compressed as the client accepts. The read
 * must answer what the call's contract declares (its type is checked here when compiling). Its
 * parameters are the payload fields `params` names, or what `params` makes of the call (a day, the user).
 */
export function registerListCall<C extends CallDefinition, Params = undefined>(
  app: FastifyInstance,
  call: C,
  lists: ListAnswers,
  read: ListRead<Params, AnswerOf<C>>,
  params: NoInfer<PayloadFields<Params, BodyOf<C>>> | ((context: CallContext<BodyOf<C>>) => Params) = () =>
    undefined as Params,
) {
  const paramsOf =
    typeof params === 'function'
      ? params
      : ({ body }: CallContext<BodyOf<C>>) => paramsFrom(params, body) as Params;
  registerCall(
    app,
    call,
    async (context) =>
      sendCachedAnswer(context.request, context.reply, await lists.answer(call, read, paramsOf(context))),
    { reads: read.tables },
  );
}
