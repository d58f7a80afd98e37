import { useSyncExternalStore } from 'react';
import { setRequestHeaders } from '../api/transport';
import { signedInUserId } from './session';

/*
 * The university a ministry's account has opened from the console (decision 0069): every call then names
 * it (the X-University header, api/transport.ts) and the server answers that university's rows, read only.
 * Kept for the tab (sessionStorage), so a reload stays in it, and for the account that opened it alone.
 * Loaded with the signed-in app, not the sign-in page (whose weight it would add to).
 */

export interface ViewedUniversity {
  id: number;
  name: string;
  /** The account that opened it. */
  userId: number;
}

const KEY = 'ministry.university';
/** The header the server reads it from (http/gate.ts). */
const VIEWED_UNIVERSITY_HEADER = 'X-University';

function stored(): ViewedUniversity | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ViewedUniversity | null;
    return value && Number.isSafeInteger(value.id) && Number.isSafeInteger(value.userId) ? value : null;
  } catch {
    return null;
  }
}

let viewed: ViewedUniversity | null = typeof sessionStorage === 'undefined' ? null : stored();
const listeners = new Set<() => void>();

/** The university the signed-in account opened, if any. */
const viewedUniversity = (): ViewedUniversity | null =>
  viewed && viewed.userId === signedInUserId() ? viewed : null;

/** Opens a university for the signed-in account (null: back to the console). */
export function viewUniversity(next: Omit<ViewedUniversity, 'userId'> | null): void {
  const userId = signedInUserId();
  viewed = next && userId !== undefined ? { ...next, userId } : null;
  try {
    if (viewed) sessionStorage.setItem(KEY, JSON.stringify(viewed));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window's quota): the choice still holds for this page.
  }
  for (const listener of listeners) listener();
}

export function useViewedUniversity(): ViewedUniversity | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, viewedUniversity);
}

setRequestHeaders((): Record<string, string> => {
  const opened = viewedUniversity();
  return opened ? { [VIEWED_UNIVERSITY_HEADER]: String(opened.id) } : {};
});
