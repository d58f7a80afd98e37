import type { Language } from '../../contract/limits';

/** A yyyy-mm-dd date as the university's papers write it, in every language (SPEC §5): dd.mm.yyyy. */
export const legacyDate = (iso: string): string => iso.split('-').reverse().join('.');

/**
 * How each interface language writes a day (decision 0033): dd.mm.yyyy in Russian and Kyrgyz, dd/mm/yyyy in
 * English; the server writes its messages' dates the same way (commission/rules.ts datesIn).
 */
const dateWays: Record<Language, { separator: string; pattern: string }> = {
  ru: { separator: '.', pattern: 'ДД.ММ.ГГГГ' },
  kg: { separator: '.', pattern: 'КК.АА.ЖЖЖЖ' },
  en: { separator: '/', pattern: 'DD/MM/YYYY' },
};

const wayOf = (language: string) => dateWays[language as Language] ?? dateWays.ru;

/** A yyyy-mm-dd day as the interface language writes it. */
export function localDate(iso: string, language: string): string {
  const [year, month, day] = iso.split('-');
  const { separator } = wayOf(language);
  return [day, month, year].join(separator);
}

// Building a formatter costs more than formatting: one per zone (the page has one).
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment (ISO text with its offset) as the interface language writes a day, then HH:MM, both in the
 * given time zone (the university's, not the browser's): 05.03.2026 14:07, 05/03/2026 14:07 in English.
 */
export function localDateTime(iso: string, language: string, timeZone: string): string {
  // Canadian English writes the day yyyy-mm-dd; the 24-hour clock from 00 (never 24).
  const format =
    timeFormats.get(timeZone) ??
    new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
  timeFormats.set(timeZone, format);
  const parts = format.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${localDate(`${part('year')}-${part('month')}-${part('day')}`, language)} ${part('hour')}:${part('minute')}`;
}

/** What a date input shows while empty: the language's order of day, month and year. */
export const datePattern = (language: string): string => wayOf(language).pattern;

/** Whether yyyy-mm-dd is a day of the calendar (not 2023-02-30). */
export function isRealDay(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A day typed the language's way (day, month, four-digit year; any of . / - or a space between them) as
 * yyyy-mm-dd, or null while it is not a whole, real day.
 */
export function parseLocalDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*[./\-\s]\s*(\d{1,2})\s*[./\-\s]\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = match.slice(1) as [string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isRealDay(iso) ? iso : null;
}

/** A day typed to its end: one or two digits, one or two, four (31.02.2026), whether real or not. */
const WHOLE_DAY = /^\s*(\d{1,2})\s*[./\-\s]\s*(\d{1,2})\s*[./\-\s]\s*(\d{4})\s*$/;

/**
 * What is wrong with a typed day: a day past the end of its month (31.02.2026: its month's last
 * day, yyyy-mm-dd), or no day at all, typed to its end (15.13.2026) or not (3.2026, abc); null for an
 * empty box or a real day (typed the language's way or yyyy-mm-dd).
 */
type DayProblem = { kind: 'pastMonthEnd'; lastDay: string } | { kind: 'notADate'; whole: boolean };

export function typedDayProblem(text: string): DayProblem | null {
  if (text.trim() === '' || isRealDay(text) || parseLocalDate(text) !== null) return null;
  const match = WHOLE_DAY.exec(text);
  if (!match) return { kind: 'notADate', whole: false };
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  if (day >= 1 && month >= 1 && month <= 12) {
    // Day 0 of the next month is this month's last (setUTCFullYear keeps years before 100 as they are).
    const last = new Date(0);
    last.setUTCFullYear(year, month, 0);
    const two = (value: number) => String(value).padStart(2, '0');
    return { kind: 'pastMonthEnd', lastDay: `${match[3]}-${two(month)}-${two(last.getUTCDate())}` };
  }
  return { kind: 'notADate', whole: true };
}

/** The day `days` after a yyyy-mm-dd day (before it when negative). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The browser's day (yyyy-mm-dd, its local time). */
export function todayIso(now: Date = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The locale moments are written in, per interface language (Kyrgyz: 'ky'). */
const locales = { ru: 'ru-RU', kg: 'ky-KG', en: 'en-GB' } as const;

/**
 * How a moment (a last sign-in, a last activity) is written; with `seconds`, to the second (a record of
 * calls, several a minute). A browser without Kyrgyz data (Chromium's own ICU) would fall back to
 * American English: Kyrgyz is then written with numbers only, as in Kyrgyzstan (23.11.2026, 19:15).
 */
export function momentFormat(language: Language, seconds = false): Intl.DateTimeFormat {
  const locale = locales[language];
  if (Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0)
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short' });
  return new Intl.DateTimeFormat('ru-RU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds && { second: '2-digit' }),
  });
}
