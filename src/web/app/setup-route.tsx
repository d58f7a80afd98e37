import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';
import { Loading } from './loading';

// A chunk of its own: only a new installation opens it.
const SetupPage = lazy(() => import('../features/setup/setup-page'));

/**
 * {base}/setup (decision 0060): the university's setup, outside the shell (no screen works before it), for the
 * signed-in user; an administrator is sent here while there is no university (shell/use-setup-check.ts).
 */
export function SetupRoute() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <Suspense fallback={<Loading />}>
      <SetupPage />
    </Suspense>
  );
}
