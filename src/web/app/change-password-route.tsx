import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH, nextTarget } from '../lib/paths';
import { setSessionUser, useSession } from '../lib/session';
import { Loading } from './loading';

const ChangePasswordPage = lazy(() => import('../features/change-password/change-password-page'));

/**
 * {base}/change-password, from the user menu: the same page a forced change shows (app.tsx), asked for
 * here; a change or Cancel goes back to the screen it was opened from (only a screen of this app).
 */
export function ChangePasswordRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  if (session.status !== 'authenticated') return null;
  const from = (state as { from?: unknown } | null)?.from;
  const back = nextTarget(typeof from === 'string' ? from : null) ?? HOME_PATH;
  return (
    <Suspense fallback={<Loading />}>
      <ChangePasswordPage
        user={session.user}
        onSessionChange={setSessionUser}
        onLeave={() => void navigate(back, { replace: true })}
      />
    </Suspense>
  );
}
