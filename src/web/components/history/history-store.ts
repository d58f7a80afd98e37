import { useSyncExternalStore } from 'react';
import type { RecordKind } from '../../../contract/history';

/** A record whose history can be read: its kind and id (contract/history.ts recordHistory). */
export interface HistoryRecord {
  kind: RecordKind;
  id: number;
}

/** A record to show the history of, with its name as the screen it was opened from names it. */
export interface HistoryTarget extends HistoryRecord {
  name: string;
}

/**
 * The record whose history panel is open (decision 0045), outside React: any row of any screen or modal opens
 * it, the one panel of the shell (history-host.tsx) shows it, and the modals read whether it is open.
 * `opening` counts the openings, so that each one reads the history afresh.
 */
interface Shown {
  target: HistoryTarget | null;
  opening: number;
}

let shown: Shown = { target: null, opening: 0 };
/** What had the focus when the panel opened (its History button): it has it again after. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

const set = (next: Shown) => {
  shown = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the panel on this record's history. */
export function openHistory(target: HistoryTarget): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set({ target, opening: shown.opening + 1 });
}

/**
 * Closes the panel, the focus going back to where it was (each opening mounts the panel afresh, so
 * Mantine's own return, which follows a change of `opened`, never saw it open).
 */
export function closeHistory(): void {
  if (shown.target === null) return;
  set({ ...shown, target: null });
  if (opener?.isConnected) opener.focus();
  opener = null;
}

/** The record shown (null: the panel is closed) and the count of openings. */
export const useShownHistory = (): Shown => useSyncExternalStore(subscribe, () => shown);

/** Whether the panel is open (a modal under it then leaves Escape to it). */
export const useHistoryOpen = (): boolean => useShownHistory().target !== null;
