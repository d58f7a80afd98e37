import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';
import { Loading } from './loading';

// A chunk of its own: the screens that print open it in a new tab, and nothing else loads it.
const PrintPage = lazy(() => import('../features/print/print-page'));

/**
 * {base}/print/<document>, opened by a screen's Print action (decision 0049): the document alone, outside the
 * shell (no sidebar, no header), for the signed-in user only.
 */
export function PrintRoute() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <Suspense fallback={<Loading />}>
      <PrintPage />
    </Suspense>
  );
}
