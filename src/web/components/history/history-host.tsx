import { lazy, Suspense, useEffect, useState } from 'react';
import { closeHistory, type HistoryTarget, useShownHistory } from './history-store';

// The panel, its query and the contract's history schemas are a chunk of their own, loaded at the first
// History pressed (the sign-in page's weight, decision 0008).
const HistoryPanel = lazy(() => import('./history-panel'));

/**
 * The one history panel of the shell (decision 0045): whatever row or form opens a record's history, it shows
 * here, above any modal it was opened from. After closing, the last record stays for the panel's closing
 * transition; each opening builds the panel afresh, so that it reads the history anew.
 */
export function HistoryHost() {
  const { target, opening } = useShownHistory();
  const [last, setLast] = useState<HistoryTarget | null>(null);
  // Signing out takes the shell away: the panel does not open again at the next sign-in.
  useEffect(() => closeHistory, []);
  if (target !== null && target !== last) setLast(target);
  const shown = target ?? last;
  if (shown === null) return null;
  return (
    <Suspense fallback={null}>
      <HistoryPanel key={opening} target={shown} opened={target !== null} onClose={closeHistory} />
    </Suspense>
  );
}
