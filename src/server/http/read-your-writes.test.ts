import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/databases';
import { startTestApp, type TestApp } from '../testing/test-app';

// Read-your-writes (decision 0009) runs only where the change feed is shared: a PostgreSQL server. An attacker's test found:
// a made-up `written` cookie made any request, even one without a session, wait for a NOTIFY round trip
// (2,000 anonymous requests cost about 7,100 transactions). Only a signed-in user's cookie is honoured.

const madeUp = () => `written=${randomBytes(16).toString('base64url')}`;
const ANONYMOUS_REQUESTS = 200;

describe.runIf(testDatabaseKind === 'postgres')('the written cookie', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  /** The change feed's syncs and the database's statements while `work` runs. */
  const counted = async (work: () => Promise<void>) => {
    const { changes } = t.database;
    const { sync } = changes;
    const query = t.database.query;
    const seen = { syncs: 0, queries: 0 };
    changes.sync = () => {
      seen.syncs++;
      return sync();
    };
    t.database.query = (text, params) => {
      seen.queries++;
      return query(text, params);
    };
    try {
      await work();
    } finally {
      changes.sync = sync;
      t.database.query = query;
    }
    return seen;
  };

  it(`costs nothing on ${ANONYMOUS_REQUESTS} anonymous requests with made-up names, or with a forged session`, async () => {
    const calls: Array<['GET' | 'POST', string, string | undefined]> = [
      ['POST', 'auth/check', undefined],
      ['GET', 'ministerstvo/allDirection', undefined],
      ['POST', 'auth/login', undefined],
      ['POST', 'auth/check', 'sid='],
    ];
    const statuses = new Set<number>();
    const seen = await counted(async () => {
      for (let request = 0; request < ANONYMOUS_REQUESTS; request++) {
        const [method, path, session] = calls[request % calls.length] as (typeof calls)[number];
        const response = await t.call(method, path, {
          headers: { cookie: [session, madeUp()].filter(Boolean).join('; ') },
          ...(path === 'auth/login' ? { body: { login: 'x' } } : {}),
        });
        statuses.add(response.statusCode);
      }
    });
    expect([...statuses].sort()).toEqual([400, 401]);
    expect(seen).toEqual({ syncs: 0, queries: 0 });
    // A forged session token is looked up (the session guard's one query), never synced for.
    const forged = await counted(async () => {
      const response = await t.call('POST', 'auth/check', {
        headers: { cookie: `sid=${randomBytes(32).toString('base64url')}; ${madeUp()}` },
      });
      expect(response.statusCode).toBe(401);
    });
    expect(forged.syncs).toBe(0);
  });

  it("still waits, once per name, for a signed-in user's write", async () => {
    const written = madeUp();
    const first = await counted(async () => {
      expect((await t.call('POST', 'auth/check', { cookie: `${admin}; ${written}` })).statusCode).toBe(200);
    });
    expect(first.syncs).toBe(1);
    const again = await counted(async () => {
      expect((await t.call('POST', 'auth/check', { cookie: `${admin}; ${written}` })).statusCode).toBe(200);
    });
    expect(again.syncs).toBe(0);
  });

  it('judges the session again after the wait: a change the write made to the user holds at once', async () => {
    const second = await t.signIn();
    expect((await t.call('POST', 'auth/check', { cookie: second })).statusCode).toBe(200);
    await t.database.query("UPDATE avn_user SET role = 'viewer' WHERE login = 'admin'");
    try {
      const refused = await t.call('POST', 'ministerstvo/ins-upd-direction', {
        cookie: `${second}; ${madeUp()}`,
        body: { idDirection: -1, code: '999401', direction_: 'а', directionKg: 'б', directionEn: 'c' },
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error).toBe('FORBIDDEN');
    } finally {
      await t.database.query("UPDATE avn_user SET role = 'administrator' WHERE login = 'admin'");
      await t.database.changes.sync();
    }
  });
});
