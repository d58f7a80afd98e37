import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../db/seed';
import { validPayload } from '../testing/payloads';
import { recordsOf } from '../testing/records';
import { startTestApp, type TestApp } from '../testing/test-app';
import { checkAnswer } from './answer-check';
import { createLogging } from './logging';
import type { RouteEntry } from './route-table';

// Every read of the route table, called as the administrator on the demo data with a valid payload, must
// answer 200 with exactly what its contract's `data` declares (decision 0039): a renamed SQL alias fails
// here as a missing key and an unknown one, also for the calls no screen reads (discipline/*, usage …).

// The server's error lines: a list whose rows drift is refused as the cache fills, and its line says how.
const errors: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, createLogging({ logLevel: 'error' }, { write: (line) => errors.push(line) }));
});
afterAll(() => t.close());

/** The reads: not a write, and made under a reader's rule (an editor's rule marks a write, `own` signs out). */
const readsOf = () =>
  t.app.routeTable.filter(
    (route) =>
      route.url.startsWith(`${t.config.apiPrefix}/v1/`) &&
      !route.writes &&
      (route.access === 'read' || route.access === 'administrator'),
  );

/** What drifted, as the server would log it for a cached list; undefined when the answer is as declared. */
const driftOf = (path: string, route: RouteEntry, data: unknown) => {
  try {
    checkAnswer({ path, data: route.data ?? z.never() }, data);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('answers, checked against the contract of every read', () => {
  it('covers the reads of the route table, each with its data schema', () => {
    const reads = readsOf();
    expect(reads.length).toBeGreaterThanOrEqual(50);
    for (const route of reads) expect(route.data, `${route.url} declares its data`).toBeDefined();
  });

  it('answers each read with exactly its declared data, and rows: the demo has some for every read', async () => {
    const known = await recordsOf(t.database, DEMO_LOGIN, DEMO_PASSWORD);
    let cookie = await t.signIn();
    for (const route of readsOf()) {
      const path = route.url.slice(`${t.config.apiPrefix}/v1/`.length);
      const payload = validPayload(route.body, known);
      const response = await t.call(route.method as 'GET' | 'POST', path, { cookie, body: payload });
      const context = `${route.method} ${path} ${payload === undefined ? 'without a payload' : `with ${JSON.stringify(payload)}`}`;
      const logged = errors.splice(0).map((line) => JSON.parse(line).err?.message as string);
      // Soft: each read is judged on its own, so one run names every answer that drifted.
      if (response.statusCode !== 200) {
        expect.soft(response.statusCode, `${context}: ${logged.join(' ') || response.body}`).toBe(200);
        continue;
      }
      // A file (an export) is named for download; its content is checked by its own tests (export/).
      if (route.file) {
        expect.soft(response.headers['content-disposition'], context).toMatch(/^attachment; filename=/);
        continue;
      }
      // auth/login's new session replaces the one signed in before.
      const session = response.cookies.find((item) => item.name === 'sid');
      if (session) cookie = `sid=${session.value}`;
      const { data } = response.json();
      expect.soft(driftOf(path, route, data), context).toBeUndefined();
      if (Array.isArray(data))
        expect.soft(data.length, `${context}: the demo has rows for it`).toBeGreaterThan(0);
      else expect.soft(data, `${context}: answers something`).not.toBeNull();
    }
  });
});
