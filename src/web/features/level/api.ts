import { deleteLevel, nameLevel, saveLevel } from '../../../contract/catalog';
import { catalogChanges } from '../../api/catalog';
import { referenceApi } from '../../components/reference-screen/reference-api';

/** The level form's values, named as ins-upd-level's payload (SPEC §7). */
export type LevelValues = { NameLevel: string; NameLevelKg: string; NameLevelEn: string };

export const levelApi = referenceApi<typeof nameLevel, typeof saveLevel, LevelValues>({
  list: nameLevel,
  save: saveLevel,
  remove: deleteLevel,
  idOf: (row) => row.IDLevel,
  changes: catalogChanges.level,
});
