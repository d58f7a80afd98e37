import { type Query, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody, CallDefinition } from '../../contract/call';
import { readIsStale, tablesWrittenBy } from '../../contract/call-tables';
import { checksList } from '../../contract/checks';
import type { SmsRow } from '../../contract/envelope';
import { type BodyArgs, callApiWithMessage, SCREEN_HANDLES_FAILURES } from './client';
import { ApiError } from './errors';
import { messageOfRows, type SmsAnswer, showSmsToast } from './sms-toast';

/*
 * THE way the web app writes (decision 0064): one mutation per write, its toast, and the reads it makes
 * stale, derived from the tables its calls write (contract/call-tables.ts), never listed by a screen.
 */

/** The write calls a mutation makes: the tables they write say which reads it makes stale. */
export type Writes = Pick<CallDefinition, 'path'> | readonly Pick<CallDefinition, 'path'>[];

/** The tables a mutation's calls write. */
const writtenBy = (writes: Writes): ReadonlySet<string> =>
  new Set([writes].flat().flatMap((call) => tablesWrittenBy(call.path)));

/**
 * Reads shown beside every screen (the sidebar's count of the data checks): they reload after a write,
 * but no write waits for them, for they are not what the user has just changed.
 */
const SHOWN_EVERYWHERE = new Set([checksList.path]);

/** What the user is looking at: a read some screen shows now, other than those shown everywhere. */
const onScreen = (query: Query) =>
  query.getObserversCount() > 0 && !SHOWN_EVERYWHERE.has(String(query.queryKey[0]));

/**
 * Marks stale every cached read whose tables the write's calls wrote, whatever its body and whether a
 * screen shows it now (a list another screen showed earlier is fresh when it shows it again), and
 * reloads them all. Answers once the reads on screen have reloaded (the saved row is shown with its new
 * version); the others reload meanwhile, waited for by no one.
 */
export async function refreshAfterWrite(
  queryClient: QueryClient,
  writes: Writes,
  everyRead = false,
): Promise<void> {
  const written = writtenBy(writes);
  const stale = (query: Query) => everyRead || readIsStale(String(query.queryKey[0]), written);
  await queryClient.invalidateQueries({ predicate: stale, refetchType: 'none' });
  void queryClient.refetchQueries({ predicate: (query) => stale(query) && !onScreen(query) });
  await queryClient.refetchQueries({ predicate: (query) => stale(query) && onScreen(query) });
}

/**
 * A refusal saying the data changed meanwhile (409: a newer version; 404: the record is gone) makes the
 * write's reads stale as a success does; any other refusal (400, 403 …) changed nothing.
 */
const changedMeanwhile = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);

export interface WriteOptions<Answer = unknown, Input = unknown> {
  /** Maps a code where a call reads its own way (e.g. name-group delete: 5 is success). */
  toastOf?: (sms: number | undefined) => number | undefined;
  /**
   * The write went through, before its reads reload: its result code (SPEC §8: in the first row) if it
   * answers sms rows, its answer (e.g. an import's counts, for its own toast) and what it was given.
   */
  onDone?: (sms: number | undefined, answer: Answer, input: Input) => void;
  /** The write was refused or got no answer, before any reload: the client has toasted it unless told not to. */
  onFailed?: (error: Error) => void;
  /**
   * Every read may answer otherwise after it, whatever tables it wrote: they were refused before (a
   * licence installed, the university set up).
   */
  reloadsEveryRead?: boolean;
  /** The caller shows the answer itself (an inline-edit table toasts and sorts each answer). */
  silent?: boolean;
}

/** The result code of an answer of sms rows; undefined for any other answer. */
const smsOf = (answer: unknown): number | undefined =>
  Array.isArray(answer) ? (answer as SmsRow[])[0]?.sms : undefined;

/**
 * A write of a screen: `send` makes the calls `writes` names. Its result code is toasted at once (a
 * failure is toasted by the client, or by the screen where it says so); the reads it makes stale reload,
 * and the mutation settles once those on screen have (the toast does not wait for them).
 */
export function useWrite<Input, Answer>(
  writes: Writes,
  send: (input: Input) => Promise<Answer>,
  options: WriteOptions<Answer, Input> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer, input) => {
      const sms = smsOf(answer);
      const shown = options.toastOf ? options.toastOf(sms) : sms;
      // The server's sentence belongs to the code it answered (a mapped code says its own words).
      if (!options.silent && Array.isArray(answer))
        showSmsToast(shown, shown === sms ? messageOfRows(answer as SmsRow[]) : null);
      options.onDone?.(sms, answer, input);
    },
    onError: (error) => options.onFailed?.(error),
    onSettled: (_answer, error) => {
      if (error === null || changedMeanwhile(error))
        return refreshAfterWrite(queryClient, writes, options.reloadsEveryRead);
    },
  });
}

/**
 * A write of an inline-edit table: the table toasts each answer and sorts each failure (a stale row, a
 * vanished one) itself, so neither the client nor the write toasts.
 */
export function useInlineWrite<C extends CallDefinition, Input>(
  call: C,
  payloadOf: (input: Input) => CallBody<C>,
) {
  return useWrite(call, (input: Input) => writeWithMessage(call, payloadOf(input)), { silent: true });
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
