import { describe, expect, it } from 'vitest';
import { formatDate, isoDateText, parseDate } from './dates';

describe('a typed date (issue 26)', () => {
  it.each([
    ['01.09.2024', 'dmy', { iso: '2024-09-01' }],
    ['29.02.2024', 'dmy', { iso: '2024-02-29' }],
    ['30.02.2023', 'dmy', { refusal: 'impossibleDate' }],
    ['31.04.2024', 'dmy', { refusal: 'impossibleDate' }],
    ['2024-09-01', 'dmy', { refusal: 'dateFormat' }],
    ['1.9.2024', 'dmy', { refusal: 'dateFormat' }],
    ['2024-09-01', 'iso', { iso: '2024-09-01' }],
    ['2023-02-30', 'iso', { refusal: 'impossibleDate' }],
    ['2023-13-01', 'iso', { refusal: 'impossibleDate' }],
    ['1899-12-31', 'iso', { refusal: 'impossibleDate' }],
    ['01.09.2024', 'iso', { refusal: 'dateFormat' }],
    ['', 'iso', { refusal: 'dateFormat' }],
  ] as const)('%s read as %s', (text, order, expected) => {
    expect(parseDate(text, order)).toEqual(expected);
  });

  it('is written the way of the language, and an empty date stays empty', () => {
    expect(formatDate('2024-09-01', 'dmy')).toBe('01.09.2024');
    expect(formatDate('2024-09-01', 'iso')).toBe('2024-09-01');
    expect(formatDate('', 'dmy')).toBe('');
  });

  it('is taken by the API as yyyy-mm-dd of a real day, or empty', () => {
    expect(isoDateText().safeParse('2024-02-29').success).toBe(true);
    expect(isoDateText().safeParse('').success).toBe(true);
    for (const text of ['2023-02-30', '30.02.2023', '2024-9-1'])
      expect(isoDateText().safeParse(text).success, text).toBe(false);
  });
});
