import { vi } from 'vitest';
import type { CallBody, CallData, CallDefinition } from '../../contract/call';
import { type ErrorCode, errorStatus } from '../../contract/envelope';

/*
 * The server as a component test meets it: `fetch` answering envelopes (contract/envelope.ts) per call
 * path, so that the widget's calls go through the real client (api/transport.ts, api/client.ts: the
 * address, the envelope checked against the call's schema, refusals as ApiError). No server, no database.
 */

/** A refusal as the server sends it: its code (and so its status), sentence and refused field. */
interface Refused {
  refused: ErrorCode;
  message: string;
  field?: string;
}

export const refusal = (refused: ErrorCode, message: string, field?: string): Refused => ({
  refused,
  message,
  field,
});

type Handler = (body: unknown) => unknown;
type Answer<C> = CallData<C> | Refused;

export interface ApiStandIn {
  /** Answers this call with what `answer` gives for its body (its data, or a refusal; later: a promise). */
  on<C extends CallDefinition>(
    call: C,
    answer: (body: CallBody<C>) => Answer<C> | Promise<Answer<C>>,
  ): ApiStandIn;
  /** The bodies sent to this call, in order. */
  bodies<C extends CallDefinition>(call: C): CallBody<C>[];
}

/** Replaces `fetch` for this test (dom-setup.ts puts the real one back after it). */
export function standInApi(): ApiStandIn {
  const handlers = new Map<string, Handler>();
  const sent = new Map<string, unknown[]>();
  const answer = (status: number, envelope: object) =>
    new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^\/api\/v1\//, '');
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    sent.set(path, [...(sent.get(path) ?? []), body]);
    const handler = handlers.get(path);
    if (!handler) return answer(404, { data: null, error: 'NOT_FOUND', message: `no stand-in for ${path}` });
    const result = await handler(body);
    if (result && typeof result === 'object' && 'refused' in result) {
      const { refused, message, field } = result as Refused;
      return answer(errorStatus[refused], { data: null, error: refused, message, requestId: 'test', field });
    }
    return answer(200, { data: result, error: null, message: null });
  });
  const api: ApiStandIn = {
    on: (call, respond) => {
      handlers.set(call.path, respond as Handler);
      return api;
    },
    bodies: <C extends CallDefinition>(call: C) => (sent.get(call.path) ?? []) as CallBody<C>[],
  };
  return api;
}
