import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { logout, logoutEverywhere } from '../../contract/auth';
import { callApiWithMessage } from '../api/client';
import { showToast } from '../api/toast';
import { removeAllDrafts } from '../components/reference-screen/drafts';
import { setSessionUser } from '../lib/session';
import { viewUniversity } from '../lib/viewed-university';
import { Loading } from './loading';

/**
 * {base}/logout, signed in: ends the session on the server, shows its message and clears the local
 * session and any unsaved form drafts, upon which app.tsx shows the login page at {base}/login. The local
 * session is cleared even when the call fails: the user asked to leave. (Signed out, app.tsx answers this address with login
 * without a call, which would only answer "session expired".) {base}/logout-everywhere ends every
 * session of the user, on every device.
 */
export function LogoutRoute({ everywhere = false }: { everywhere?: boolean }) {
  const { t } = useTranslation();
  // StrictMode runs effects twice in development; one logout call is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    callApiWithMessage(everywhere ? logoutEverywhere : logout)
      .then(({ message }) => {
        if (message) showToast({ color: 'green', message });
      })
      .catch(() => {
        // The client has already shown the failure.
      })
      .finally(() => {
        // Nothing typed stays behind for the next person at this computer.
        removeAllDrafts();
        // The next sign-in of a ministry's account starts at its console.
        viewUniversity(null);
        setSessionUser(null);
      });
  }, [everywhere]);

  return <Loading text={t('logout.progress')} />;
}
