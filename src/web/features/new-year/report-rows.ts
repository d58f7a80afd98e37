import {
  replaceableKinds,
  type TurnoverCounts,
  type TurnoverKind,
  type TurnoverRequest,
  type TurnoverRow,
} from '../../../contract/new-year';

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

/**
 * Each kind's number of a verdict, the kinds without any left out: what a toast or the turnovers' list
 * says was created or replaced, each kind in its own records (plans, groups …), never added together.
 */
export const tallyOf = (
  counts: readonly Pick<TurnoverCounts, 'kind' | 'created' | 'replaced'>[],
  verdict: 'created' | 'replaced',
): Array<{ kind: TurnoverKind; count: number }> =>
  counts.filter((row) => row[verdict] > 0).map((row) => ({ kind: row.kind, count: row[verdict] }));

/** Why Apply may not be pressed (a key of newYear.applyBlocked), or null: it would write something. */
type ApplyBlock = 'stale' | 'allThere' | 'allThereReplace' | 'notCarried' | 'nothingFound';

/**
 * Why applying this preview would do nothing, as a registrar can act on it: the data changed since; all of
 * it is in the target year already (and "replace" would write over it, where a kind it offers is chosen
 * without it); some of it is not carried (the table gives the reasons); or the source year has nothing.
 */
export function applyBlockOf(
  counts: readonly TurnoverCounts[],
  request: Pick<TurnoverRequest, 'kinds' | 'replace'>,
  stale: boolean,
): ApplyBlock | null {
  if (stale) return 'stale';
  const total = totalOf(counts);
  if (total.created + total.replaced > 0) return null;
  if (total.refused > 0) return 'notCarried';
  if (total.kept === 0) return 'nothingFound';
  const couldReplace = replaceableKinds.some(
    (kind) => request.kinds.includes(kind) && !request.replace.includes(kind),
  );
  return couldReplace ? 'allThereReplace' : 'allThere';
}
