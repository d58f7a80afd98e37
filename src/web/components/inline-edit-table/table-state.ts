import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { pageCount, pageRows } from '../../../contract/search';
import { type Landing, landedIndex, pageOf } from '../paged-table/followed-row';
import type { EditKey } from './inline-edit';

// The inline-edit table's paging, focus and row choice (inline-edit-table.tsx).

/**
 * The page shown of a paged table (all rows on one page without a page size); a reload that shortens the
 * list keeps it within the pages; a saved row followed (landing) turns to the page where it stands.
 */
export function usePaging<Row>(
  rows: readonly Row[] | undefined,
  rowKey: (row: Row) => EditKey,
  pageSize: number | undefined,
  landing: Landing | null,
  onLanded: (key: EditKey) => void,
) {
  const [wanted, setPage] = useState(1);
  const size = pageSize ?? Math.max(rows?.length ?? 0, 1);
  const pages = pageCount(rows?.length ?? 0, size);
  useEffect(() => {
    if (!rows || landing === null) return;
    const index = landedIndex(rows, rowKey, landing);
    const row = rows[index];
    if (row === undefined) return;
    setPage(pageOf(index, size));
    onLanded(rowKey(row));
  });
  const page = Math.min(wanted, pages);
  return {
    page,
    pages,
    setPage,
    toLast: () => setPage(pages),
    /** The place in the list (from 0) of the page's first row. */
    first: (page - 1) * size,
    shown: rows && pageRows(rows, page, size),
  };
}

/** The row that leaves edit gives the focus back to its pencil (keyboard users stay where they were). */
export function useFocusBack(table: RefObject<HTMLTableElement | null>, editedKey: EditKey | null) {
  const left = useRef<EditKey | null>(null);
  useEffect(() => {
    if (editedKey !== null) {
      left.current = editedKey;
      return;
    }
    if (left.current === null) return;
    const key = String(left.current);
    left.current = null;
    table.current
      ?.querySelector<HTMLElement>(`tr[data-row-key="${CSS.escape(key)}"] td:last-child button`)
      ?.focus();
  }, [table, editedKey]);
}

/**
 * The row selected by a click (deleteSelected): none to begin with, and none once it is gone from the
 * rows (deleted, or another faculty's list loaded).
 */
export function useSelection<Row>(
  rows: readonly Row[] | undefined,
  rowKey: (row: Row) => EditKey,
  on: boolean,
) {
  const [chosen, setChosen] = useState<EditKey | null>(null);
  const row = on && chosen !== null ? rows?.find((candidate) => rowKey(candidate) === chosen) : undefined;
  return {
    on,
    row,
    key: row === undefined ? null : chosen,
    choose: (picked: Row) => setChosen(rowKey(picked)),
  };
}

/** Enter or Space on a focused row chooses it, as a click does. */
export function chooseByKey(event: KeyboardEvent, action: () => void) {
  if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
  event.preventDefault();
  action();
}

/** A row click, unless it was on one of the row's own buttons or inputs. */
export function choose(event: MouseEvent, action: () => void) {
  if ((event.target as HTMLElement).closest('button, a, input, textarea')) return;
  action();
}
