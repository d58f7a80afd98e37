import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { allDirection, type DirectionRow, deleteDirection, saveDirection } from '../../../contract/catalog';
import { NEW_ID } from '../../../contract/limits';
import { callApi } from '../../api/client';
import type { SaveRequest } from '../../components/reference-screen';

/** The direction form's values, named as ins-upd-direction's payload (SPEC §7). */
export type DirectionValues = {
  code: string;
  direction_: string;
  directionKg: string;
  directionEn: string;
};

export const directionKeys = {
  all: ['directions'] as const,
  list: () => [...directionKeys.all, 'list'] as const,
};

export const directionListQuery = () =>
  queryOptions({ queryKey: directionKeys.list(), queryFn: () => callApi(allDirection) });

/** ins-upd-direction; every answer (also a duplicate) reloads the list. */
export function useSaveDirection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, values }: SaveRequest<DirectionRow, DirectionValues>) =>
      callApi(saveDirection, { idDirection: row?.id_direction ?? NEW_ID, ...values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: directionKeys.all }),
  });
}

/** del-direction: sms 8 deleted, 6 in use. */
export function useDeleteDirection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: DirectionRow) => callApi(deleteDirection, { idDirection: row.id_direction }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: directionKeys.all }),
  });
}
