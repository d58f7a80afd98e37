import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { mountToasts } from '../components/toasts';
import { routerBasename } from '../lib/config';
import {
  CHANGE_PASSWORD_PATH,
  canonicalScreenPath,
  HOME_PATH,
  LOGIN_PATH,
  LOGOUT_EVERYWHERE_PATH,
  LOGOUT_PATH,
  NEXT_PARAM,
  nextTarget,
  PRINT_PATH,
  SETUP_PATH,
} from '../lib/paths';
import { signInNumber, useSession } from '../lib/session';
import { ChangePasswordRoute } from './change-password-route';
import { LogoutRoute } from './logout-route';
import { PrintRoute } from './print-route';
import { screens } from './routes';
import { SetupRoute } from './setup-route';
import Shell from './shell/shell';

/*
 * The signed-in app: router, shell and (lazily) the screens, a chunk of its own with Zod and the contract.
 * app.tsx shows it once auth/check or sign-in gives a user, and the sign-in page at {base}/login in its
 * place when the session ends.
 */

/** The guarded screens inside the shell. */
function GuardedRoute() {
  const session = useSession();
  return session.status === 'authenticated' ? <Shell user={session.user} /> : null;
}

/**
 * One address per screen: the router matches paths without regard to case or a trailing slash, so
 * '/Direction' and '/DIRECTION/' would show the screen with neither the header's title nor the sidebar's
 * lit item, which compare paths exactly. Such a path is replaced by the screen's own, query kept.
 */
function CanonicalPath() {
  const { pathname, search, hash } = useLocation();
  const canonical = canonicalScreenPath(pathname);
  if (canonical && canonical !== pathname)
    return <Navigate to={{ pathname: canonical, search, hash }} replace />;
  return <Outlet />;
}

/**
 * Signed in, login goes on to the screen its `next` names (where the user was when the session expired,
 * or the deep link opened signed out: app.tsx), else to the educational screen.
 */
function AfterSignIn() {
  const { search } = useLocation();
  const target = nextTarget(new URLSearchParams(search).get(NEXT_PARAM));
  return <Navigate to={target ?? HOME_PATH} replace />;
}

const createRouter = () =>
  createBrowserRouter(
    [
      {
        element: <CanonicalPath />,
        children: [
          { path: LOGIN_PATH, element: <AfterSignIn /> },
          { path: LOGOUT_PATH, element: <LogoutRoute /> },
          { path: LOGOUT_EVERYWHERE_PATH, element: <LogoutRoute everywhere /> },
          { path: CHANGE_PASSWORD_PATH, element: <ChangePasswordRoute /> },
          // A printable document, outside the shell (decision 0049).
          { path: `${PRINT_PATH}/:document`, element: <PrintRoute /> },
          // The university's setup, outside the shell (decision 0060).
          { path: SETUP_PATH, element: <SetupRoute /> },
          {
            element: <GuardedRoute />,
            children: screens.map(({ path, Page }) => ({ path, element: <Page /> })),
          },
          // Unknown paths under the base (the base itself included) go to login, which goes on to the
          // educational screen.
          { path: '*', element: <Navigate to={LOGIN_PATH} replace /> },
        ],
      },
    ],
    { basename: routerBasename },
  );

const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // The client already toasts every failure; retrying would only repeat the toast.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/**
 * A router and a query cache per sign-in: the router starts from the address at sign-in, and
 * nothing cached for the previous user survives (SPEC §4). The previous ones are dropped when the next
 * user signs in. Made during render rather than in an effect, so that StrictMode's repeated effects do
 * not dispose of the router in use.
 */
let current:
  | { signIn: number; router: ReturnType<typeof createRouter>; queryClient: QueryClient }
  | undefined;
function appOfThisSignIn() {
  const signIn = signInNumber();
  if (current?.signIn !== signIn) {
    current?.router.dispose();
    current?.queryClient.clear();
    current = { signIn, router: createRouter(), queryClient: createQueryClient() };
  }
  return current;
}

export default function SignedInApp() {
  const { router, queryClient } = appOfThisSignIn();
  // Screens toast often: the toast container is ready before the first one.
  useEffect(() => {
    void mountToasts();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
