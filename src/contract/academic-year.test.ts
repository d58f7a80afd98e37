import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  academicYearOf,
  courseOf,
  currentAcademicYear,
  isPastYear,
  stageOf,
  yearLabel,
  yearsBack,
} from './academic-year';

// The one academic-year rule (decision 0032): the year begins on 1 September, so between
// January and August the current academic year is the one that began the calendar year before.

afterEach(() => vi.useRealTimers());

describe('the current academic year', () => {
  it.each([
    ['2026-01-01T00:00:00', 25],
    ['2026-03-15T12:00:00', 25],
    ['2026-08-31T23:59:59', 25],
    ['2026-09-01T00:00:00', 26],
    ['2026-11-26T15:00:00', 26],
    ['2026-12-31T23:59:59', 26],
    ['2000-02-01T00:00:00', 99],
    ['2099-10-01T00:00:00', 99],
    ['2100-09-01T00:00:00', 0],
  ])('on %s it is %i', (day, year) => {
    expect(academicYearOf(new Date(day))).toBe(year);
    vi.useFakeTimers({ now: new Date(day), toFake: ['Date'] });
    expect(currentAcademicYear()).toBe(year);
  });
});

describe('a group admitted in 25', () => {
  it.each([
    // Between January and August 2026 it is in its first course, wherever the course is shown.
    ['2026-03-15T12:00:00', 1],
    ['2026-08-31T12:00:00', 1],
    ['2026-09-01T12:00:00', 2],
    ['2029-05-01T12:00:00', 4],
    ['2025-06-01T12:00:00', 0],
  ])('on %s is in course %i', (day, course) => {
    expect(courseOf(25, academicYearOf(new Date(day)))).toBe(course);
  });
});

describe('courses and stages across the wrap of two-digit years', () => {
  it.each([
    // admission, year, years back, course
    [25, 25, 0, 1],
    [24, 25, 1, 2],
    [26, 25, -1, 0],
    [99, 0, 1, 2],
    [0, 99, -1, 0],
    [50, 99, 49, 50],
    [49, 99, -50, 0],
  ])('admitted in %i, in %i: %i years back, course %i', (admission, year, back, course) => {
    expect(yearsBack(admission, year)).toBe(back);
    expect(courseOf(admission, year)).toBe(course);
    expect(isPastYear(admission, year)).toBe(back > 0);
  });

  it.each([
    [0, 4, 'intake'],
    [1, 4, 'studying'],
    [4, 4, 'studying'],
    [5, 4, 'graduated'],
    [7, 6, 'graduated'],
  ] as const)('course %i of %i is %s', (course, max, stage) => {
    expect(stageOf(course, max)).toBe(stage);
  });

  it('labels a year as the calendar does', () => {
    expect(yearLabel(25)).toBe('2025-2026');
    expect(yearLabel(9)).toBe('2009-2010');
  });
});
