import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { judgeSession } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import type { ChangeFeed } from '../db/changes';

/** Names a write a browser has just made; any copy of the server that has not yet seen it waits for it. */
export const WRITTEN_COOKIE = 'written';
const WRITE_ID = /^[A-Za-z0-9_-]{22}$/;
const REMEMBERED_WRITES = 10_000;

/**
 * Read-your-writes across several server processes (decision 0009). A write's answer carries a cookie
 * naming it; a process that receives that cookie for the first time waits until every change committed
 * before the request arrived has reached its caches (one NOTIFY round trip, `ChangeFeed.sync`), so a
 * list reloaded right after a save, through whichever process the load balancer picks, holds the saved
 * row. Registered only on a shared PostgreSQL server: an embedded database has one process.
 *
 * Registered after the session guard, and honoured only for a signed-in user: a made-up name on an
 * anonymous request cost a NOTIFY round trip each (issue 25). The session is judged again after the wait,
 * for the write may have changed this very user (a role, a password).
 */
export function registerReadYourWrites(
  app: FastifyInstance,
  feed: ChangeFeed,
  sessions: Sessions,
  cookie: { path: string; secure: boolean | 'auto' },
) {
  if (!feed.shared) return;
  const seen = new Set<string>();
  const waiting = new Map<string, Promise<void>>();
  const remember = (id: string) => {
    if (seen.size >= REMEMBERED_WRITES) seen.clear(); // at worst one more sync per write
    seen.add(id);
  };

  app.addHook('onRequest', (request, _reply, done) => {
    if (request.user === undefined) return done();
    const id = request.cookies[WRITTEN_COOKIE];
    if (!id || seen.has(id) || !WRITE_ID.test(id)) return done();
    let wait = waiting.get(id);
    if (!wait) {
      wait = feed.sync().finally(() => {
        waiting.delete(id);
        remember(id);
      });
      waiting.set(id, wait);
    }
    // sync never rejects and gives up after 2 s: a lost listener cannot hold a request for longer.
    wait.then(() => judgeSession(request, sessions, done));
  });

  // Before the handler (the cookie plugin writes cookies in its own onSend, which runs before ours would);
  // a write refused by its rules carries a cookie too, which costs one needless sync at most.
  app.addHook('preHandler', (request, reply, done) => {
    if (request.routeOptions.config?.writes) {
      const id = randomBytes(16).toString('base64url');
      remember(id); // this process publishes its own commits before answering
      reply.setCookie(WRITTEN_COOKIE, id, {
        path: cookie.path,
        httpOnly: true,
        sameSite: 'strict',
        secure: cookie.secure,
        maxAge: 60,
      });
    }
    done();
  });
}
