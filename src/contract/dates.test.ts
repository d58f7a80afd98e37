import { describe, expect, it } from 'vitest';
import { ISO_DAY_PATTERN, isoDateRefusal, isoDateText, isRealDay, LEGACY_DAY_PATTERN } from './dates';

describe('a date of the API (decision 0033)', () => {
  // Each row: the text, why it is no date (null: a real day), and whether the API takes it.
  it.each([
    ['2024-09-01', null, true],
    ['2024-02-29', null, true],
    ['2023-02-30', 'impossibleDate', false],
    ['2024-04-31', 'impossibleDate', false],
    ['2023-13-01', 'impossibleDate', false],
    ['1899-12-31', 'impossibleDate', false],
    ['30.02.2023', 'dateFormat', false],
    ['01.09.2024', 'dateFormat', false],
    ['2024-9-1', 'dateFormat', false],
    // Empty is no date, which the API takes for none.
    ['', 'dateFormat', true],
  ] as const)('%j', (text, refusal, taken) => {
    expect(isoDateRefusal(text)).toBe(refusal);
    expect(isoDateText().safeParse(text).success, text).toBe(taken);
  });

  it('is published as a pattern taking exactly the real days, and 29 February of any year (decision 0040)', () => {
    const two = (value: number) => String(value).padStart(2, '0');
    for (let year = 1890; year <= 2110; year += 1)
      for (let month = 0; month <= 13; month += 1)
        for (let day = 0; day <= 32; day += 1) {
          const expected =
            isRealDay(year, month, day) || (month === 2 && day === 29 && year >= 1900 && year <= 2100);
          const iso = `${year}-${two(month)}-${two(day)}`;
          if (ISO_DAY_PATTERN.test(iso) !== expected) expect(iso).toBe(expected ? 'taken' : 'refused');
          const legacy = `${two(day)}.${two(month)}.${year}`;
          const legacyExpected = expected || (year > 2100 && isRealDay(2000, month, day));
          if (LEGACY_DAY_PATTERN.test(legacy) !== legacyExpected)
            expect(legacy).toBe(legacyExpected ? 'taken' : 'refused');
        }
  });
});
