import { useSearchParams } from 'react-router';
import { useAddressUpdate } from '../../lib/address-update';

/** An id from the address: a whole number from 1 on, anything else is "nothing chosen". */
export function idFromParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The chosen ids of a cascade of selects, by level, and how to choose them. */
interface CascadeState<Level extends string> {
  chosen: Record<Level, number | null>;
  /** Chooses (or clears) one level and clears every level below it (SPEC §4); the same id changes nothing. */
  choose: (level: Level, id: number | null) => void;
  /** Chooses several levels at once (a place reached another way), clearing every level below the last. */
  chooseAll: (ids: Partial<Record<Level, number | null>>) => void;
}

interface CascadeOptions {
  /** Parameters of the address that hang below the cascade's last level, cleared with it. */
  clears?: readonly string[];
}

/** The levels of a cascade as they read from the address: a level below an empty one is ignored. */
export function chosenOf<Level extends string>(
  levels: readonly Level[],
  params: URLSearchParams,
): Record<Level, number | null> {
  const chosen = {} as Record<Level, number | null>;
  // A hand-edited address cannot skip a step.
  let above = true;
  for (const level of levels) {
    const id: number | null = above ? idFromParam(params.get(level)) : null;
    chosen[level] = id;
    above = id !== null;
  }
  return chosen;
}

/**
 * The address after choosing `ids` (null clears): each given level is set, and every level below the
 * highest changed one is cleared, with the parameters hanging below the cascade.
 */
export function addressAfter<Level extends string>(
  levels: readonly Level[],
  previous: URLSearchParams,
  ids: Partial<Record<Level, number | null>>,
  clears: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams(previous);
  const current = chosenOf(levels, previous);
  const given = levels.filter((level) => level in ids);
  const changed = given.filter((level) => current[level] !== ids[level]);
  if (changed.length === 0) return previous;
  const highest = levels.indexOf(changed[0] as Level);
  for (const below of levels.slice(highest + 1)) if (!given.includes(below)) next.delete(below);
  for (const name of clears) next.delete(name);
  for (const level of given) {
    const id = ids[level];
    if (id === null || id === undefined) next.delete(level);
    else next.set(level, String(id));
  }
  return next;
}

/**
 * The choices of a cascade kept in the address (?ministry=1&vuz=2…), so that a reload, Back or a shared
 * link shows the same place, as the lists keep their search and page (paged-table/list-state.ts). The
 * entry is replaced rather than added: Back leaves the screen instead of stepping through choices.
 */
export function useUrlCascade<Level extends string>(
  levels: readonly Level[],
  options: CascadeOptions = {},
): CascadeState<Level> {
  const [params] = useSearchParams();
  const updateAddress = useAddressUpdate();
  const update = (ids: Partial<Record<Level, number | null>>) =>
    updateAddress((current) => addressAfter(levels, current, ids, options.clears));
  return {
    chosen: chosenOf(levels, params),
    choose: (level, id) => update({ [level]: id } as Partial<Record<Level, number | null>>),
    chooseAll: update,
  };
}

/** The interface language's parameter is no part of a place: a place given back never changes it. */
const LANGUAGE_PARAM = 'lang';

/** The place an address's query holds (without the language), as a query string ('' for none). */
export function placeOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  return params.toString();
}

/** The address that gives `saved` back, keeping the language the address was opened with. */
export function restoredSearch(search: string, saved: string): string {
  const params = new URLSearchParams(saved);
  const language = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (language !== null) params.set(LANGUAGE_PARAM, language);
  return `?${params.toString()}`;
}
