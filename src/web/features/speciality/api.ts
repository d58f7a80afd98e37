import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { allSpecial, deleteSpec, type SpecialRow, saveSpecial } from '../../../contract/catalog';
import { NEW_ID } from '../../../contract/limits';
import { callApi } from '../../api/client';
import type { SaveRequest } from '../../components/reference-screen';

/** The speciality form's values, named as ins-upd-spec's payload (SPEC §7). */
export type SpecialValues = {
  code_: string;
  special_: string;
  specialKg: string;
  specialEn: string;
};

export const specialKeys = {
  all: ['specials'] as const,
  list: () => [...specialKeys.all, 'list'] as const,
};

export const specialListQuery = () =>
  queryOptions({ queryKey: specialKeys.list(), queryFn: () => callApi(allSpecial) });

/** ins-upd-spec; every answer (also a duplicate) reloads the list. */
export function useSaveSpecial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, values }: SaveRequest<SpecialRow, SpecialValues>) =>
      callApi(saveSpecial, { idSpecial: row?.id_special ?? NEW_ID, ...values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: specialKeys.all }),
  });
}

/** del-spec: sms 8 deleted, 6 in use. */
export function useDeleteSpecial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: SpecialRow) => callApi(deleteSpec, { idSpec: row.id_special }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: specialKeys.all }),
  });
}
