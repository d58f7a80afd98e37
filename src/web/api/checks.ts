import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type CheckRow, checksList } from '../../contract/checks';
import { type ViolationFilter, violationsOf } from './check-filters';
import { SCREEN_HANDLES_FAILURES } from './client';
import { type Reads, read } from './queries';

/*
 * The data checks' violations (issue 31) as the records' own screens show them: one cached read of
 * checks/list (its sentences are worded in the interface language: cached per language), filtered by the
 * screen to its record (check-filters.ts). A write that may change a check names it among the reads it
 * changes.
 */

/** What a write that may change a check's answer reloads besides its own reads. */
export const checkReads: Reads = [checksList];

/** The checks' read: silent when it fails, as a warning beside a record is not what the screen is for. */
export const checksQuery = (language: string) =>
  read(checksList, undefined, { language, call: SCREEN_HANDLES_FAILURES });

/** The violations the filter keeps (none while the checks load, or when they could not be read). */
export function useViolations(filter: ViolationFilter): CheckRow[] {
  return violationsOf(useCheckRows(), filter);
}

/** Every violation answered (at most CHECK_ROWS_MAX per check), none while loading. */
export function useCheckRows(): readonly CheckRow[] {
  const { i18n } = useTranslation();
  return useQuery(checksQuery(i18n.language)).data?.rows ?? noRows;
}

const noRows: readonly CheckRow[] = [];
