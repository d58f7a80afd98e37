import { describe, expect, it } from 'vitest';
import { AUTUMN, currentHalfYear, SPRING } from './planned-students';

describe('the current half-year (decision 0032)', () => {
  it.each([
    ['2026-01-20', AUTUMN],
    ['2026-02-01', SPRING],
    ['2026-06-30', SPRING],
    ['2026-07-01', AUTUMN],
    ['2026-09-01', AUTUMN],
    ['2026-12-31', AUTUMN],
  ])('on %s', (day, half) => {
    expect(currentHalfYear(new Date(`${day}T12:00:00`))).toBe(half);
  });
});
