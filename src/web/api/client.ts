import type { CallBody, CallData, CallDefinition } from '../../contract/call';
import { envelopeSchema } from '../../contract/envelope';
import {
  type Answer,
  type CallOptions,
  type CallResult,
  callEndpoint,
  type DownloadedFile,
  downloadEndpoint,
  type Endpoint,
} from './transport';

/** The screen shows each failure itself (a stale row, a vanished row): no generic error toast. */
export const SCREEN_HANDLES_FAILURES: CallOptions = { notify: false };

export type BodyArgs<C> =
  CallBody<C> extends undefined
    ? [body?: undefined, options?: CallOptions]
    : [body: CallBody<C>, options?: CallOptions];

/** A call of the contract as the transport sends it: its answer checked against the contract's schemas. */
function endpointOf<C extends CallDefinition>(call: C): Endpoint<CallData<C>> {
  const envelope = envelopeSchema(call.data);
  return {
    method: call.method,
    path: call.path,
    requiresSession: call.requiresSession,
    readEnvelope: (json) => {
      const parsed = envelope.safeParse(json);
      return parsed.success ? (parsed.data as Answer<CallData<C> | null>) : undefined;
    },
    readData: (data) => {
      const parsed = call.data.safeParse(data);
      return parsed.success ? (parsed.data as CallData<C>) : undefined;
    },
  };
}

/**
 * THE way the signed-in app talks to the server (api/transport.ts: address, language, timeout, toasts,
 * session expiry), with the envelope checked against the contract. Payload and answer types come from
 * the contract.
 */
export async function callApiWithMessage<C extends CallDefinition>(
  call: C,
  ...[body, options]: BodyArgs<C>
): Promise<CallResult<CallData<C>>> {
  return callEndpoint(endpointOf(call), body, options);
}

const isSmsRow = (row: unknown): row is { sms: number } =>
  typeof row === 'object' && row !== null && 'sms' in row;

/**
 * callApiWithMessage without the message, except on a write's rows: the server's sentence about its
 * result (whom a duplicate clashes with, why a switch was refused) rides on the first row as `message`
 * (SmsAnswer), for the toast of its code to say it.
 */
export async function callApi<C extends CallDefinition>(call: C, ...args: BodyArgs<C>): Promise<CallData<C>> {
  const { data, message } = await callApiWithMessage(call, ...args);
  if (message === null || !Array.isArray(data) || !isSmsRow(data[0])) return data;
  const [first, ...rest] = data;
  return [{ ...first, message }, ...rest] as CallData<C>;
}

/** A call that answers a file (contract `file`, an export): the file, or the refusal shown as a toast. */
export function downloadFile<C extends CallDefinition>(call: C, body: CallBody<C>): Promise<DownloadedFile> {
  return downloadEndpoint(endpointOf(call) as Endpoint<unknown>, body);
}
