import { queryOptions } from '@tanstack/react-query';
import { allSpecial, deleteSpecial, type SpecialRow, saveSpecial } from '../../../contract/catalog';
import { NEW_ID } from '../../../contract/limits';
import { callApi } from '../../api/client';
import { SCREEN_HANDLES_FAILURES, useReferenceMutations } from '../../components/reference-screen/mutations';

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

/**
 * The save (id -1 creates; an update carries the row version it was opened with) and the delete (sms 8
 * deleted, 6 in use or locked); every answer reloads the list.
 */
export const useSpecialMutations = () =>
  useReferenceMutations<SpecialRow, SpecialValues>({
    listKey: specialKeys.all,
    save: ({ row, values }) =>
      callApi(
        saveSpecial,
        { idSpecial: row?.id_special ?? NEW_ID, rowVersion: row?.rowVersion, ...values },
        SCREEN_HANDLES_FAILURES,
      ),
    remove: (row) => callApi(deleteSpecial, { idSpecial: row.id_special }, SCREEN_HANDLES_FAILURES),
  });

/** The rules of its save and delete (contract/access.ts): what the screen lets the user do. */
export const specialAccess = { save: saveSpecial, remove: deleteSpecial };
