// Mantine's styles beyond the sign-in page's (app/mantine.css), ahead of the shell's and the screens' own.
import './mantine.css';
import { AppShell } from '@mantine/core';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isMinistryRole } from '../../../contract/access';
import type { SessionUser } from '../../../contract/auth';
import { HistoryHost } from '../../components/history/history-host';
import { HEADER_HEIGHT } from '../../lib/layout';
import { MINISTRY_PATH } from '../../lib/paths';
import { useViewedUniversity } from '../../lib/viewed-university';
import { Loading } from '../loading';
import { screenOfPath } from '../routes';
import { Header } from './header';
import { SetupFirst } from './setup-first';
import classes from './shell.module.css';
import { Sidebar } from './sidebar';
import { SignOutEverywhereQuestion } from './sign-out-everywhere';
import { useCollapseOnNavigation } from './use-collapse-on-navigation';
import { useLicenceCheck } from './use-licence-check';
import { useSetupCheck } from './use-setup-check';
import { ViewingBanner } from './viewing-banner';

/** Collapsed sidebar width: one icon with its padding. It widens over the page on hover. */
const NAVBAR_WIDTH = 60;

/** The signed-in frame around every guarded screen (SPEC §2 "Shell"). */
export default function Shell({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const collapse = useCollapseOnNavigation();
  // A ministry's account has no university of its own to set up or license (decision 0069).
  const ministry = isMinistryRole(user.role);
  const setup = useSetupCheck(!ministry);
  useLicenceCheck(setup.settled && !ministry);
  const opened = useViewedUniversity();
  const { pathname } = useLocation();
  // Until it opens a university, a ministry's account has its console alone.
  const away = ministry && !opened && screenOfPath(pathname)?.access !== 'ministry';
  const [askingSignOut, setAskingSignOut] = useState(false);
  const askSignOut = useCallback(() => setAskingSignOut(true), []);
  return (
    // breakpoint 0: the narrow sidebar stays on every screen width instead of turning into a drawer.
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: NAVBAR_WIDTH, breakpoint: 0 }} padding="lg">
      <AppShell.Header>
        <Header user={user} onSignOutEverywhere={askSignOut} />
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar} aria-label={t('shell.menu')} {...collapse}>
        <Sidebar onSignOutEverywhere={askSignOut} />
      </AppShell.Navbar>
      <AppShell.Main>
        {ministry && opened && <ViewingBanner university={opened} />}
        {away ? (
          <Navigate to={MINISTRY_PATH} replace />
        ) : setup.needed ? (
          // No university yet (decision 0060): no screen can answer; an administrator is on the way to setup.
          <SetupFirst message={setup.message} />
        ) : (
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        )}
      </AppShell.Main>
      <SignOutEverywhereQuestion user={user} opened={askingSignOut} onClose={() => setAskingSignOut(false)} />
      <HistoryHost />
    </AppShell>
  );
}
