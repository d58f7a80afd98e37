import { fetchJson, Remembered } from '../core/outbound';

// The university's zone by default; the web's app-config falls back on it too.
export { DEFAULT_TIME_ZONE } from '../../contract/limits';

// The day a licence is judged on (SPEC §7 "Licence": a world-time service, falling back to local time;
// decisions 0023, 0055): the server's clock in the licence's time zone, or, when LICENCE_TIME_URL is set,
// the time that service gives while it is within an hour of the server's clock. A greater gap (a clock set
// back to stretch a licence, or a service that is wrong) is logged and counted for an alert, and the
// server's clock is used: the service's word alone never locks a university out (licence/current.ts).

const TIME_SERVICE_TIMEOUT_MS = 2_000;
const TIME_SERVICE_MAX_BYTES = 16 * 1024;
/** How long the service's answer (or its failure) holds before it is asked again. */
const REMEMBER_MS = 60_000;
const HOUR_MS = 3_600_000;
/**
 * How far the service's answer may be from the server's clock and still be believed (decision 0055): what a
 * clock drifts, an hour either way. An unsynchronised quartz clock drifts minutes a year; a greater gap is a
 * clock set wrong (by hand, or a hardware clock read in the wrong zone) or a service that is wrong, and the
 * operator must hear of it either way; the licence is then judged on the server's clock.
 */
const TIME_SERVICE_WINDOW_MS = HOUR_MS;

// dayIn's instants: four-digit years in every zone (Intl throws beyond ±8.64e15 ms, and a five-digit year
// would compare as text before '2999-12-31').
const FIRST_DAY_INSTANT = Date.UTC(1000, 0, 2);
const LAST_DAY_INSTANT = Date.UTC(9999, 11, 30);

/** Whether Intl knows the zone (an IANA name such as Asia/Bishkek or UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone.trim() !== '';
  } catch {
    return false;
  }
}

// Building a formatter costs more than the rest of a licence call: one per zone (the config has one).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The yyyy-mm-dd of an instant in a time zone. Total: an instant outside the years 1000 to 9999 is taken
 * as their first or last day, and a non-number as the last (nothing is licensed then).
 */
export function dayIn(timeZone: string, instant: number): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const within = Number.isNaN(instant)
    ? LAST_DAY_INSTANT
    : Math.min(Math.max(instant, FIRST_DAY_INSTANT), LAST_DAY_INSTANT);
  const parts = format.formatToParts(within);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The instant a time service answers: a worldtimeapi-style JSON with `datetime` or `utc_datetime`
 * (ISO 8601 with its offset), or `unixtime` in seconds. Undefined for anything else.
 */
export function instantOf(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { datetime, utc_datetime: utc, unixtime } = answer as Record<string, unknown>;
  for (const text of [datetime, utc]) {
    if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text)) continue;
    const time = Date.parse(text);
    if (!Number.isNaN(time)) return time;
  }
  if (typeof unixtime === 'number' && Number.isFinite(unixtime) && unixtime > 0) return unixtime * 1000;
  return undefined;
}

/** Why an answer of the time service was not used: no usable time in it, or a time outside the window. */
type TimeRejection = 'failed' | 'outOfWindow';

/** Where today comes from; each change is logged once. */
type Source = 'service' | TimeRejection;

/** Today as the server's clock has it, and as the time service has it when its answer is believed. */
export interface ClockDays {
  local: string;
  service: string | undefined;
}

/** The part of the server's logger the clock uses. */
interface ClockLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

interface ClockOptions {
  timeZone: string;
  /** The time service; the server's clock alone without it. */
  timeUrl?: string | undefined;
  timeoutMs?: number;
  rememberMs?: number;
  /** The server's clock (tests move it). */
  now?: () => number;
  /** Where a change of source is told: the service rejected, or taken again. */
  log?: ClockLog | undefined;
}

export class LicenceClock {
  readonly #timeZone: string;
  readonly #now: () => number;
  /** How far the time service's clock is ahead of the server's when believed; undefined when it fails or is too far. */
  readonly #offset: Remembered<number | undefined> | undefined;
  readonly #log: ClockOptions['log'];
  #source: Source = 'service';
  /** The service's answers not used, by why (read by /metrics). */
  readonly rejected: Record<TimeRejection, number> = { failed: 0, outOfWindow: 0 };
  /** How far the service's last answer was ahead of the server's clock, believed or not (read by /metrics). */
  lastOffsetMs: number | undefined;

  constructor({
    timeZone,
    timeUrl,
    timeoutMs = TIME_SERVICE_TIMEOUT_MS,
    rememberMs = REMEMBER_MS,
    now = Date.now,
    log,
  }: ClockOptions) {
    this.#timeZone = timeZone;
    this.#now = now;
    this.#log = log;
    // The offset is kept, not the day: a day remembered at 23:59:30 would be wrong half a minute later.
    this.#offset = timeUrl
      ? new Remembered(async () => {
          let instant: number | undefined;
          try {
            instant = instantOf(await fetchJson(timeUrl, { timeoutMs, maxBytes: TIME_SERVICE_MAX_BYTES }));
          } catch {
            // Unreachable, slow or garbage: the server's own clock (SPEC §7), asked again after rememberMs.
          }
          return { value: this.#offsetOf(instant), keepMs: rememberMs };
        }, now)
      : undefined;
  }

  /** How far the answer is ahead of the server's clock when it may be believed; else undefined, counted and told. */
  #offsetOf(instant: number | undefined): number | undefined {
    const offset = instant === undefined ? undefined : instant - this.#now();
    if (offset !== undefined) this.lastOffsetMs = offset;
    const source: Source =
      offset === undefined ? 'failed' : Math.abs(offset) > TIME_SERVICE_WINDOW_MS ? 'outOfWindow' : 'service';
    if (source !== 'service') this.rejected[source] += 1;
    if (source !== this.#source) this.#tell(source, offset);
    this.#source = source;
    return source === 'service' ? offset : undefined;
  }

  /** Whether the service's last answer was too far from the server's clock to be believed: an operator's alert. */
  get disagrees(): boolean {
    return this.#source === 'outOfWindow';
  }

  /** A change of source, once an episode: not at every answer, which comes once a minute. */
  #tell(source: Source, offset: number | undefined) {
    if (source === 'service') this.#log?.info({}, 'licence clock: the LICENCE_TIME_URL answer is used again');
    else if (source === 'failed')
      this.#log?.warn(
        {},
        "licence clock: LICENCE_TIME_URL gave no time (unreachable, slow or unreadable): judged on the server's clock",
      );
    else
      this.#log?.warn(
        { aheadHours: Math.round((offset as number) / HOUR_MS) },
        "licence clock: LICENCE_TIME_URL and the server's clock differ by more than an hour: the service is not believed and the licence is judged on the server's clock; check the server's clock (NTP) and the service",
      );
  }

  /** Today in the licence's time zone (yyyy-mm-dd) on the server's clock, and on the service's when believed. */
  async days(): Promise<ClockDays> {
    const offset = this.#offset ? await this.#offset.get() : undefined;
    const now = this.#now();
    return {
      local: dayIn(this.#timeZone, now),
      service: offset === undefined ? undefined : dayIn(this.#timeZone, now + offset),
    };
  }

  /** Today, yyyy-mm-dd, in the licence's time zone: the service's day when believed, else the server's. */
  async today(): Promise<string> {
    const { local, service } = await this.days();
    return service ?? local;
  }
}
