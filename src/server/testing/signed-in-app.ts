import { afterAll, beforeAll } from 'vitest';
import { type ApiCalls, apiCalls } from './api-calls';
import { startTestApp, type TestApp } from './test-app';

/** What a test file calls its app with: the app itself and its calls as the demo administrator. */
export interface SignedInApp {
  readonly t: TestApp;
  readonly api: ApiCalls;
}

/**
 * The app of an API test file, on its own copy of the seeded database, signed in as the demo
 * administrator: started before the file's tests and closed after them. Its parts are read inside tests.
 */
export function signedInApp(): SignedInApp {
  let started: SignedInApp | undefined;
  beforeAll(async () => {
    const t = await startTestApp();
    started = { t, api: apiCalls(t, await t.signIn()) };
  });
  afterAll(() => started?.t.close());
  const ready = (): SignedInApp => {
    if (!started) throw new Error('The test app starts in beforeAll: read it inside a test');
    return started;
  };
  return {
    get t() {
      return ready().t;
    },
    get api() {
      return ready().api;
    },
  };
}
