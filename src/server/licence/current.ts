import type { KeyObject } from 'node:crypto';
import type { LicenceVerdict } from '../../contract/licence';
import type { MessageKey } from '../core/messages';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import { currentUniversity, inUniversity, universityOfKey } from '../db/university-scope';
import type { ClockDays, LicenceClock } from './clock';
import { installedLicence, licenceTables, organisations } from './queries';
import { licenceVerdict, type Organisation, type Verdict, verdictOnDays } from './verdict';

/** The day may change: the verdict is judged again at least this often (the clock keeps the time service's answer as long). */
const JUDGED_FOR_MS = 60_000;

/** The §8 sentence of each verdict (core/messages.ts); none when the licence is valid. */
export const verdictMessages: Record<LicenceVerdict, MessageKey | null> = {
  valid: null,
  expiringSoon: 'licenceExpiring',
  expired: 'licenceExpired',
  violated: 'licenceViolated',
  absent: 'licenceAbsent',
};

/** What the licence check is made of, and its verdict on `today`, one of the clock's `days`. */
export interface LicenceState {
  text: string | null;
  organisations: Organisation[];
  days: ClockDays;
  today: string;
  verdict: Verdict;
}

/**
 * The licence in force, judged: kept in memory, so that the check every request makes is a memory read
 * (decision 0023). Judged again when software_licence or vuz change (on every server process, through the
 * change feed, as the cached lists are: decision 0009) and at least once a minute, for the day may change.
 */
export class CurrentLicence {
  /** Per university (decision 0068): each is judged by its own row and licence. */
  readonly #cache: CoherentCache<string, LicenceState>;

  constructor(
    private readonly database: Database,
    /** None configured: every verdict is `absent` (a licence to install is checked with it: setup/). */
    readonly publicKey: KeyObject | undefined,
    /** Today's source; /metrics reads its rejected answers. */
    readonly clock: LicenceClock,
  ) {
    this.#cache = new CoherentCache(database.changes, licenceTables, 1_000, universityOfKey);
  }

  /** The state if this process holds it fresh, without waiting: the hot path of every request. */
  peek(university: number | null | undefined = currentUniversity()): LicenceState | undefined {
    return this.#cache.peek(String(university ?? ''));
  }

  /** The states this process holds fresh, one per university that made a call. */
  held(): LicenceState[] {
    return this.#cache.fresh();
  }

  /** The state, from memory or read and judged again. */
  async get(university: number | null | undefined = currentUniversity()): Promise<LicenceState> {
    const load = () => inUniversity(university, () => this.#load());
    const state = await this.#cache.get(String(university ?? ''), async () => ({
      value: await load(),
      freshForMs: JUDGED_FOR_MS,
    }));
    return state ?? load();
  }

  /** The verdict of the licence in force on another day (the licence calls answer with today's). */
  judge(state: Pick<LicenceState, 'text' | 'organisations'>, today: string): Verdict {
    if (!this.publicKey) return { verdict: 'absent' };
    return licenceVerdict({
      licenceText: state.text,
      publicKey: this.publicKey,
      organisations: state.organisations,
      today,
    });
  }

  /** The verdict on the clock's days: the service's, unless it alone would refuse (verdictOnDays). */
  judgeOn(
    state: Pick<LicenceState, 'text' | 'organisations'>,
    days: ClockDays,
  ): { today: string; verdict: Verdict } {
    return verdictOnDays(days, (today) => this.judge(state, today));
  }

  /** The verdict on today as the clock gives it now (the time service's day when it is believed). */
  async judgedToday(): Promise<{ state: LicenceState; today: string; verdict: Verdict }> {
    const [state, days] = await Promise.all([this.get(), this.clock.days()]);
    const same = state.days.local === days.local && state.days.service === days.service;
    return { state, ...(same ? { today: state.today, verdict: state.verdict } : this.judgeOn(state, days)) };
  }

  async #load(): Promise<LicenceState> {
    const [text, rows, days] = await Promise.all([
      installedLicence(this.database),
      organisations(this.database),
      this.clock.days(),
    ]);
    const state = { text, organisations: rows };
    return { ...state, days, ...this.judgeOn(state, days) };
  }
}
