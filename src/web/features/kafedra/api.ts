import { queryOptions } from '@tanstack/react-query';
import { allFaculty, deleteKafedra, type KafedraRow, kafedra, saveKafedra } from '../../../contract/catalog';
import { NEW_ID } from '../../../contract/limits';
import { callApi } from '../../api/client';
import { SCREEN_HANDLES_FAILURES, useReferenceMutations } from '../../components/reference-screen/mutations';

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

/**
 * ins-upd-kaf (id -1 creates; an update carries the row version it was opened with) and del-kaf (sms 8
 * deleted, 6 in use or locked); every answer reloads the list.
 */
export const useKafedraMutations = () =>
  useReferenceMutations<KafedraRow, KafedraValues>({
    listKey: kafedraKeys.all,
    save: ({ row, values: { idFaculty, ...names } }) => {
      // The form does not submit without a faculty (it is a required field).
      if (idFaculty === null) throw new Error('ins-upd-kaf needs a faculty');
      return callApi(
        saveKafedra,
        { idKafedra: row?.idKafedra ?? NEW_ID, rowVersion: row?.rowVersion, ...names, idFaculty },
        SCREEN_HANDLES_FAILURES,
      );
    },
    remove: (row) => callApi(deleteKafedra, { idKafedra: row.idKafedra }, SCREEN_HANDLES_FAILURES),
  });

/** The rules of its save and delete (contract/access.ts): what the screen lets the user do. */
export const kafedraAccess = {
  save: saveKafedra,
  remove: deleteKafedra,
  facultyOf: (row: KafedraRow) => row.idFaculty,
};
