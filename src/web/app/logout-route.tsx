import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../contract/auth';
import { callApiWithMessage } from '../api/client';
import { showToast } from '../api/toast';
import { Loading } from './loading';
import { LOGIN_PATH } from './routes';
import { useSession, useSetSessionUser } from './session';

/**
 * {base}/logout: ends the session on the server, shows its message, clears the local session and goes to
 * login. The local session is cleared even when the call fails: the user asked to leave.
 */
export function LogoutRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const signedIn = useSession().status === 'authenticated';
  // StrictMode runs effects twice in development; one logout call is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Signed out already: nothing to end on the server (the call would only answer "session expired").
    if (!signedIn) {
      navigate(LOGIN_PATH, { replace: true });
      return;
    }
    callApiWithMessage(logout)
      .then(({ message }) => {
        if (message) showToast({ color: 'green', message });
      })
      .catch(() => {
        // The client has already shown the failure.
      })
      .finally(() => {
        setSessionUser(null);
        navigate(LOGIN_PATH, { replace: true });
      });
  }, [navigate, setSessionUser, signedIn]);

  return <Loading text={t('logout.progress')} />;
}
