import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setupState } from '../../contract/setup';
import { SCREEN_HANDLES_FAILURES } from '../api/client';
import { read } from '../api/queries';

/**
 * Whether the ministry keeps the national classifiers now (decision 0072): the installation's state as the
 * shell's setup check read it (app/shell/use-setup-check.ts, the same query). Never fetched from here, so a
 * screen's buttons ask nothing of the server: until the shell's answer is in, false, and the server refuses
 * a write PostgreSQL would not take anyway.
 */
export function useClassifiersKeptByMinistry(): boolean {
  const { i18n } = useTranslation();
  const state = useQuery({
    ...read(setupState, undefined, { language: i18n.language, call: SCREEN_HANDLES_FAILURES }),
    enabled: false,
  });
  return state.data?.classifiersKeptByMinistry === true;
}
