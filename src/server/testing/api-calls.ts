import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { fingerprint } from './checksum';
import type { TestApp } from './test-app';

// The calls of an area's API tests by their path under {API_PREFIX}/v1/; `fullPath` turns the path a test
// names into it (ministry-calls.ts adds /ministerstvo/ for the educational screen's).

export type ApiCalls = ReturnType<typeof apiCalls>;

/**
 * An answer as tests compare it: its status and its envelope. A failure's request id (new at every
 * request) is checked here and left out, so that a test compares what it chose; so is the refused
 * field's path of a 400 (http/bad-input.test.ts checks it).
 */
export function answerOf(response: LightMyRequestResponse) {
  const { requestId, field, ...envelope } = response.json();
  if (envelope.error) expect(requestId, 'a failure names its request').toMatch(/^[\w.:-]+$/);
  if (field !== undefined) expect(field, 'a refused field is named by its path').toMatch(/^[\w.]+$/);
  return { status: response.statusCode, ...envelope };
}

export function apiCalls(t: TestApp, cookie: string, fullPath: (path: string) => string = (path) => path) {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, lang = 'en') => {
    return answerOf(await t.call(method, fullPath(path), { cookie, body, lang }));
  };
  const post = (path: string, body?: unknown, lang?: string) => call('POST', path, body, lang);
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
    /** A refusal: its answer, after checking that it changed nothing. */
    refused: async (path: string, body: unknown, lang = 'en') => {
      const before = await fingerprint(t.database);
      const answer = await post(path, body, lang);
      expect(await fingerprint(t.database)).toEqual(before);
      return answer;
    },
  };
}
