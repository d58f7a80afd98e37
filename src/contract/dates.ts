import { z } from 'zod';

/*
 * A date of the API (issue 26): yyyy-mm-dd naming a real day. The forms type and show dates the interface
 * language's way (web/components/date-input.tsx) and send them so; the server refuses anything else with
 * the reason, so that no impossible day (2023-02-30) reaches the database and answers 500.
 */

/** The earliest and latest years a date of this product may have (licences, papers). */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

/** Why a date is refused: not written yyyy-mm-dd, or no such day (2023-02-30). */
export type DateRefusal = 'dateFormat' | 'impossibleDate';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

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
    .superRefine((value, context) => {
      const refusal = value === '' ? null : isoDateRefusal(value);
      if (refusal) context.addIssue({ code: 'custom', message: refusal, params: { reason: refusal } });
    });
