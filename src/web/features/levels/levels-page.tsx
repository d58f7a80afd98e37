import { deleteLevel, type LevelRow, levelTable, nameLevel, saveLevel } from '../../../contract/catalog';
import { describedNames } from '../../components/reference-screen/described-names';
import { namedReferenceScreen } from '../../components/reference-screen/named-reference-screen';

/**
 * {base}/levels: the levels of education (SPEC §3 Level, §7 nameLevel, ins-upd-level, del-level;
 * decision 0033), a reference list like the qualifications: all three names required (SPEC §5).
 */
export default namedReferenceScreen({
  texts: 'levels',
  // The export's and import's name of the table, the API's (contract/export.ts).
  table: 'level',
  list: nameLevel,
  save: saveLevel,
  remove: deleteLevel,
  idOf: (row) => row.IDLevel,
  names: describedNames<LevelRow, typeof levelTable>(levelTable),
  usageKind: 'level',
  historyKind: 'level',
});
