import { z } from 'zod';

/*
 * A date of the API (decision 0033): yyyy-mm-dd naming a real day. The forms type and show dates the interface
 * language's way (web/components/date-input.tsx) and send them so; the server refuses anything else with
 * the reason, so that no impossible day (2023-02-30) reaches the database and answers 500.
 */

/** The earliest and latest years a date of this product may have (licences, papers). */
const DATE_YEAR_MIN = 1900;
const DATE_YEAR_MAX = 2100;

/** Why a date is refused: not written yyyy-mm-dd, or no such day (2023-02-30). */
type DateRefusal = 'dateFormat' | 'impossibleDate';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The days a month can have: 31, 30, and 29 for February (whether its year is a leap year: isRealDay). */
const MONTH_DAY = {
  long: '(0[1-9]|[12]\\d|3[01])',
  short: '(0[1-9]|[12]\\d|30)',
  february: '(0[1-9]|1\\d|2\\d)',
};

/**
 * yyyy-mm-dd within the product's years, a month 01–12 and a day that month can have: the published
 * contract refuses 2023-13-01 and 2023-02-30 itself; 29 February of a common year is left to isRealDay.
 */
export const ISO_DAY_PATTERN = new RegExp(
  `^(19\\d\\d|20\\d\\d|2100)-((0[13578]|1[02])-${MONTH_DAY.long}|(0[469]|11)-${MONTH_DAY.short}|02-${MONTH_DAY.february})$`,
);

/** dd.mm.yyyy (the legacy editors' dates, SPEC §5) from 1900 on, a month 01–12 and a day it can have. */
export const LEGACY_DAY_PATTERN = new RegExp(
  `^(${MONTH_DAY.long}\\.(0[13578]|1[02])|${MONTH_DAY.short}\\.(0[469]|11)|${MONTH_DAY.february}\\.02)\\.(19\\d\\d|[2-9]\\d{3})$`,
);

/** Whether year, month and day (month 1–12) name a day of the calendar within the product's years. */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Why a yyyy-mm-dd text is no date, or null when it names a real day. */
export function isoDateRefusal(text: string): DateRefusal | null {
  const match = ISO.exec(text);
  if (!match) return 'dateFormat';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return isRealDay(year, month, day) ? null : 'impossibleDate';
}

/**
 * A date of the API: yyyy-mm-dd naming a real day, or empty for none. Refused (400 naming the field) with
 * the reason in its params, as the text rule does (contract/text.ts).
 */
export const isoDateText = () =>
  z
    .string()
    .max(10)
    // The pattern the published contract shows; its refusal says why (the message names the reason).
    .regex(new RegExp(`^$|${ISO_DAY_PATTERN.source}`), {
      error: (issue) => isoDateRefusal(String(issue.input)) ?? 'impossibleDate',
    })
    .superRefine((value, context) => {
      const refusal = value === '' ? null : isoDateRefusal(value);
      if (refusal) context.addIssue({ code: 'custom', message: refusal, params: { reason: refusal } });
    });
