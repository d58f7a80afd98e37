/*
 * When the bell opens by itself (SPEC §2 "Notification widget", §9): 15 s after the app loads, at most once
 * a day (the day remembered in local storage), closing again 15 s later.
 */

/** The local-storage entry holding the day the bell last opened by itself. */
export const SHOWN_ON_KEY = 'notifications-shown-on';

/** A day in the browser's time zone as yyyy-mm-dd (the user's day, not UTC's). */
export function dayOf(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Storage as the browser may refuse it (a private window, a full disk): then the bell opens each load. */
type DayStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether the bell is still to open by itself today. */
export function dueToday(storage: DayStorage, today: string): boolean {
  try {
    return storage.getItem(SHOWN_ON_KEY) !== today;
  } catch {
    return true;
  }
}

/** Remembers that the bell opened by itself today. */
export function markShown(storage: DayStorage, today: string): void {
  try {
    storage.setItem(SHOWN_ON_KEY, today);
  } catch {
    // Nothing to remember it in: it opens again on the next load, which is harmless.
  }
}
