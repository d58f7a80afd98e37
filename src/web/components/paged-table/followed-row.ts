import { type RefObject, useEffect, useRef, useState } from 'react';
import { filterRows } from '../../../contract/search';

/*
 * After Add (or a save), the list shows the row: it turns to the page holding it and highlights it for a
 * moment (decision 0034), in the inline-edit tables and the reference lists alike.
 */

type RowKey = string | number;

/**
 * A row just saved, followed so that the table shows the page it lands on: an edited row by its key, a
 * new one as the first row whose key was not there when it was added (the save answers no id).
 */
export type Landing = { key: RowKey } | { known: ReadonlySet<RowKey> };

/** How long the row just added or saved stays highlighted. */
const HIGHLIGHT_MS = 4000;

/** The page (from 1) of a row by its place in the list (from 0). */
export const pageOf = (index: number, pageSize: number): number =>
  Math.floor(Math.max(index, 0) / pageSize) + 1;

/** Where the followed row stands in the rows (from 0); -1 while it is not there (not reloaded yet). */
export function landedIndex<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => RowKey,
  landing: Landing,
): number {
  return 'key' in landing
    ? rows.findIndex((row) => rowKey(row) === landing.key)
    : rows.findIndex((row) => !landing.known.has(rowKey(row)));
}

/** What a new row's landing starts from: the keys of the rows there before the save. */
export const newRowLanding = <Row>(
  rows: readonly Row[] | undefined,
  rowKey: (row: Row) => RowKey,
): Landing => ({
  known: new Set((rows ?? []).map(rowKey)),
});

/**
 * Where a searched list shows the followed row: its page among the rows the search finds, or, when the
 * search hides it, its page in the whole list with the search cleared. null while it is not loaded yet.
 */
export function searchedPlace<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => RowKey,
  landing: Landing,
  search: { query: string; names: (row: Row) => readonly string[] },
  pageSize: number,
): { key: RowKey; page: number; clearSearch: boolean } | null {
  const index = landedIndex(rows, rowKey, landing);
  const row = rows[index];
  if (row === undefined) return null;
  const key = rowKey(row);
  const found = filterRows(rows, search.query, search.names).findIndex((each) => rowKey(each) === key);
  return found < 0
    ? { key, page: pageOf(index, pageSize), clearSearch: true }
    : { key, page: pageOf(found, pageSize), clearSearch: false };
}

/**
 * The row shown highlighted (data-highlighted, a fading background) for HIGHLIGHT_MS after `highlight`,
 * scrolled into view inside `table` as soon as its page is drawn (a page in the address comes a render
 * later).
 */
export function useHighlightedRow(table: RefObject<HTMLElement | null>) {
  const [key, setKey] = useState<RowKey | null>(null);
  const scrolled = useRef<RowKey | null>(null);
  useEffect(() => {
    if (key === null) return;
    const timer = window.setTimeout(() => setKey(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  // After every render until the row is there: cheap, and it needs no knowledge of how pages turn.
  useEffect(() => {
    if (key === null || scrolled.current === key) return;
    const row = table.current?.querySelector(`tr[data-row-key="${CSS.escape(String(key))}"]`);
    if (!row) return;
    scrolled.current = key;
    // Centred: at an edge it could sit under a sticky header or pager.
    row.scrollIntoView({ block: 'center' });
  });
  return {
    key,
    highlight: (next: RowKey) => {
      scrolled.current = null;
      setKey(next);
    },
  };
}
