import { queryOptions } from '@tanstack/react-query';
import { deleteLevel, type LevelRow, nameLevel, saveLevel } from '../../../contract/catalog';
import { NEW_ID } from '../../../contract/limits';
import { callApi } from '../../api/client';
import { SCREEN_HANDLES_FAILURES, useReferenceMutations } from '../../components/reference-screen/mutations';

/** The level form's values, named as ins-upd-level's payload (SPEC §7). */
export type LevelValues = { NameLevel: string; NameLevelKg: string; NameLevelEn: string };

export const levelKeys = {
  all: ['levels'] as const,
  list: () => [...levelKeys.all, 'list'] as const,
};

export const levelListQuery = () =>
  queryOptions({ queryKey: levelKeys.list(), queryFn: () => callApi(nameLevel) });

/**
 * The save (id -1 creates; an update carries the row version it was opened with) and the delete (sms 8
 * deleted, 6 in use or locked); every answer reloads the list.
 */
export const useLevelMutations = () =>
  useReferenceMutations<LevelRow, LevelValues>({
    listKey: levelKeys.all,
    save: ({ row, values }) =>
      callApi(
        saveLevel,
        { IDLevel: row?.IDLevel ?? NEW_ID, rowVersion: row?.rowVersion, ...values },
        SCREEN_HANDLES_FAILURES,
      ),
    remove: (row) => callApi(deleteLevel, { IDLevel: row.IDLevel }, SCREEN_HANDLES_FAILURES),
  });

/** The rules of its save and delete (contract/access.ts): what the screen lets the user do. */
export const levelAccess = { save: saveLevel, remove: deleteLevel };
