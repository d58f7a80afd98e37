import type { TurnoverCounts, TurnoverKind, TurnoverRow } from '../../../contract/new-year';

/** A row of the report with its place in the answer (rows have no id of their own). */
export type KeyedRow = TurnoverRow & { key: number };

export const keyed = (rows: readonly TurnoverRow[]): KeyedRow[] => rows.map((row, key) => ({ ...row, key }));

/** Whether a row changes something or leaves something behind: what the filter shows by default. */
export const changesOrRefuses = (row: TurnoverRow): boolean =>
  row.created > 0 || row.replaced > 0 || row.refused > 0;

const verdicts = ['created', 'kept', 'replaced', 'refused'] as const;

/** The counts of every kind added up (kinds count different records: only to tell whether any is there). */
export function totalOf(counts: readonly TurnoverCounts[]): Omit<TurnoverCounts, 'kind'> {
  const total = { created: 0, kept: 0, replaced: 0, refused: 0 };
  for (const row of counts) for (const verdict of verdicts) total[verdict] += row[verdict];
  return total;
}

/** Whether applying would write anything (something to create or to replace). */
export const writesAnything = (counts: readonly TurnoverCounts[]): boolean => {
  const total = totalOf(counts);
  return total.created + total.replaced > 0;
};

/**
 * Each kind's number of a verdict, the kinds without any left out: what a toast or the turnovers' list
 * says was created or replaced, each kind in its own records (plans, groups …), never added together.
 */
export const tallyOf = (
  counts: readonly Pick<TurnoverCounts, 'kind' | 'created' | 'replaced'>[],
  verdict: 'created' | 'replaced',
): Array<{ kind: TurnoverKind; count: number }> =>
  counts.filter((row) => row[verdict] > 0).map((row) => ({ kind: row.kind, count: row[verdict] }));
