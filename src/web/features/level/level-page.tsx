import { deleteLevel, type LevelRow, nameLevel, saveLevel } from '../../../contract/catalog';
import { namedReferenceScreen } from '../../components/reference-screen/named-reference-screen';
import { referenceNames } from '../../components/reference-screen/names';

/**
 * {base}/level: the levels of education (SPEC §3 Level, §7 nameLevel, ins-upd-level, del-level;
 * decision 0033), a reference list like the qualifications: all three names required (SPEC §5).
 */
export default namedReferenceScreen({
  texts: 'level',
  list: nameLevel,
  save: saveLevel,
  remove: deleteLevel,
  idOf: (row) => row.IDLevel,
  names: referenceNames({
    of: (row: LevelRow) => ({ ru: row.NameLevel, kg: row.NameLevel_kg, en: row.NameLevel_en }),
    keys: { ru: 'NameLevel', kg: 'NameLevelKg', en: 'NameLevelEn' },
    required: 'all',
  }),
  usageKind: 'level',
  historyKind: 'level',
});
