import { describe, expect, it } from 'vitest';
import { addDays, datePattern, isRealDay, localDate, parseLocalDate, todayIso } from './dates';

// Days as the interface languages write and read them (issue 26).

describe('a day written the language’s way', () => {
  it.each([
    ['ru', '01.09.2022', 'ДД.ММ.ГГГГ'],
    ['kg', '01.09.2022', 'КК.АА.ЖЖЖЖ'],
    ['en', '01/09/2022', 'DD/MM/YYYY'],
    ['xx', '01.09.2022', 'ДД.ММ.ГГГГ'],
  ])('%s: %s, typed as %s', (language, shown, pattern) => {
    expect(localDate('2022-09-01', language)).toBe(shown);
    expect(datePattern(language)).toBe(pattern);
  });

  it.each([
    ['01.09.2022', '2022-09-01'],
    ['1.9.2022', '2022-09-01'],
    ['01/09/2022', '2022-09-01'],
    [' 29-02-2024 ', '2024-02-29'],
    ['29.02.2026', null],
    ['31.04.2026', null],
    ['01.13.2026', null],
    ['01.09.22', null],
    ['2022-09-01', null],
    ['', null],
  ])('reads %j as %j', (typed, iso) => {
    expect(parseLocalDate(typed)).toBe(iso);
  });

  it('knows real days and counts days across months and years', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2023-02-29')).toBe(false);
    expect(isRealDay('01.09.2022')).toBe(false);
    expect(addDays('2022-08-31', 1)).toBe('2022-09-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(todayIso(new Date(2026, 10, 26, 23, 59))).toBe('2026-11-26');
  });
});
