import { AppError } from '../core/errors';
import { firstRow, rows, run, sql } from '../db/sql';
import type { Transaction } from '../db/write';
import { assertHoldsDetails, assertSpanWithin, type EnteredSpan, findOverlap, type Span } from './rules';

// The checks of a range or detail save that read other rows, run first in its transaction (saveReference's
// `before`). Locks are taken in one order, variant → range → detail, so concurrent saves never deadlock:
// range saves of a variant queue on the variant, detail saves of a range on the range.

const spanShape = { begin: 'float', end: 'float' } as const;

/** upd-ebe: within the variant's bounds, overlapping no other range, still holding its details. */
export async function checkRange(tx: Transaction, rangeId: number, span: EnteredSpan) {
  const range = await firstRow(
    tx,
    { variantId: 'integer' },
    sql`SELECT id_ebe_var AS "variantId" FROM ebe WHERE id_ebe = ${rangeId}`,
  );
  if (!range) throw new AppError('NOT_FOUND', 'recordNotFound');
  // A range never changes variant, so the one read above is the one to lock.
  const variant = await firstRow(
    tx,
    spanShape,
    sql`SELECT min_bal::float8 AS begin, max_bal::float8 AS end
          FROM ebe_var WHERE id_ebe_var = ${range.variantId} FOR NO KEY UPDATE`,
  );
  await run(tx, sql`SELECT 1 FROM ebe WHERE id_ebe = ${rangeId} FOR NO KEY UPDATE`);
  assertSpanWithin(span, variant as Span);
  const neighbours = await rows(
    tx,
    { ...spanShape, grade: 'text' },
    sql`SELECT beg_bal::float8 AS begin, end_bal::float8 AS end, estimation AS grade
          FROM ebe WHERE id_ebe_var = ${range.variantId} AND id_ebe <> ${rangeId} ORDER BY beg_bal`,
  );
  const overlapped = findOverlap(span, neighbours);
  if (overlapped)
    throw new AppError('VALIDATION', 'rangeOverlap', {
      from: overlapped.begin,
      to: overlapped.end,
      grade: overlapped.grade,
    });
  const details = await firstRow(
    tx,
    { begin: 'float?', end: 'float?' },
    sql`SELECT min(beg_bal)::float8 AS begin, max(end_bal)::float8 AS end FROM ebe_detal WHERE id_ebe = ${rangeId}`,
  );
  if (details) assertHoldsDetails(span, details);
}

/**
 * ins-upd-detail: within its range's points and overlapping no other detail of the range. The range is
 * the payload's (a detail may move to another range); 400 when it does not exist.
 */
export async function checkDetail(tx: Transaction, detailId: number, rangeId: number, span: EnteredSpan) {
  const range = await firstRow(
    tx,
    spanShape,
    sql`SELECT beg_bal::float8 AS begin, end_bal::float8 AS end FROM ebe WHERE id_ebe = ${rangeId} FOR NO KEY UPDATE`,
  );
  if (!range) throw new AppError('VALIDATION', 'unknownReference');
  assertSpanWithin(span, range);
  const others = await rows(
    tx,
    spanShape,
    sql`SELECT beg_bal::float8 AS begin, end_bal::float8 AS end
          FROM ebe_detal WHERE id_ebe = ${rangeId} AND id_ebe_detal <> ${detailId} ORDER BY beg_bal`,
  );
  const overlapped = findOverlap(span, others);
  if (overlapped)
    throw new AppError('VALIDATION', 'detailOverlap', { from: overlapped.begin, to: overlapped.end });
}
