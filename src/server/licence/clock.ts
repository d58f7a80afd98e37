import { fetchJson, Remembered } from '../http/outbound';

// The day a licence is judged on (SPEC §7 "Licence": a world-time service, falling back to local time;
// decision 0023): the server's clock in the licence's time zone, or, when LICENCE_TIME_URL is set, the
// time that service gives. A licence cannot then be stretched by setting the server's clock back.

export const DEFAULT_TIME_ZONE = 'Asia/Bishkek';
const TIME_SERVICE_TIMEOUT_MS = 2_000;
const TIME_SERVICE_MAX_BYTES = 16 * 1024;
/** How long the service's answer (or its failure) holds before it is asked again. */
const REMEMBER_MS = 60_000;

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

/** The yyyy-mm-dd of an instant in a time zone. */
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
  const parts = format.formatToParts(instant);
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

export interface ClockOptions {
  timeZone: string;
  /** The time service; the server's clock alone without it. */
  timeUrl?: string | undefined;
  timeoutMs?: number;
  rememberMs?: number;
  /** The server's clock (tests move it). */
  now?: () => number;
}

export class LicenceClock {
  readonly #timeZone: string;
  readonly #now: () => number;
  /** How far the time service's clock is ahead of the server's: 0 without one or when it fails. */
  readonly #offset: Remembered<number> | undefined;

  constructor({
    timeZone,
    timeUrl,
    timeoutMs = TIME_SERVICE_TIMEOUT_MS,
    rememberMs = REMEMBER_MS,
    now = Date.now,
  }: ClockOptions) {
    this.#timeZone = timeZone;
    this.#now = now;
    // The offset is kept, not the day: a day remembered at 23:59:30 would be wrong half a minute later.
    this.#offset = timeUrl
      ? new Remembered(async () => {
          let offset = 0;
          try {
            const instant = instantOf(
              await fetchJson(timeUrl, { timeoutMs, maxBytes: TIME_SERVICE_MAX_BYTES }),
            );
            if (instant !== undefined) offset = instant - this.#now();
          } catch {
            // Unreachable, slow or garbage: the server's own clock (SPEC §7), asked again after rememberMs.
          }
          return { value: offset, keepMs: rememberMs };
        }, now)
      : undefined;
  }

  /** Today, yyyy-mm-dd, in the licence's time zone. */
  async today(): Promise<string> {
    const offset = this.#offset ? await this.#offset.get() : 0;
    return dayIn(this.#timeZone, this.#now() + offset);
  }
}
