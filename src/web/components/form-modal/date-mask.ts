import type { DateOrder } from '../../../contract/dates';

const separators: Record<DateOrder, { char: string; after: readonly number[] }> = {
  dmy: { char: '.', after: [2, 4] },
  iso: { char: '-', after: [4, 6] },
};

/**
 * A date input's text as typed (issue 26): while it holds only digits and its own separators, the
 * separators are put in their places as the digits come (01092024 → 01.09.2024); anything else (another
 * language's way, a slash) is kept as typed, so that the field's rule can say what is wrong. Deleting is
 * never undone.
 */
export function maskDate(typed: string, previous: string, order: DateOrder): string {
  const { char, after } = separators[order];
  if (typed.length < previous.length) return typed;
  const allowed = new RegExp(`^[\\d${char === '.' ? '\\.' : '-'}]*$`);
  if (!allowed.test(typed)) return typed;
  const digits = typed.replaceAll(char, '');
  if (digits.length > 8) return typed;
  let masked = '';
  for (const [index, digit] of [...digits].entries()) {
    if (after.includes(index)) masked += char;
    masked += digit;
  }
  // A separator typed right where it belongs is kept (the user types 01. then 09).
  if (typed.endsWith(char) && after.includes(digits.length)) masked += char;
  return masked;
}
