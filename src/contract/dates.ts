import { z } from 'zod';
import type { Language } from './limits';

/*
 * Dates as a person types them (issue 26, decision 0033): each interface language has one way of writing a
 * date, which its date inputs show as their placeholder and accept; the API carries yyyy-mm-dd. One function
 * decides, for the form and for the server alike, whether a text is a real day in the expected way.
 */

/** How a date is written: day.month.year in Russian and Kyrgyz, ISO 8601 in English (never ambiguous). */
export type DateOrder = 'dmy' | 'iso';

export const dateOrderOf: Record<Language, DateOrder> = { ru: 'dmy', kg: 'dmy', en: 'iso' };

const patterns: Record<DateOrder, RegExp> = {
  dmy: /^(\d{2})\.(\d{2})\.(\d{4})$/,
  iso: /^(\d{4})-(\d{2})-(\d{2})$/,
};

/** The earliest and latest years a date of this product may have (licences, papers). */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

/** Why a typed date is refused: not in the expected way, or no such day (2023-02-30). */
export type DateRefusal = 'dateFormat' | 'impossibleDate';

/** Whether year, month and day (month 1–12) name a day of the calendar within the product's years. */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A typed date read in the given way: its yyyy-mm-dd, or why it is refused. */
export function parseDate(text: string, order: DateOrder): { iso: string } | { refusal: DateRefusal } {
  const match = patterns[order].exec(text.trim());
  if (!match) return { refusal: 'dateFormat' };
  const [, first, second, third] = match as unknown as [string, string, string, string];
  const [year, month, day] = order === 'iso' ? [first, second, third] : [third, second, first];
  if (!isRealDay(Number(year), Number(month), Number(day))) return { refusal: 'impossibleDate' };
  return { iso: `${year}-${month}-${day}` };
}

/** A yyyy-mm-dd date written the given way ('' stays ''; a text that is not yyyy-mm-dd is kept as it is). */
export function formatDate(iso: string, order: DateOrder): string {
  const match = patterns.iso.exec(iso);
  if (!match || order === 'iso') return iso;
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

/** The placeholder a date input shows: the way to write a date, in the language's own letters. */
export const datePlaceholder: Record<Language, string> = {
  ru: 'дд.мм.гггг',
  kg: 'кк.аа.жжжж',
  en: 'yyyy-mm-dd',
};

/**
 * A date of the API: yyyy-mm-dd naming a real day, or empty for none. Refused (400 naming the field) with
 * the reason (dateFormat, impossibleDate) in its params, as the text rule does (contract/text.ts).
 */
export const isoDateText = () =>
  z
    .string()
    .max(10)
    .superRefine((value, context) => {
      if (value === '') return;
      const parsed = parseDate(value, 'iso');
      if ('refusal' in parsed)
        context.addIssue({ code: 'custom', message: parsed.refusal, params: { reason: parsed.refusal } });
    });
