import { z } from 'zod';
import { Problem } from '../../core/problem';

// The REST binding's `filter` as far as this view offers it (decision 0079): what a consumer's delta read
// and SDS-like readers send, `dateLastModified>'…'` (or >=) and `status='active'` (or !=), one predicate or
// two joined by AND. Anything else is a 400 naming what is offered, not a silently ignored condition.

/** The date of a record unchanged since the history began: before any change, and the same every time. */
export const HISTORY_BEGAN = '1970-01-01T00:00:00.000Z';

/** What a filter leaves: the records changed at `since` or after (inclusive), or none at all. */
export interface Filtered {
  /** ISO time in UTC with milliseconds; undefined: any time. */
  since: string | undefined;
  /** A status no record has (every record here is active). */
  nothing: boolean;
}

const PREDICATE = /^\s*(\w+)\s*(>=|<=|!=|=|>|<|~)\s*'([^']*)'\s*$/;
const instant = z.iso.datetime({ offset: true });

const refuse = (detail: string) => new Problem(400, 'Bad Request', `filter: ${detail}`);

/** The filter of a collection's query, parsed; a 400 for what it does not offer. */
export function parseFilter(filter: string | undefined): Filtered {
  const found: Filtered = { since: undefined, nothing: false };
  if (filter === undefined || filter.trim() === '') return found;
  for (const predicate of filter.split(/\s+AND\s+/)) {
    const [, field, operator, value = ''] = PREDICATE.exec(predicate) ?? [];
    if (field === 'dateLastModified' && (operator === '>' || operator === '>=')) {
      if (!instant.safeParse(value).success)
        throw refuse(`'${value}' is not an ISO 8601 time with its offset`);
      // Dates are answered to the millisecond: after one of them is from the next millisecond on.
      const at = Date.parse(value) + (operator === '>' ? 1 : 0);
      const since = new Date(Math.max(at, Date.parse(found.since ?? HISTORY_BEGAN))).toISOString();
      // Since the history began, every record qualifies, those of no change as well.
      found.since = since > HISTORY_BEGAN ? since : undefined;
    } else if (field === 'status' && (operator === '=' || operator === '!=')) {
      if (operator === '=' ? value !== 'active' : value === 'active') found.nothing = true;
    } else
      throw refuse(
        "only dateLastModified>'…' (or >=) and status='…' (or !=) are offered, alone or joined by AND",
      );
  }
  return found;
}
