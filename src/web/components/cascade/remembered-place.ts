import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signedInUserId } from '../../lib/session';
import { placeOf, restoredSearch } from './cascade-state';

/**
 * A screen's place (its address's query: the cascade's choices, a filter, the group in the editor) kept
 * per browser tab, so that leaving the screen by the sidebar and coming back finds it where it was. The
 * address stays the one record of the place (a reload or a shared link shows it); the tab only remembers
 * the last address, keyed by user and screen, and gives it back when the screen is opened without one.
 */
const PREFIX = 'place:';

const keyOf = (screen: string) => `${PREFIX}${signedInUserId() ?? 0}:${screen}`;

// Storage can be full or refused (private windows): the memory is a help, never a reason to fail.
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

const readPlace = (screen: string): string => attempt(() => sessionStorage.getItem(keyOf(screen)) ?? '', '');
const writePlace = (screen: string, search: string): void =>
  attempt(() => sessionStorage.setItem(keyOf(screen), search), undefined);

/**
 * Gives the screen its remembered place when it is opened with a bare address (the sidebar's link), and
 * remembers every later one. Answers false while the place is being put back: the screen waits one
 * render rather than start from nothing (and load lists for nothing).
 */
export function useRememberedPlace(screen: string): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  // Decided once, on arrival: a place cleared later by the user stays cleared.
  const place = placeOf(location.search);
  const [restoring] = useState(() => {
    const saved = readPlace(screen);
    return place === '' && saved !== '' ? restoredSearch(location.search, saved) : null;
  });
  const ready = restoring === null || place !== '';
  useLayoutEffect(() => {
    if (restoring !== null) navigate({ search: restoring }, { replace: true });
  }, [restoring, navigate]);
  useEffect(() => {
    if (ready) writePlace(screen, place);
  }, [ready, screen, place]);
  return ready;
}
