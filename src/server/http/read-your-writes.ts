import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/changes';

/** Names a write a browser has just made; any copy of the server that has not yet seen it waits for it. */
const WRITTEN_COOKIE = 'written';
const WRITE_ID = /^[A-Za-z0-9_-]{22}$/;
const REMEMBERED_WRITES = 10_000;

/**
 * Read-your-writes across several server processes (decision 0009). A write's answer carries a cookie
 * naming it; a process that receives that cookie for the first time waits until every change committed
 * before the request arrived has reached its caches (one NOTIFY round trip, `ChangeFeed.sync`), so a
 * list reloaded right after a save, through whichever process the load balancer picks, holds the saved
 * row. Only on a shared PostgreSQL server: an embedded database has one process.
 *
 * Asked by the gate after the session is judged, and honoured only for a signed-in user: a made-up name on an
 * anonymous request cost a NOTIFY round trip each. The session is judged again after the wait,
 * for the write may have changed this very user (a role, a password).
 */
export interface ReadYourWrites {
  /** The wait for a write this process has not yet seen, named by the request's cookie; else undefined. */
  pending(request: FastifyRequest): Promise<void> | undefined;
  /** Names a write in its answer's cookie (before the handler: the cookie plugin writes in its onSend). */
  nameWrite(reply: FastifyReply): void;
}

/** The read-your-writes of a shared PostgreSQL server; undefined on an embedded database (one process). */
export function readYourWrites(
  feed: ChangeFeed,
  cookie: { path: string; secure: boolean | 'auto' },
): ReadYourWrites | undefined {
  if (!feed.shared) return undefined;
  const seen = new Set<string>();
  const waiting = new Map<string, Promise<void>>();
  const remember = (id: string) => {
    if (seen.size >= REMEMBERED_WRITES) seen.clear(); // at worst one more sync per write
    seen.add(id);
  };
  return {
    pending(request) {
      const id = request.cookies[WRITTEN_COOKIE];
      if (!id || seen.has(id) || !WRITE_ID.test(id)) return undefined;
      let wait = waiting.get(id);
      if (!wait) {
        // sync never rejects and gives up after 2 s: a lost listener cannot hold a request for longer.
        wait = feed.sync().finally(() => {
          waiting.delete(id);
          remember(id);
        });
        waiting.set(id, wait);
      }
      return wait;
    },
    // A write refused by its rules carries a cookie too, which costs one needless sync at most.
    nameWrite(reply) {
      const id = randomBytes(16).toString('base64url');
      remember(id); // this process publishes its own commits before answering
      reply.setCookie(WRITTEN_COOKIE, id, {
        path: cookie.path,
        httpOnly: true,
        sameSite: 'strict',
        secure: cookie.secure,
        maxAge: 60,
      });
    },
  };
}
