import { useSearchParams } from 'react-router';
import { NAME_MAX_LENGTH } from '../../../contract/limits';

/** The search text and page number a list shows (a new search goes back to page 1). */
export interface ListState {
  query: string;
  page: number;
  /** A new search, shown from page 1 (or from `page`: a row followed there). */
  search: (query: string, page?: number) => void;
  goToPage: (page: number) => void;
}

const QUERY_PARAM = 'q';
const PAGE_PARAM = 'page';

/** A page number from the address: a whole number from 1 on, anything else is page 1. */
export function pageFromParam(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * The list state kept in the address (?q=…&page=…), so that a reload, Back or a shared link shows the same
 * rows. The entry is replaced rather than added: Back leaves the screen instead of stepping through pages.
 */
export function useUrlListState(): ListState {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    query: (params.get(QUERY_PARAM) ?? '').slice(0, NAME_MAX_LENGTH),
    page: pageFromParam(params.get(PAGE_PARAM)),
    search: (query, page = 1) =>
      update({
        [QUERY_PARAM]: query.trim() === '' ? null : query.trim(),
        [PAGE_PARAM]: page > 1 ? String(page) : null,
      }),
    goToPage: (page) => update({ [PAGE_PARAM]: page > 1 ? String(page) : null }),
  };
}
