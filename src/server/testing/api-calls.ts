import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CallDefinition } from '../../contract/call';
import { fingerprint } from './checksum';
import type { TestApp } from './test-app';

// The calls of an area's API tests by their path under {API_PREFIX}/v1/; `fullPath` turns the path a test
// names into it (ministry-calls.ts adds /ministerstvo/ for the educational screen's).

export type ApiCalls = ReturnType<typeof apiCalls>;

/**
 * An answer as tests compare it: its status and its envelope. A failure's request id (new at every
 * request) is checked here and left out, so that a test compares what it chose; so is the refused
 * field's path of a 400 (http/bad-input.proof.test.ts checks it).
 */
export function answerOf(response: LightMyRequestResponse) {
  const { requestId, field, ...envelope } = response.json();
  if (envelope.error) expect(requestId, 'a failure names its request').toMatch(/^[\w.:-]+$/);
  if (field !== undefined) expect(field, 'a refused field is named by its path').toMatch(/^[\w.]+$/);
  return { status: response.statusCode, ...envelope };
}

/** A refusal as answerOf reads it: its status, error code and message, and no data. */
export const refusal = (status: number, error: string, message: string) => ({
  status,
  data: null,
  error,
  message,
});

/** A refused request as its client sees it: the status and the whole envelope, whatever its request id. */
export function expectFailure(
  response: LightMyRequestResponse,
  status: number,
  error: string,
  message: unknown,
  label?: string,
) {
  expect(response.statusCode, label).toBe(status);
  expect(response.json(), label).toEqual({ data: null, error, message, requestId: expect.any(String) });
}

const isCall = (value: unknown): value is CallDefinition =>
  typeof value === 'object' && value !== null && 'path' in value && 'requiresSession' in value;

/** Every call the contract modules declare, as [method, path]: an area's calls, for expectSessionNeeded. */
export const callsOf = (...modules: object[]) =>
  modules
    .flatMap((module) => Object.values(module).filter(isCall))
    .map((call) => [call.method, call.path] as const);

/**
 * Each call, made without a session, is refused with 401 UNAUTHENTICATED, and with `message` in `lang`
 * where given. A call sends its own body, or `postBody` when it is a POST.
 */
export async function expectSessionNeeded(
  t: TestApp,
  calls: ReadonlyArray<readonly [method: 'GET' | 'POST', path: string, body?: unknown]>,
  expected: { postBody?: unknown; lang?: string; message?: unknown } = {},
) {
  expect(calls.length, 'the calls to try').toBeGreaterThan(0);
  for (const [method, path, body] of calls) {
    const sent = body ?? (method === 'POST' ? expected.postBody : undefined);
    const response = await t.call(method, path, { body: sent, lang: expected.lang });
    if (expected.message !== undefined)
      expectFailure(response, 401, 'UNAUTHENTICATED', expected.message, path);
    else {
      expect(response.statusCode, path).toBe(401);
      expect(response.json(), path).toMatchObject({ data: null, error: 'UNAUTHENTICATED' });
    }
  }
}

export function apiCalls(t: TestApp, cookie: string, fullPath: (path: string) => string = (path) => path) {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, lang = 'en') => {
    return answerOf(await t.call(method, fullPath(path), { cookie, body, lang }));
  };
  const post = (path: string, body?: unknown, lang?: string) => call('POST', path, body, lang);
  /** A refusal: its answer, after checking that it changed nothing. */
  const refused = async (path: string, body: unknown, lang = 'en') => {
    const before = await fingerprint(t.database);
    const answer = await post(path, body, lang);
    expect(await fingerprint(t.database)).toEqual(before);
    return answer;
  };
  return {
    call,
    post,
    data: async (method: 'GET' | 'POST', path: string, body?: unknown) =>
      (await call(method, path, body)).data,
    /** The sms of a write, or its HTTP status when refused. */
    sms: async (path: string, body: unknown) => {
      const answer = await post(path, body);
      return answer.status === 200 ? answer.data[0].sms : answer.status;
    },
    refused,
    /** A refusal with 400 naming `field` (the one the body spoils), after checking that it changed nothing. */
    refusedNaming: async (path: string, body: Record<string, unknown>, field: string, lang = 'en') => {
      const answer = await refused(path, body, lang);
      const label = `${field} ${JSON.stringify(body[field])}`;
      expect(answer.status, label).toBe(400);
      expect(answer.message, label).toContain(field);
    },
  };
}
