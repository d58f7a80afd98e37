import type { TurnoverCounts, TurnoverRow } from '../../../contract/new-year';

/** A row of the report with its place in the answer (rows have no id of their own). */
export type KeyedRow = TurnoverRow & { key: number };

export const keyed = (rows: readonly TurnoverRow[]): KeyedRow[] => rows.map((row, key) => ({ ...row, key }));

/** Whether a row changes something or leaves something behind: what the filter shows by default. */
export const changesOrRefuses = (row: TurnoverRow): boolean =>
  row.created > 0 || row.replaced > 0 || row.refused > 0;

const verdicts = ['created', 'kept', 'replaced', 'refused'] as const;

/** The counts of every kind added up (the counts table's last row). */
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
