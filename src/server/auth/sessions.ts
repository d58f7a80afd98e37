import { AppError } from '../core/errors';
import type { SignedInUser } from '../core/signed-in-user';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import { writeTransaction } from '../db/write';
import { DEFAULT_TIME_ZONE } from '../licence/clock';
import {
  countActiveSessions,
  deleteSession,
  endSessionsEverywhere,
  findActiveSession,
  findEndedSession,
  touchSession,
} from './queries';
import { hashSessionToken } from './session-token';

// last_seen_at is written at most once a minute (writing it at every request would make every read a
// write), and at least four times per idle timeout, so that a session in use never reaches it
// (with a 1-minute timeout and a touch a minute, a session used every 20 s died at 60 s). For as long, a
// session found in the database is answered from memory.
const TOUCH_AT_MOST_EVERY_SECONDS = 60;
const touchAfterSeconds = (idleMinutes: number) =>
  Math.min(TOUCH_AT_MOST_EVERY_SECONDS, (idleMinutes * 60) / 4);

/**
 * The sessions behind the cookies: looked up in the database, then kept in memory until a minute after
 * their last recorded use or until any session ends or any user changes (decision 0009: on every server
 * process at once, through the change feed).
 */
export class Sessions {
  readonly #cache: CoherentCache<string, SignedInUser>;
  readonly #find: ReturnType<typeof findActiveSession>;
  readonly #touch: ReturnType<typeof touchSession>;
  readonly #countActive: ReturnType<typeof countActiveSessions>;
  readonly #findEnded: ReturnType<typeof findEndedSession>;
  readonly #moment: Intl.DateTimeFormat;
  readonly #touchAfterSeconds: number;

  constructor(
    private readonly database: Database,
    private readonly idleMinutes: number,
    /** The absolute lifetime of a session, however busy. */
    private readonly maxHours: number,
    /** The university's time zone, in which a device is told when it was signed out. */
    timeZone: string = DEFAULT_TIME_ZONE,
  ) {
    this.#cache = new CoherentCache(database.changes, ['user_session', 'avn_user']);
    this.#find = findActiveSession(database);
    this.#touch = touchSession(database);
    this.#countActive = countActiveSessions(database);
    this.#findEnded = findEndedSession(database);
    this.#moment = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    this.#touchAfterSeconds = touchAfterSeconds(idleMinutes);
  }

  /** Sessions this process holds in memory. */
  get held(): number {
    return this.#cache.size;
  }

  /** Sessions alive in the database, of every process. */
  async active(): Promise<number> {
    const [row] = await this.#countActive([this.idleMinutes, this.maxHours]);
    return row?.active ?? 0;
  }

  /** The signed-in user of a session cookie if this process holds it fresh, without waiting. */
  cached(token: string): SignedInUser | undefined {
    return this.#cache.peek(hashSessionToken(token));
  }

  /** The signed-in user of a session cookie, or undefined when it names no live session. */
  find(token: string): Promise<SignedInUser | undefined> {
    const tokenHash = hashSessionToken(token);
    return this.#cache.get(tokenHash, async () => {
      const [session] = await this.#find([tokenHash, this.idleMinutes, this.maxHours]);
      if (!session) return undefined;
      let idleSeconds = session.idleSeconds;
      if (idleSeconds > this.#touchAfterSeconds) {
        await this.#touch([tokenHash]);
        idleSeconds = 0;
      }
      const {
        userId: id,
        login,
        name,
        surname,
        mustChangePassword,
        role,
        allFaculties,
        facultyIds,
        universityId,
      } = session;
      return {
        value: {
          id,
          login,
          name,
          surname,
          tokenHash,
          mustChangePassword,
          role,
          allFaculties,
          facultyIds,
          universityId,
        },
        freshForMs:
          Math.min(this.#touchAfterSeconds - idleSeconds, this.maxHours * 3600 - session.ageSeconds) * 1000,
      };
    });
  }

  /**
   * Ends every session of a user ("sign out everywhere"), on every process; the other devices are told
   * why at their next call (`refusal`).
   */
  endAll(userId: number, askingTokenHash: string): Promise<void> {
    const limits = { idleMinutes: this.idleMinutes, maxHours: this.maxHours };
    return writeTransaction(this.database, userId, async (tx) => {
      await endSessionsEverywhere(tx, userId, askingTokenHash, limits);
    });
  }

  /**
   * Why a call with this cookie is refused a session: signed out on all devices from another device (and
   * when, in the university's time zone), or the general "not signed in or expired".
   */
  async refusal(token: string | undefined): Promise<AppError> {
    const [ended] = token ? await this.#findEnded([hashSessionToken(token), this.maxHours]) : [];
    if (!ended) return new AppError('UNAUTHENTICATED', 'unauthenticated');
    const part = (type: Intl.DateTimeFormatPartTypes, parts: Intl.DateTimeFormatPart[]) =>
      parts.find((candidate) => candidate.type === type)?.value ?? '';
    const parts = this.#moment.formatToParts(new Date(ended.endedAtMs));
    return new AppError('SIGNED_OUT', 'signedOutEverywhere', {
      date: `${part('day', parts)}.${part('month', parts)}.${part('year', parts)}`,
      time: `${part('hour', parts)}:${part('minute', parts)}`,
    });
  }

  /** Ends a session in the database; every process forgets it before its next request. */
  end(tokenHash: string, userId: number): Promise<void> {
    return writeTransaction(this.database, userId, async (tx) => {
      await deleteSession(tx, tokenHash);
    });
  }
}
