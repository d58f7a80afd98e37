import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody, CallData, CallDefinition } from '../../contract/call';
import type { SmsRow } from '../../contract/envelope';
import { SCREEN_HANDLES_FAILURES } from '../components/reference-screen/mutations';
import { messageOfRows, type SmsAnswer, showSmsToast } from '../components/sms-toast';
import { type BodyArgs, callApi, callApiWithMessage } from './client';

/** The result code of a write (SPEC §8: in the first row). */
export const smsOf = (rows: SmsRow[]): number | undefined => rows[0]?.sms;

/**
 * The reads of one screen (an area), all under one query key: a write of the screen reloads them all,
 * which is cheap (they are small and the server answers them from memory) and never leaves one stale.
 */
export function areaQueries(area: string) {
  const all = [area] as const;
  const key = (...parts: unknown[]) => [...all, ...parts];
  /** A read of the contract as a query, keyed by its path and payload. */
  const read = <C extends CallDefinition>(call: C, ...args: BodyArgs<C>) =>
    queryOptions({
      queryKey: key(call.path, args[0]),
      queryFn: (): Promise<CallData<C>> => callApi(call, ...args),
    });
  return { all, key, read };
}

export interface AreaWriteOptions {
  /** Maps a code where a call reads its own way (e.g. name-group delete: 5 is success). */
  toastOf?: (sms: number | undefined) => number | undefined;
  onDone?: (sms: number | undefined) => void;
  /** The write shows its own toast (an inline-edit table toasts and sorts each answer itself). */
  silent?: boolean;
}

/**
 * A write of a screen: the toast of its result code (a failure is toasted by the client), then every
 * read of the screen's area reloads.
 */
export function useAreaWrite<Payload>(
  area: readonly unknown[],
  write: (payload: Payload) => Promise<SmsRow[]>,
  options: AreaWriteOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (rows) => {
      const sms = smsOf(rows);
      const shown = options.toastOf ? options.toastOf(sms) : sms;
      // The server's sentence belongs to the code it answered (a mapped code says its own words).
      if (!options.silent) showSmsToast(shown, shown === sms ? messageOfRows(rows) : null);
      options.onDone?.(sms);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: area }),
  });
}

/**
 * A write of an inline-edit table: the table toasts each answer and sorts each failure (a stale row, a
 * vanished one) itself, so neither the client nor the write toasts; every read of the area reloads.
 */
export function useInlineWrite<C extends CallDefinition, Input>(
  area: readonly unknown[],
  call: C,
  payloadOf: (input: Input) => CallBody<C>,
) {
  return useAreaWrite(area, (input: Input) => writeWithMessage(call, payloadOf(input)), { silent: true });
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
