import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors';
import {
  assertDetailFilled,
  assertFieldLimits,
  assertHoldsDetails,
  assertSpanWithin,
  findOverlap,
} from './rules';

// The grading-rule editor's rules as plain functions (decision 0019); the API tests make them over HTTP.

const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    if (error instanceof AppError) return { key: error.messageKey, params: error.params };
    throw error;
  }
  return undefined;
};

describe('a span within its bounds', () => {
  const bounds = { begin: 10, end: 50 };
  it('accepts the bounds themselves and anything between, the end above the beginning', () => {
    expect(refusal(() => assertSpanWithin({ begin: 10, end: 50 }, bounds))).toBeUndefined();
    expect(refusal(() => assertSpanWithin({ begin: 20.5, end: 21 }, bounds))).toBeUndefined();
  });
  it("refuses what leaves the bounds or is empty with the bounds ('value must be from X to Y')", () => {
    for (const span of [
      { begin: 9.99, end: 20 },
      { begin: 10, end: 50.01 },
      { begin: null, end: 20 },
      { begin: 10, end: null },
    ])
      expect(refusal(() => assertSpanWithin(span, bounds))).toEqual({
        key: 'pointsOutOfBounds',
        params: { from: 10, to: 50 },
      });
  });
  it('refuses an end not above the beginning', () => {
    expect(refusal(() => assertSpanWithin({ begin: 20, end: 20 }, bounds))?.key).toBe('pointsOrder');
    expect(refusal(() => assertSpanWithin({ begin: 30, end: 20 }, bounds))?.key).toBe('pointsOrder');
  });
});

describe('overlaps', () => {
  const others = [
    { begin: 0, end: 60 },
    { begin: 87, end: 100 },
  ];
  it('both ends count: touching is overlapping, a gap is not', () => {
    expect(findOverlap({ begin: 61, end: 86 }, others)).toBeUndefined();
    expect(findOverlap({ begin: 60.5, end: 86.5 }, others)).toBeUndefined();
    expect(findOverlap({ begin: 60, end: 70 }, others)).toEqual(others[0]);
    expect(findOverlap({ begin: 80, end: 87 }, others)).toEqual(others[1]);
    expect(findOverlap({ begin: 0, end: 100 }, others)).toEqual(others[0]);
    expect(findOverlap({ begin: 88, end: 90 }, others)).toEqual(others[1]);
  });
  it('a range keeps its details within it; a range without details may take any points', () => {
    expect(
      refusal(() => assertHoldsDetails({ begin: 87, end: 100 }, { begin: 87, end: 100 })),
    ).toBeUndefined();
    expect(refusal(() => assertHoldsDetails({ begin: 88, end: 100 }, { begin: 87, end: 94 }))).toEqual({
      key: 'detailsOutsideRange',
      params: { from: 87, to: 94 },
    });
    expect(
      refusal(() => assertHoldsDetails({ begin: 1, end: 2 }, { begin: null, end: null })),
    ).toBeUndefined();
  });
});

describe('details and grade-sheet fields', () => {
  it("a detail needs every field ('Fill all fields!')", () => {
    const detail = { begin: 1, end: 2, numeric: 0, letter: 'F' };
    expect(refusal(() => assertDetailFilled(detail))).toBeUndefined();
    for (const empty of [{ begin: null }, { end: null }, { numeric: null }, { letter: '' }])
      expect(refusal(() => assertDetailFilled({ ...detail, ...empty }))?.key).toBe('fillAllFields');
  });
  it("a field's minimum is not above its maximum", () => {
    expect(refusal(() => assertFieldLimits(0, 0))).toBeUndefined();
    expect(refusal(() => assertFieldLimits(11, 10))).toEqual({
      key: 'fieldLimitsOrder',
      params: { min: 11, max: 10 },
    });
  });
});
