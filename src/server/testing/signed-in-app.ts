import { afterAll, beforeAll } from 'vitest';
import { type ApiCalls, apiCalls } from './api-calls';
import { startTestApp, type TestApp } from './test-app';

/** What a test file calls its app with: the app itself, the administrator's session and calls. */
export interface SignedInApp<Calls = ApiCalls> {
  readonly t: TestApp;
  /** The demo administrator's session cookie header value. */
  readonly cookie: string;
  readonly api: Calls;
}

/** How a file's calls are made from its app and a session: apiCalls, or ministryCalls for the educational screen's. */
type CallsOf<Calls> = (t: TestApp, cookie: string) => Calls;

/** How a file's app starts: startTestApp with the file's settings or logging. */
type StartApp = () => Promise<TestApp>;

/**
 * The app of an API test file, on its own copy of the seeded database, signed in as the demo
 * administrator: started before the file's (or the describe block's) tests and closed after them.
 * Its parts are read inside tests.
 */
export function signedInApp(options?: { start?: StartApp }): SignedInApp;
export function signedInApp<Calls>(options: { calls: CallsOf<Calls>; start?: StartApp }): SignedInApp<Calls>;
export function signedInApp<Calls>(
  options: { calls?: CallsOf<Calls>; start?: StartApp } = {},
): SignedInApp<Calls | ApiCalls> {
  const makeCalls: CallsOf<Calls | ApiCalls> = options.calls ?? apiCalls;
  const start = options.start ?? (() => startTestApp());
  let started: SignedInApp<Calls | ApiCalls> | undefined;
  beforeAll(async () => {
    const t = await start();
    const cookie = await t.signIn();
    started = { t, cookie, api: makeCalls(t, cookie) };
  });
  afterAll(() => started?.t.close());
  const ready = (): SignedInApp<Calls | ApiCalls> => {
    if (!started) throw new Error('The test app starts in beforeAll: read it inside a test');
    return started;
  };
  return {
    get t() {
      return ready().t;
    },
    get cookie() {
      return ready().cookie;
    },
    get api() {
      return ready().api;
    },
  };
}
