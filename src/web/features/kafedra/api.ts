import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { allFaculty, deleteKafedra, type KafedraRow, kafedra, saveKafedra } from '../../../contract/catalog';
import { NEW_ID } from '../../../contract/limits';
import { callApi } from '../../api/client';
import type { SaveRequest } from '../../components/reference-screen';

/** The department form's values, named as ins-upd-kaf's payload (SPEC §7); idFaculty null: not picked. */
export type KafedraValues = {
  snF1: string;
  f1: string;
  f1Kg: string;
  f1En: string;
  idFaculty: number | null;
};

export const kafedraKeys = {
  all: ['kafedras'] as const,
  list: () => [...kafedraKeys.all, 'list'] as const,
};

export const facultyKeys = {
  all: ['faculties'] as const,
  list: () => [...facultyKeys.all, 'list'] as const,
};

export const kafedraListQuery = () =>
  queryOptions({ queryKey: kafedraKeys.list(), queryFn: () => callApi(kafedra) });

/** Every faculty, for the department form's picker. */
export const facultyListQuery = () =>
  queryOptions({ queryKey: facultyKeys.list(), queryFn: () => callApi(allFaculty) });

/** ins-upd-kaf; every answer (also a duplicate) reloads the list. */
export function useSaveKafedra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, values: { idFaculty, ...names } }: SaveRequest<KafedraRow, KafedraValues>) => {
      // The form does not submit without a faculty (it is a required field).
      if (idFaculty === null) throw new Error('ins-upd-kaf needs a faculty');
      return callApi(saveKafedra, { idKafedra: row?.idKafedra ?? NEW_ID, ...names, idFaculty });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: kafedraKeys.all }),
  });
}

/** del-kaf: sms 8 deleted, 6 in use. */
export function useDeleteKafedra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: KafedraRow) => callApi(deleteKafedra, { idKafedra: row.idKafedra }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kafedraKeys.all }),
  });
}
