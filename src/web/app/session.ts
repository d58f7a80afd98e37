import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { check, type SessionUser } from '../../contract/auth';
import { callApi, setSessionExpiredHandler, showError } from '../api/client';
import { isUnauthenticated } from '../api/errors';
import { showToast } from '../api/toast';
import { i18n } from '../i18n';

const sessionKey = ['session'] as const;

export type SessionState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated' };

/**
 * The session (SPEC §4): the first auth/check decides between authenticated and unauthenticated; after
 * that only login, logout and an expired session change it. Any failed check means "signed out". A 401 is
 * the normal answer for a visitor who has not signed in yet, so it is not shown as an error toast on every
 * visit to the login page; other failures (no connection, server error) are.
 */
async function checkSession(): Promise<SessionUser | null> {
  try {
    return await callApi(check, undefined, { notify: false });
  } catch (error) {
    if (!isUnauthenticated(error) && error instanceof Error) showError(error.message);
    return null;
  }
}

export function useSession(): SessionState {
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: checkSession,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (query.isPending) return { status: 'loading' };
  return query.data ? { status: 'authenticated', user: query.data } : { status: 'unauthenticated' };
}

/** Sets the session user (null: signed out) and drops everything cached for the previous user. */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
  queryClient.setQueryData(sessionKey, user);
}

export function useSetSessionUser(): (user: SessionUser | null) => void {
  const queryClient = useQueryClient();
  return useCallback((user) => setSessionUser(queryClient, user), [queryClient]);
}

/**
 * A 401 on a call that needs a session: sign out locally and say why. The guard then sends the user to
 * login. The fixed toast id keeps parallel failing calls from stacking identical toasts.
 */
export function installSessionExpiry(queryClient: QueryClient): void {
  setSessionExpiredHandler(() => {
    setSessionUser(queryClient, null);
    showToast({ id: 'session-expired', color: 'orange', message: i18n.t('session.expired') });
  });
}
