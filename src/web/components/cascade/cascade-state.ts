import { useSearchParams } from 'react-router';

/** An id from the address: a whole number from 1 on, anything else is "nothing chosen". */
export function idFromParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The chosen ids of a cascade of selects, by level, and how to choose one. */
export interface CascadeState<Level extends string> {
  chosen: Record<Level, number | null>;
  /** Chooses (or clears) one level and clears every level below it (SPEC §4). */
  choose: (level: Level, id: number | null) => void;
}

/**
 * The choices of a cascade kept in the address (?ministry=1&vuz=2…), so that a reload, Back or a shared
 * link shows the same place, as the lists keep their search and page (paged-table/list-state.ts). The
 * entry is replaced rather than added: Back leaves the screen instead of stepping through choices.
 */
export function useUrlCascade<Level extends string>(levels: readonly Level[]): CascadeState<Level> {
  const [params, setParams] = useSearchParams();
  const chosen = {} as Record<Level, number | null>;
  // A level below an empty one is ignored: a hand-edited address cannot skip a step.
  let above = true;
  for (const level of levels) {
    const id: number | null = above ? idFromParam(params.get(level)) : null;
    chosen[level] = id;
    above = id !== null;
  }
  const choose = (level: Level, id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const index = levels.indexOf(level);
        for (const below of levels.slice(index + 1)) next.delete(below);
        if (id === null) next.delete(level);
        else next.set(level, String(id));
        return next;
      },
      { replace: true },
    );
  return { chosen, choose };
}
