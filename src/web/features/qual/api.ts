import { queryOptions } from '@tanstack/react-query';
import {
  deleteQualification,
  type QualificationRow,
  qualification,
  saveQualification,
} from '../../../contract/catalog';
import { NEW_ID } from '../../../contract/limits';
import { callApi } from '../../api/client';
import { SCREEN_HANDLES_FAILURES, useReferenceMutations } from '../../components/reference-screen/mutations';

/** The qualification form's values, named as ins-upd-qual's payload (SPEC §7). */
export type QualificationValues = {
  NameQualification: string;
  NameQualificationKg: string;
  NameQualificationEn: string;
};

export const qualificationKeys = {
  all: ['qualifications'] as const,
  list: () => [...qualificationKeys.all, 'list'] as const,
};

export const qualificationListQuery = () =>
  queryOptions({ queryKey: qualificationKeys.list(), queryFn: () => callApi(qualification) });

/**
 * The save (id -1 creates; an update carries the row version it was opened with) and the delete (sms 8
 * deleted, 6 in use or locked); every answer reloads the list.
 */
export const useQualificationMutations = () =>
  useReferenceMutations<QualificationRow, QualificationValues>({
    listKey: qualificationKeys.all,
    save: ({ row, values }) =>
      callApi(
        saveQualification,
        { IDQualification: row?.IDQualification ?? NEW_ID, rowVersion: row?.rowVersion, ...values },
        SCREEN_HANDLES_FAILURES,
      ),
    remove: (row) =>
      callApi(deleteQualification, { IDQualification: row.IDQualification }, SCREEN_HANDLES_FAILURES),
  });

/** The rules of its save and delete (contract/access.ts): what the screen lets the user do. */
export const qualificationAccess = { save: saveQualification, remove: deleteQualification };
