import { allDirection, deleteDirection, saveDirection } from '../../../contract/catalog';
import { directionNames } from '../../components/reference-screen/catalog-names';
import { namedReferenceScreen } from '../../components/reference-screen/named-reference-screen';

/** {base}/directions: the directions list (SPEC §2); code and Russian name required (SPEC §5). */
export default namedReferenceScreen({
  texts: 'directions',
  // The export's and import's name of the table, the API's (contract/export.ts).
  table: 'direction',
  list: allDirection,
  save: saveDirection,
  remove: deleteDirection,
  idOf: (row) => row.id_direction,
  names: directionNames,
  usageKind: 'direction',
  historyKind: 'direction',
});
