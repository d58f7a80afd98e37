import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setupState } from '../../../contract/setup';
import { SCREEN_HANDLES_FAILURES } from '../../api/client';
import { read } from '../../api/queries';
import { setSetupRequiredHandler } from '../../api/transport';
import { SETUP_PATH } from '../../lib/paths';
import { usePermissions } from '../../lib/permissions';

interface SetupCheck {
  /** No university yet; false once there is one; undefined until known. */
  needed: boolean | undefined;
  /** While it is needed: the server's sentence saying setup comes first and who does it. */
  message: string | null;
  /** The licence may be judged: setup is known to be done, or its state could not be read (SPEC §4 as before). */
  settled: boolean;
}

/**
 * Whether the university is still to be set up (decision 0060): an administrator is taken to {base}/setup, anyone
 * else is told (the shell shows the server's sentence in place of the screen). A call refused 403 SETUP
 * (api/transport.ts) asks again, so that a setup made meanwhile elsewhere is seen.
 */
export function useSetupCheck(enabled = true): SetupCheck {
  const { i18n } = useTranslation();
  const { isAdministrator } = usePermissions();
  const navigate = useNavigate();
  const state = useQuery({
    ...read(setupState, undefined, { language: i18n.language, call: SCREEN_HANDLES_FAILURES }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled,
  });
  const { refetch } = state;
  useEffect(() => {
    // Many calls refused at once ask once: a fetch under way is not started again.
    setSetupRequiredHandler(() => void refetch({ cancelRefetch: false }));
    return () => setSetupRequiredHandler(() => {});
  }, [refetch]);
  const needed = state.data?.needed;
  useEffect(() => {
    if (needed && isAdministrator) void navigate(SETUP_PATH, { replace: true });
  }, [needed, isAdministrator, navigate]);
  return { needed, message: state.data?.message ?? null, settled: state.isError || needed === false };
}
