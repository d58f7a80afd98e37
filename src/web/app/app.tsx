import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routerBasename } from '../lib/config';
import { LOGIN_PATH, nextQuery } from '../lib/paths';
import { setSessionUser, useSession } from '../lib/session';
import { Loading } from './loading';

// The sign-in page and the signed-in app (router, shell, screens, and with them Zod and the contract's
// schemas) are chunks of their own: a signed-out visitor downloads neither the router nor the shell
// (docs/decisions/0008-sign-in-page-weight.md).
const LoginPage = lazy(() => import('../features/login/login-page'));
const SignedInApp = lazy(() => import('./router'));
// Shown instead of the app while the user must change the password (a chunk of its own, too).
const ChangePasswordPage = lazy(() => import('../features/change-password/change-password-page'));

/** {base}/login as the browser shows it ('/login' or '/uni/login'). */
const loginPathname = `${routerBasename === '/' ? '' : routerBasename}${LOGIN_PATH}`;

/** The router's path of a browser pathname ('/uni/qualifications' → '/qualifications'); main.tsx keeps the base in its case. */
const routerPathOf = (pathname: string): string =>
  routerBasename === '/' ? pathname : pathname.slice(routerBasename.length) || '/';

/**
 * Signed out, {base}/login is the only route (SPEC §2): any other address under the base (a screen,
 * logout, an unknown path, the base itself) is replaced by it, as the router's redirects did; matched as
 * the router matches, without regard to case or a trailing slash. A screen's address (a deep link, or
 * the screen whose call found the session expired) goes into the login address's `next`, so that
 * signing in returns to it (router.tsx); the login address keeps its own query string.
 */
function showLoginAddress(): void {
  const { pathname, search } = window.location;
  if (pathname.replace(/\/$/, '').toLowerCase() !== loginPathname.toLowerCase()) {
    window.history.replaceState(null, '', `${loginPathname}${nextQuery(routerPathOf(pathname), search)}`);
  }
}

function SignedOut() {
  useEffect(() => {
    showLoginAddress();
    // Back and forward lead to addresses of the signed-in app: those are login too.
    window.addEventListener('popstate', showLoginAddress);
    return () => window.removeEventListener('popstate', showLoginAddress);
  }, []);
  return (
    <Suspense fallback={<Loading />}>
      <LoginPage onSessionChange={setSessionUser} />
    </Suspense>
  );
}

/** Waits for the first auth/check (SPEC §2: a loading text meanwhile), then shows sign-in or the app. */
export function App() {
  const session = useSession();
  const { t } = useTranslation();
  if (session.status === 'loading') return <Loading text={t('loading.session')} />;
  if (session.status === 'unauthenticated') return <SignedOut />;
  if (session.user.mustChangePassword)
    return (
      <Suspense fallback={<Loading />}>
        <ChangePasswordPage user={session.user} onSessionChange={setSessionUser} />
      </Suspense>
    );
  return (
    <Suspense fallback={<Loading />}>
      <SignedInApp />
    </Suspense>
  );
}
