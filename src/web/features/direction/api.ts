import { queryOptions } from '@tanstack/react-query';
import { allDirection, type DirectionRow, deleteDirection, saveDirection } from '../../../contract/catalog';
import { NEW_ID } from '../../../contract/limits';
import { callApi } from '../../api/client';
import { SCREEN_HANDLES_FAILURES, useReferenceMutations } from '../../components/reference-screen/mutations';

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

/**
 * The save (id -1 creates; an update carries the row version it was opened with) and the delete (sms 8
 * deleted, 6 in use or locked); every answer reloads the list.
 */
export const useDirectionMutations = () =>
  useReferenceMutations<DirectionRow, DirectionValues>({
    listKey: directionKeys.all,
    save: ({ row, values }) =>
      callApi(
        saveDirection,
        { idDirection: row?.id_direction ?? NEW_ID, rowVersion: row?.rowVersion, ...values },
        SCREEN_HANDLES_FAILURES,
      ),
    remove: (row) => callApi(deleteDirection, { idDirection: row.id_direction }, SCREEN_HANDLES_FAILURES),
  });

/** The rules of its save and delete (contract/access.ts): what the screen lets the user do. */
export const directionAccess = { save: saveDirection, remove: deleteDirection };
