import { queryOptions, type SkipToken, skipToken } from '@tanstack/react-query';
import type { CallBody, CallData, CallDefinition } from '../../contract/call';
import { type BodyArgs, callApi } from './client';
import type { CallOptions } from './transport';

/*
 * THE query-key scheme of the web app (decision 0041): a read is keyed by its contract call's path and
 * its body, nothing else, so one server list has one key whichever screen reads it; a write makes stale
 * the reads whose tables it writes, by their paths (api/write.ts, decision 0064).
 */

/** A read's body, or skipToken while it is not known yet (a level above not chosen, a modal closed). */
type ReadArgs<C> =
  CallBody<C> extends undefined
    ? [body?: undefined, options?: ReadOptions]
    : [body: CallBody<C> | SkipToken, options?: ReadOptions];

/** The key of a read: its path, then its body (a read without one: the path alone). */
export function readKey<C extends CallDefinition>(call: C, ...[body]: ReadArgs<C>): readonly unknown[] {
  return keyOf(call, body);
}

function keyOf(call: CallDefinition, body: unknown): readonly unknown[] {
  if (body === undefined) return [call.path];
  return [call.path, body === skipToken ? null : body];
}

interface ReadOptions {
  /** The answer is worded in the interface language (a name, a sentence): cached per language. */
  language?: string;
  /** The transport's options (e.g. the screen shows the failure itself). */
  call?: CallOptions;
}

function readFn<C extends CallDefinition>(call: C, body: unknown, options: CallOptions | undefined) {
  if (body === skipToken) return skipToken;
  return (): Promise<CallData<C>> => callApi(call, ...([body, options] as BodyArgs<C>));
}

/** A read of the contract as a query (THE way a screen reads): its key is readKey's. */
export function read<C extends CallDefinition>(call: C, ...[body, options]: ReadArgs<C>) {
  const key = keyOf(call, body);
  const { language, call: callOptions }: ReadOptions = options ?? {};
  return queryOptions({
    queryKey: language === undefined ? key : [...key, language],
    queryFn: readFn(call, body, callOptions),
  });
}

/** The body when every id it needs is known, else skipToken: `ready(id, (id) => ({ idFaculty: id }))`. */
export function ready<T, Body>(value: T | null | undefined, body: (value: T) => Body): Body | SkipToken {
  return value === null || value === undefined ? skipToken : body(value);
}
