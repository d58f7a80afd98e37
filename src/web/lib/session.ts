import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../contract/auth';
import { ApiError, isUnauthenticated } from '../api/errors';
import { checkEndpoint } from '../api/sign-in';
import { showToast } from '../api/toast';
import { callEndpoint, setSessionExpiredHandler, showError } from '../api/transport';
import { i18n } from '../i18n';

type SessionState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated' };

/*
 * The session (SPEC §4): the first auth/check decides between authenticated and unauthenticated; after
 * that only login, logout and an expired session change it. A store of its own rather than a query: the
 * sign-in page loads without the query cache, which belongs to the signed-in app (router.tsx starts one
 * for each user, so nothing cached for the previous user survives a change of user).
 */
let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();
let checkStarted = false;
// Counts sign-ins (the first check included): the signed-in app starts afresh for each, not when the same
// session's user is read again.
let signIns = 0;

const stateOf = (user: SessionUser | null): SessionState =>
  user ? { status: 'authenticated', user } : { status: 'unauthenticated' };

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Any failed check means "signed out". A 401 is the normal answer for a visitor who has not signed in yet,
 * so it is not shown as an error toast on every visit to the login page; other failures (no connection,
 * server error) are.
 */
async function checkSession(): Promise<SessionUser | null> {
  try {
    return (await callEndpoint(checkEndpoint, undefined, { notify: false })).data;
  } catch (error) {
    if (error instanceof ApiError && error.code === SIGNED_OUT) showSignedOut(error.message);
    else if (!isUnauthenticated(error) && error instanceof Error) showError(error.message);
    return null;
  }
}

/** The session was ended by "sign out on all devices" elsewhere: the server's sentence says when. */
const SIGNED_OUT = 'SIGNED_OUT';
const showSignedOut = (message: string) =>
  showToast({ id: 'signed-out', color: 'orange', message, autoClose: false });

function subscribe(listener: () => void): () => void {
  // The first component that asks for the session starts the check.
  if (!checkStarted) {
    checkStarted = true;
    void checkSession().then(setSessionUser);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}

/** Sets the session user (null: signed out). */
export function setSessionUser(user: SessionUser | null): void {
  if (user) signIns += 1;
  setState(stateOf(user));
}

/** The id of the signed-in user, if any. */
export const signedInUserId = (): number | undefined =>
  state.status === 'authenticated' ? state.user.idAvnUser : undefined;

/** Asks the server again who is signed in: after an administrator changed their own role or scope. */
export async function refreshSession(): Promise<void> {
  const user = await checkSession();
  if (user) setState(stateOf(user));
  else setSessionUser(null);
}

/** Which sign-in of this page the current session is. */
export const signInNumber = (): number => signIns;

/**
 * A 401 on a call that needs a session: sign out locally and say why (signed out on all devices from
 * another one, or expired); the app then shows the login page. The fixed toast ids keep parallel failing
 * calls from stacking identical toasts.
 */
setSessionExpiredHandler((failure) => {
  setSessionUser(null);
  if (failure.code === SIGNED_OUT) showSignedOut(failure.message);
  else showToast({ id: 'session-expired', color: 'orange', message: i18n.t('session.expired') });
});
