import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { getTSessionWebd, refusedVerdicts } from '../../../contract/licence';
import { LICENCE_LOGOUT_DELAY_MS } from '../../../contract/limits';
import { SCREEN_HANDLES_FAILURES } from '../../api/client';
import { read } from '../../api/queries';
import { showToast } from '../../api/toast';
import { setLicenceRefusedHandler } from '../../api/transport';
import { LOGOUT_PATH } from '../../lib/paths';

/**
 * The licence check at load (SPEC §4 "Licence check", §8): the server's verdict; "expiring soon" is a
 * warning, a violated, expired or absent licence shows its message and signs out 3 s later. A data call
 * the server refuses for the licence (403 LICENCE) does the same: the server enforces, the app explains.
 */
export function useLicenceCheck(): void {
  const navigate = useNavigate();
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  const verdict = useQuery({
    ...read(getTSessionWebd, undefined, { call: SCREEN_HANDLES_FAILURES }),
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
          if (mounted.current)
            leaving.current ??= setTimeout(() => navigate(LOGOUT_PATH), LICENCE_LOGOUT_DELAY_MS);
        },
      });
    },
    [navigate],
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
