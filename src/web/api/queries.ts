import {
  type QueryClient,
  queryOptions,
  type SkipToken,
  skipToken,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { CallBody, CallData, CallDefinition } from '../../contract/call';
import { checksList } from '../../contract/checks';
import type { SmsRow } from '../../contract/envelope';
import { messageOfRows, type SmsAnswer, showSmsToast } from '../components/sms-toast';
import { type BodyArgs, callApi, callApiWithMessage, SCREEN_HANDLES_FAILURES } from './client';
import type { CallOptions } from './transport';

/*
 * THE query-key scheme of the web app (decision 0041): a read is keyed by its contract call's path and
 * its body, nothing else, so one server list has one key whichever screen reads it; a write names the
 * calls whose reads it changes, and every cached read of those calls reloads, shown or not.
 */

/** The result code of a write (SPEC §8: in the first row). */
const smsOf = (rows: SmsRow[]): number | undefined => rows[0]?.sms;

/** The calls a write changes the answers of (declared next to the write). */
export type Reads = readonly Pick<CallDefinition, 'path'>[];

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

/**
 * Reads that every write may change, whatever it names: the data checks look at most tables.
 * The server keeps their answer until one of those tables changes, so reloading after an unrelated write
 * costs one cheap answer.
 */
const FOLLOW_EVERY_WRITE: Reads = [checksList];

/**
 * Reloads every cached read of these calls (and of FOLLOW_EVERY_WRITE), whatever its body and whether a screen shows it now: a list
 * another screen showed earlier is fresh when it shows it again, not only once its refetch answers.
 */
export function reloadReads(queryClient: QueryClient, reads: Reads): Promise<void> {
  const paths = new Set([...reads, ...FOLLOW_EVERY_WRITE].map((call) => call.path));
  return queryClient.invalidateQueries({
    predicate: (query) => paths.has(query.queryKey[0] as string),
    refetchType: 'all',
  });
}

/** reloadReads for a component. */
export function useReloadReads() {
  const queryClient = useQueryClient();
  return (reads: Reads) => reloadReads(queryClient, reads);
}

export interface WriteOptions {
  /** Maps a code where a call reads its own way (e.g. name-group delete: 5 is success). */
  toastOf?: (sms: number | undefined) => number | undefined;
  onDone?: (sms: number | undefined) => void;
  /** The write shows its own toast (an inline-edit table toasts and sorts each answer itself). */
  silent?: boolean;
}

/**
 * A write of a screen: the toast of its result code (a failure is toasted by the client), then every
 * read it changes reloads (also after a refusal: a stale row's list is the one to see).
 */
export function useWrite<Payload>(
  changes: Reads,
  write: (payload: Payload) => Promise<SmsRow[]>,
  options: WriteOptions = {},
) {
  const reload = useReloadReads();
  return useMutation({
    mutationFn: write,
    onSuccess: (rows) => {
      const sms = smsOf(rows);
      const shown = options.toastOf ? options.toastOf(sms) : sms;
      // The server's sentence belongs to the code it answered (a mapped code says its own words).
      if (!options.silent) showSmsToast(shown, shown === sms ? messageOfRows(rows) : null);
      options.onDone?.(sms);
    },
    onSettled: () => reload(changes),
  });
}

/**
 * A write of an inline-edit table: the table toasts each answer and sorts each failure (a stale row, a
 * vanished one) itself, so neither the client nor the write toasts; the reads it changes reload.
 */
export function useInlineWrite<C extends CallDefinition, Input>(
  changes: Reads,
  call: C,
  payloadOf: (input: Input) => CallBody<C>,
) {
  return useWrite(changes, (input: Input) => writeWithMessage(call, payloadOf(input)), { silent: true });
}

/**
 * A write whose screen sorts its failures, answering its sms rows with the server's sentence (e.g. whom
 * a 3 clashes with) on the first one.
 */
export async function writeWithMessage<C extends CallDefinition>(call: C, payload: CallBody<C>) {
  const { data, message } = await callApiWithMessage(
    call,
    ...([payload, SCREEN_HANDLES_FAILURES] as BodyArgs<C>),
  );
  const [first, ...rest] = data as SmsRow[];
  return (first ? [{ ...first, message }, ...rest] : []) as SmsAnswer[];
}
