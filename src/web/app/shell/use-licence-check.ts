import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getTSessionWebd, refusedVerdicts } from '../../../contract/licence';
import { LICENCE_LOGOUT_DELAY_MS } from '../../../contract/limits';
import { SCREEN_HANDLES_FAILURES } from '../../api/client';
import { read } from '../../api/queries';
import { showToast } from '../../api/toast';
import { setLicenceRefusedHandler } from '../../api/transport';
import { LICENCE_PATH, LOGOUT_PATH } from '../../lib/paths';
import { usePermissions } from '../../lib/permissions';

/**
 * The licence check at load (SPEC §4 "Licence check", §8): the server's verdict; "expiring soon" is a
 * warning, a violated, expired or absent licence shows its message and signs out 3 s later. A data call
 * the server refuses for the licence (403 LICENCE) does the same: the server enforces, the app explains.
 * An administrator is taken to the Licence screen instead of signed out (decision 0060), to
 * install the next one there; on that screen the message alone shows. Judged once `judge` holds: not while
 * the university is still to be set up (there is no licence to judge then: use-setup-check.ts).
 */
export function useLicenceCheck(judge: boolean): void {
  const navigate = useNavigate();
  const { isAdministrator } = usePermissions();
  const { pathname } = useLocation();
  const here = useRef(pathname);
  here.current = pathname;
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  const verdict = useQuery({
    ...read(getTSessionWebd, undefined, { call: SCREEN_HANDLES_FAILURES }),
    enabled: judge,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const mounted = useRef(true);
  const refuse = useCallback(
    (message: string) => {
      // One toast, one timer, however many calls are refused meanwhile. The 3 s count from when the
      // message is on screen: the toasts' container loads with the first toast, slowly on a busy machine.
      showToast({
        id: 'licence',
        color: 'red',
        message,
        onShown: () => {
          if (!mounted.current || leaving.current) return;
          if (isAdministrator && here.current === LICENCE_PATH) return;
          leaving.current = setTimeout(() => {
            leaving.current = null;
            void navigate(isAdministrator ? LICENCE_PATH : LOGOUT_PATH);
          }, LICENCE_LOGOUT_DELAY_MS);
        },
      });
    },
    [navigate, isAdministrator],
  );

  useEffect(() => {
    mounted.current = true;
    setLicenceRefusedHandler(refuse);
    return () => {
      mounted.current = false;
      setLicenceRefusedHandler(() => {});
      if (leaving.current) clearTimeout(leaving.current);
      leaving.current = null;
    };
  }, [refuse]);

  const answer = verdict.data;
  useEffect(() => {
    if (!answer?.message) return;
    if (refusedVerdicts.includes(answer.verdict)) refuse(answer.message);
    else showToast({ id: 'licence', color: 'orange', message: answer.message });
  }, [answer, refuse]);
}
