import { AppError } from '../core/errors';

// The rules of the grading-rule editor that the contract's schemas cannot say alone (SPEC §5, decision
// 0019): plain functions over the values the routes read under their locks (locks.ts).

/** Points from `begin` to `end`, both included. */
export interface Span {
  begin: number;
  end: number;
}

/** Points as they arrive: null when the cell was left empty. */
export interface EnteredSpan {
  begin: number | null;
  end: number | null;
}

/**
 * Within `bounds` (a variant's for a range, a range's for a detail) and the end above the beginning;
 * otherwise 'value must be from X to Y' with the bounds (SPEC §5, §8). An empty value is outside.
 */
export function assertSpanWithin(span: EnteredSpan, bounds: Span): asserts span is Span {
  const range = { from: bounds.begin, to: bounds.end };
  const { begin, end } = span;
  if (begin === null || end === null || begin < bounds.begin || end > bounds.end)
    throw new AppError('VALIDATION', 'pointsOutOfBounds', range);
  if (end <= begin) throw new AppError('VALIDATION', 'pointsOrder', range);
}

/** The first of `others` sharing a point with `span` (both ends count), if any. */
export function findOverlap<T extends Span>(span: Span, others: readonly T[]): T | undefined {
  return others.find((other) => other.begin <= span.end && span.begin <= other.end);
}

/** A range keeps its details: its new points still hold them all (`details`: their lowest and highest). */
export function assertHoldsDetails(span: Span, details: { begin: number | null; end: number | null }) {
  if (details.begin === null || details.end === null) return;
  if (details.begin < span.begin || details.end > span.end)
    throw new AppError('VALIDATION', 'detailsOutsideRange', { from: details.begin, to: details.end });
}

/** A detail is saved with all its fields (SPEC §5, §8: 'Fill all fields!'). */
export function assertDetailFilled(detail: {
  begin: number | null;
  end: number | null;
  numeric: number | null;
  letter: string;
}) {
  if (detail.begin === null || detail.end === null || detail.numeric === null || detail.letter === '')
    throw new AppError('VALIDATION', 'fillAllFields');
}

/** A grade-sheet field's least value is not above its greatest. */
export function assertFieldLimits(min: number, max: number) {
  if (min > max) throw new AppError('VALIDATION', 'fieldLimitsOrder', { min, max });
}
