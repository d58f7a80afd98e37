import { describe, expect, it } from 'vitest';
import { isoDateRefusal, isoDateText } from './dates';

describe('a date of the API (issue 26)', () => {
  it.each([
    ['2024-09-01', null],
    ['2024-02-29', null],
    ['2023-02-30', 'impossibleDate'],
    ['2024-04-31', 'impossibleDate'],
    ['2023-13-01', 'impossibleDate'],
    ['1899-12-31', 'impossibleDate'],
    ['30.02.2023', 'dateFormat'],
    ['01.09.2024', 'dateFormat'],
    ['2024-9-1', 'dateFormat'],
  ] as const)('%s', (text, refusal) => {
    expect(isoDateRefusal(text)).toBe(refusal);
  });

  it('is taken as yyyy-mm-dd of a real day, or empty', () => {
    expect(isoDateText().safeParse('2024-02-29').success).toBe(true);
    expect(isoDateText().safeParse('').success).toBe(true);
    for (const text of ['2023-02-30', '30.02.2023', '2024-9-1'])
      expect(isoDateText().safeParse(text).success, text).toBe(false);
  });
});
