import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { routerBasename } from './config';
import { Loading } from './loading';
import { LogoutRoute } from './logout-route';
import { HOME_PATH, LOGIN_PATH, LOGOUT_PATH, screens } from './routes';
import { useSession, useSetSessionUser } from './session';

// Sign-in page and shell are separate chunks: a signed-out visitor never downloads the shell.
const LoginPage = lazy(() => import('../features/login/login-page'));
const Shell = lazy(() => import('./shell/shell'));

/** Waits for the first auth/check before any route decides (SPEC §2: a loading text meanwhile). */
function SessionGate() {
  const session = useSession();
  const { t } = useTranslation();
  if (session.status === 'loading') return <Loading text={t('loading.session')} />;
  return <Outlet />;
}

/** {base}/login: the only route when signed out; a signed-in user goes on to the educational screen. */
function LoginRoute() {
  const session = useSession();
  const setSessionUser = useSetSessionUser();
  if (session.status === 'authenticated') return <Navigate to={HOME_PATH} replace />;
  return (
    <Suspense fallback={<Loading />}>
      <LoginPage onSessionChange={setSessionUser} />
    </Suspense>
  );
}

/** The guarded area: signed-out users are sent to login (also when the session expires while here). */
function GuardedRoute() {
  const session = useSession();
  if (session.status !== 'authenticated') return <Navigate to={LOGIN_PATH} replace />;
  return (
    <Suspense fallback={<Loading />}>
      <Shell user={session.user} />
    </Suspense>
  );
}

export const createRouter = () =>
  createBrowserRouter(
    [
      {
        element: <SessionGate />,
        children: [
          { path: LOGIN_PATH, element: <LoginRoute /> },
          { path: LOGOUT_PATH, element: <LogoutRoute /> },
          {
            element: <GuardedRoute />,
            children: screens.map(({ path, Page }) => ({ path, element: <Page /> })),
          },
          // Unknown paths under the base (the base itself included) go to login, which forwards a
          // signed-in user to the educational screen.
          { path: '*', element: <Navigate to={LOGIN_PATH} replace /> },
        ],
      },
    ],
    { basename: routerBasename },
  );
