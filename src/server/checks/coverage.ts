import type { CheckRowOf } from '../../contract/checks';
import type { Language } from '../../contract/limits';
import { translate } from '../core/messages';
import { type Executor, type SQL, sql } from '../db/sql';
import { found } from './found';

// A grading rule's point ranges must cover its bounds [min_bal, max_bal] without a gap or an overlap
//. Points are whole numbers or have two decimals, so ranges 0–60 and 61–73 are contiguous:
// a range beginning more than 1 after the highest end before it leaves a gap, one beginning at or below
// it overlaps. A rule without ranges covers nothing.

/** The next point after x: x + 1 for a whole number, x + 0.01 otherwise (and the one before, −). */
const step = (x: SQL) => sql`(CASE WHEN ${x} = trunc(${x}) THEN 1 ELSE 0.01 END)`;

/** The points a to b as text ("87–100", or "100" alone), language-neutral. */
const segment = (a: SQL, b: SQL) =>
  sql`(CASE WHEN ${a} = ${b} THEN trim_scale(${a})::text ELSE trim_scale(${a})::text || '–' || trim_scale(${b})::text END)`;

const shape = {
  id_ebe_var: 'integer',
  ebe_var: 'text',
  min_bal: 'float',
  max_bal: 'float',
  /** The lowest begin and highest end of its ranges, or null when it has none. */
  cover_from: 'float?',
  cover_to: 'float?',
  missing: 'text[]',
  overlapping: 'text[]',
  outside: 'text[]',
} as const;

/** Every rule whose ranges leave a gap, overlap, or do not meet its bounds. */
export function gradingCoverage(tx: Executor) {
  const reach = sql`o.reach`;
  const first = sql`j.first`;
  const last = sql`j.last`;
  return found(
    tx,
    shape,
    sql`SELECT * FROM (
          SELECT v.id_ebe_var, v.ebe_var, v.min_bal::float8 AS min_bal, v.max_bal::float8 AS max_bal,
                 j.first::float8 AS cover_from, j.last::float8 AS cover_to,
                 CASE WHEN j.id_ebe_var IS NULL THEN '{}'::text[] ELSE array_remove(
                   ARRAY[CASE WHEN ${first} > v.min_bal THEN ${segment(sql`v.min_bal`, sql`${first} - ${step(first)}`)} END]
                   || coalesce(j.gaps, '{}')
                   || ARRAY[CASE WHEN ${last} < v.max_bal THEN ${segment(sql`${last} + ${step(last)}`, sql`v.max_bal`)} END],
                   NULL) END AS missing,
                 coalesce(j.overlaps, '{}') AS overlapping,
                 CASE WHEN j.id_ebe_var IS NULL THEN '{}'::text[] ELSE array_remove(ARRAY[
                   CASE WHEN ${first} < v.min_bal THEN ${segment(first, sql`v.min_bal - ${step(sql`v.min_bal`)}`)} END,
                   CASE WHEN ${last} > v.max_bal THEN ${segment(sql`v.max_bal + ${step(sql`v.max_bal`)}`, last)} END],
                   NULL) END AS outside
            FROM ebe_var v
            LEFT JOIN (
              SELECT o.id_ebe_var, min(o.beg_bal) AS first, max(o.end_bal) AS last,
                     array_agg(${segment(sql`${reach} + ${step(reach)}`, sql`o.beg_bal - ${step(sql`o.beg_bal`)}`)}
                               ORDER BY o.beg_bal, o.end_bal) FILTER (WHERE o.beg_bal > ${reach} + 1) AS gaps,
                     array_agg(${segment(sql`o.beg_bal`, sql`least(${reach}, o.end_bal)`)}
                               ORDER BY o.beg_bal, o.end_bal) FILTER (WHERE o.beg_bal <= ${reach}) AS overlaps
                FROM (SELECT e.id_ebe_var, e.beg_bal, e.end_bal,
                             -- The highest end of the ranges before this one (by begin).
                             max(e.end_bal) OVER (PARTITION BY e.id_ebe_var ORDER BY e.beg_bal, e.end_bal, e.id_ebe
                                                  ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reach
                        FROM ebe e) o
               GROUP BY o.id_ebe_var) j ON j.id_ebe_var = v.id_ebe_var
        ) c
        WHERE c.cover_from IS NULL OR cardinality(c.missing) > 0 OR cardinality(c.overlapping) > 0
           OR cardinality(c.outside) > 0`,
    sql`v.ebe_var, v.id_ebe_var`,
  );
}

export type CoverageViolation = Awaited<ReturnType<typeof gradingCoverage>>['rows'][number];

/** A point as staff write it (87, 60.5). */
const points = (value: number) => String(value);

/** The violation said in `lang`: "ranges cover 0–86 of 0–100: missing 87–100". */
export function sayCoverage(row: CoverageViolation, lang: Language): CheckRowOf<'gradingCoverage'> {
  const bounds = { min: points(row.min_bal), max: points(row.max_bal) };
  let detail: string;
  if (row.cover_from === null || row.cover_to === null) detail = translate('checkCoverageNone', lang, bounds);
  else {
    const parts = [
      row.missing.length > 0 && translate('checkCoverageMissing', lang, { segments: row.missing.join(', ') }),
      row.overlapping.length > 0 &&
        translate('checkCoverageOverlap', lang, { segments: row.overlapping.join(', ') }),
      row.outside.length > 0 && translate('checkCoverageOutside', lang, { segments: row.outside.join(', ') }),
    ].filter((part): part is string => typeof part === 'string');
    const cover = translate('checkCoverage', lang, {
      ...bounds,
      from: points(row.cover_from),
      to: points(row.cover_to),
    });
    detail = `${cover}: ${parts.join('; ')}`;
  }
  return {
    check: 'gradingCoverage',
    idEbeVar: row.id_ebe_var,
    record: translate('checkGradingRule', lang, { name: row.ebe_var }),
    faculty: null,
    detail,
  };
}
