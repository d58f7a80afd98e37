import { expect } from 'vitest';
import { fingerprint } from './checksum';
import type { TestApp } from './test-app';

// The calls of the educational screen's API tests, as the screen makes them under /ministerstvo/.

export type MinistryCalls = ReturnType<typeof ministryCalls>;

export function ministryCalls(t: TestApp, cookie: string) {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, lang = 'en') => {
    const full = path.startsWith('grading-rule/') ? path : `ministerstvo/${path}`;
    const response = await t.call(method, full, { cookie, body, lang });
    return { status: response.statusCode, ...response.json() };
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

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
