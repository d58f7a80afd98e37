import { describe, expect, it } from 'vitest';
import {
  addDays,
  datePattern,
  isRealDay,
  localDate,
  localDateTime,
  momentFormat,
  parseLocalDate,
  todayIso,
} from './dates';

// Days as the interface languages write and read them (decision 0033).

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

describe('a moment written the language’s way in the university’s time zone (decision 0045)', () => {
  it.each([
    // Bishkek is UTC+6 all year: the evening in UTC is the next morning there.
    ['2026-03-04T20:07:30.000Z', 'ru', 'Asia/Bishkek', '05.03.2026 02:07'],
    ['2026-03-04T20:07:30.000Z', 'kg', 'Asia/Bishkek', '05.03.2026 02:07'],
    ['2026-03-04T20:07:30.000Z', 'en', 'Asia/Bishkek', '05/03/2026 02:07'],
    // Another zone, with summer time; midnight is 00, never 24.
    ['2026-07-01T22:00:00.000Z', 'ru', 'Europe/Berlin', '02.07.2026 00:00'],
    ['2026-01-01T09:05:00+06:00', 'en', 'UTC', '01/01/2026 03:05'],
    ['2025-12-31T23:59:59.999Z', 'ru', 'UTC', '31.12.2025 23:59'],
  ])('%s in %s (%s): %s', (iso, language, zone, shown) => {
    expect(localDateTime(iso, language, zone)).toBe(shown);
  });
});

describe('a moment written the language’s way', () => {
  it.each(['ru', 'kg', 'en'] as const)('%s: to the minute, or to the second when asked', (language) => {
    const moment = new Date(2026, 10, 23, 19, 15, 42);
    expect(momentFormat(language).format(moment)).toMatch(/19:15(?!:42)/);
    expect(momentFormat(language, true).format(moment)).toContain('19:15:42');
  });
});
