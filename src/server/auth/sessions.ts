import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import { writeTransaction } from '../db/write';
import type { SignedInUser } from '../http/route';
import { deleteSession, findActiveSession, touchSession } from './queries';
import { hashSessionToken } from './session-token';

// last_seen_at is written at most once a minute (writing it at every request would make every read a
// write); for as long, a session found in the database is answered from memory.
const TOUCH_AFTER_SECONDS = 60;

/**
 * The sessions behind the cookies: looked up in the database, then kept in memory until a minute after
 * their last recorded use or until any session ends or any user changes (decision 0009: on every server
 * process at once, through the change feed).
 */
export class Sessions {
  readonly #cache: CoherentCache<string, SignedInUser>;
  readonly #find: ReturnType<typeof findActiveSession>;
  readonly #touch: ReturnType<typeof touchSession>;
  readonly #trustSeconds: number;

  constructor(
    private readonly database: Database,
    private readonly idleMinutes: number,
  ) {
    this.#cache = new CoherentCache(database.changes, ['user_session', 'avn_user']);
    this.#find = findActiveSession(database);
    this.#touch = touchSession(database);
    this.#trustSeconds = Math.min(TOUCH_AFTER_SECONDS, idleMinutes * 60);
  }

  /** The signed-in user of a session cookie if this process holds it fresh, without waiting. */
  cached(token: string): SignedInUser | undefined {
    return this.#cache.peek(hashSessionToken(token));
  }

  /** The signed-in user of a session cookie, or undefined when it names no live session. */
  find(token: string): Promise<SignedInUser | undefined> {
    const tokenHash = hashSessionToken(token);
    return this.#cache.get(tokenHash, async () => {
      const [session] = await this.#find([tokenHash, this.idleMinutes]);
      if (!session) return undefined;
      let idleSeconds = session.idleSeconds;
      if (idleSeconds > TOUCH_AFTER_SECONDS) {
        await this.#touch([tokenHash]);
        idleSeconds = 0;
      }
      const { userId: id, login, name, surname } = session;
      return {
        value: { id, login, name, surname, tokenHash },
        freshForMs: (this.#trustSeconds - idleSeconds) * 1000,
      };
    });
  }

  /** Ends a session in the database; every process forgets it before its next request. */
  end(tokenHash: string, userId: number): Promise<void> {
    return writeTransaction(this.database, userId, async (tx) => {
      await deleteSession(tx, tokenHash);
    });
  }
}
