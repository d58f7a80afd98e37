/**
 * Typed-but-unsaved form values, kept in the tab's session storage so that neither a reload nor an expired
 * session (the app is replaced by the sign-in page) loses them: after signing in again the form reopens
 * with them. Keyed by user and screen, so another user signing in on the same tab never sees them, and
 * forgotten after the longest a session can last.
 */
const PREFIX = 'draft:';
const KEEP_MS = 12 * 60 * 60 * 1000;

export interface Draft<Row, Values> {
  /** The record as the form opened it (its row version included); null for an add. */
  row: Row | null;
  values: Values;
}

interface Stored<Row, Values> extends Draft<Row, Values> {
  savedAt: number;
}

const keyOf = (userId: number, screen: string) => `${PREFIX}${userId}:${screen}`;

// Storage can be full or refused (private windows): a draft is a help, never a reason to fail.
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readDraft<Row, Values>(userId: number, screen: string): Draft<Row, Values> | null {
  return attempt(() => {
    const text = sessionStorage.getItem(keyOf(userId, screen));
    if (text === null) return null;
    const stored = JSON.parse(text) as Stored<Row, Values>;
    if (typeof stored?.savedAt !== 'number' || Date.now() - stored.savedAt > KEEP_MS) {
      sessionStorage.removeItem(keyOf(userId, screen));
      return null;
    }
    return { row: stored.row, values: stored.values };
  }, null);
}

export function writeDraft<Row, Values>(userId: number, screen: string, draft: Draft<Row, Values>): void {
  const stored: Stored<Row, Values> = { ...draft, savedAt: Date.now() };
  attempt(() => sessionStorage.setItem(keyOf(userId, screen), JSON.stringify(stored)), undefined);
}

export function removeDraft(userId: number, screen: string): void {
  attempt(() => sessionStorage.removeItem(keyOf(userId, screen)), undefined);
}

/** On sign-out: nothing typed stays behind on a shared computer. */
export function removeAllDrafts(): void {
  attempt(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  }, undefined);
}
