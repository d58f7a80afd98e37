import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteQualification,
  type QualificationRow,
  qualification,
  saveQualification,
} from '../../../contract/catalog';
import { NEW_ID } from '../../../contract/limits';
import { callApi } from '../../api/client';
import type { SaveRequest } from '../../components/reference-screen';

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

/** ins-upd-qual; every answer (also a duplicate) reloads the list. */
export function useSaveQualification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, values }: SaveRequest<QualificationRow, QualificationValues>) =>
      callApi(saveQualification, { IDQualification: row?.IDQualification ?? NEW_ID, ...values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: qualificationKeys.all }),
  });
}

/** del-qual: sms 8 deleted, 6 in use. */
export function useDeleteQualification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: QualificationRow) =>
      callApi(deleteQualification, { IDQualification: row.IDQualification }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: qualificationKeys.all }),
  });
}
