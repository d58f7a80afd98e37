import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type CheckCount,
  type CheckKind,
  type CheckRow,
  type CheckRowOf,
  checksList,
} from '../../contract/checks';
import { type ViolationFilter, violationsOf } from './check-filters';
import { SCREEN_HANDLES_FAILURES } from './client';
import { read } from './queries';

// The data checks as the web reads them: one cached read of checks/list (the server keeps its
// answer until a table it reads changes; the rows' sentences are worded in the interface language, so it
// is cached per language) for the checks screen, the sidebar's count and a record's own warning
// (check-filters.ts). Every write reloads it (queries.ts, reloadReads): the checks look at most tables.

/**
 * checks/list in the interface language. The sidebar reads it on every screen: a failure is not toasted
 * there (a warning beside a record is not what a screen is for); the checks screen shows it with a retry.
 */
const checksQuery = (language: string) =>
  read(checksList, undefined, { language, call: SCREEN_HANDLES_FAILURES });

/** The checks' answer in the interface language. */
export function useChecks(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...checksQuery(i18n.language), enabled });
}

/** Every open violation: the sum of the checks' full totals. */
export const openViolations = (answer: { counts: readonly CheckCount[] }): number =>
  answer.counts.reduce((sum, { count }) => sum + count, 0);

/** The rows of one check (at most CHECK_ROWS_MAX of them), typed as that check's. */
export const rowsOf = <K extends CheckKind>(rows: readonly CheckRow[], check: K): CheckRowOf<K>[] =>
  rows.filter((row): row is CheckRowOf<K> => row.check === check);

/** Every violation answered (at most CHECK_ROWS_MAX per check), none while loading or when unreadable. */
export function useCheckRows(): readonly CheckRow[] {
  return useChecks().data?.rows ?? noRows;
}

/** The violations the filter keeps: a record's own, on its screen. */
export function useViolations(filter: ViolationFilter): CheckRow[] {
  return violationsOf(useCheckRows(), filter);
}

const noRows: readonly CheckRow[] = [];
