import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type CheckCount,
  type CheckKind,
  type CheckRow,
  type CheckRowOf,
  checksList,
} from '../../contract/checks';
import { SCREEN_HANDLES_FAILURES } from './client';
import { read } from './queries';

// The data checks (issue 31) as the web reads them: one cached read of checks/list (the server keeps its
// answer until a table it reads changes) for the screen, the sidebar's badge and a record's own warning.
// Every write reloads it (queries.ts, reloadReads): the checks look at most tables.

/**
 * checks/list in the interface language (the rows' sentences are worded in it). The sidebar reads it on
 * every screen: a failure is not toasted there, the checks screen shows it with a retry.
 */
export const checksQuery = (language: string) =>
  read(checksList, undefined, { language, call: SCREEN_HANDLES_FAILURES });

/** The checks' answer in the interface language. */
export function useChecks() {
  const { i18n } = useTranslation();
  return useQuery(checksQuery(i18n.language));
}

/** Every open violation: the sum of the checks' full totals. */
export const openViolations = (answer: { counts: readonly CheckCount[] }): number =>
  answer.counts.reduce((sum, { count }) => sum + count, 0);

/** The rows of one check (at most CHECK_ROWS_MAX of them), typed as that check's. */
export const rowsOf = <K extends CheckKind>(rows: readonly CheckRow[], check: K): CheckRowOf<K>[] =>
  rows.filter((row): row is CheckRowOf<K> => row.check === check);
