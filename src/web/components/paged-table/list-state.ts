import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import { useAddressUpdate } from '../../lib/address-update';

/** The search text, filter and page number a list shows (a new search or filter goes back to page 1). */
export interface ListState {
  query: string;
  page: number;
  /**
   * Only the rows lacking a Kyrgyz or English name (the "Missing translation" filter); a list
   * without the filter (a table whose state is not the screen's) has neither.
   */
  untranslated?: boolean;
  /** A new search, shown from page 1 (or from `page`: a row followed there). */
  search: (query: string, page?: number) => void;
  goToPage: (page: number) => void;
  showUntranslated?: (on: boolean) => void;
}

const QUERY_PARAM = 'q';
const PAGE_PARAM = 'page';
const UNTRANSLATED_PARAM = 'untranslated';

/** The filter from the address: on only as `untranslated=1`, the way the list writes it. */
export const untranslatedFromParam = (value: string | null): boolean => value === '1';

/** A page number from the address: a whole number from 1 on, anything else is page 1. */
export function pageFromParam(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * The list state kept in the address (?q=…&untranslated=1&page=…), so that a reload, Back or a shared link shows the same
 * rows. The entry is replaced rather than added: Back leaves the screen instead of stepping through pages.
 */
export function useUrlListState(): ListState {
  const [params] = useSearchParams();
  const updateAddress = useAddressUpdate();
  const update = (changes: Record<string, string | null>) =>
    updateAddress((next) => {
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });
  return {
    query: (params.get(QUERY_PARAM) ?? '').slice(0, NAME_MAX_LENGTH),
    page: pageFromParam(params.get(PAGE_PARAM)),
    untranslated: untranslatedFromParam(params.get(UNTRANSLATED_PARAM)),
    search: (query, page = 1) =>
      update({
        [QUERY_PARAM]: query.trim() === '' ? null : query.trim(),
        [PAGE_PARAM]: page > 1 ? String(page) : null,
      }),
    goToPage: (page) => update({ [PAGE_PARAM]: page > 1 ? String(page) : null }),
    showUntranslated: (on) => update({ [UNTRANSLATED_PARAM]: on ? '1' : null, [PAGE_PARAM]: null }),
  };
}

/**
 * The search and page of a table that is not its screen's list (a preview's rows, one check's rows): kept
 * in the component, not in the address.
 */
export function useLocalListState(): ListState {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  return {
    query,
    page,
    search: (next, nextPage = 1) => {
      setQuery(next.trim());
      setPage(nextPage);
    },
    goToPage: setPage,
  };
}
