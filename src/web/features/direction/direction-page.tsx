import { allDirection, deleteDirection, saveDirection } from '../../../contract/catalog';
import { directionNames } from '../../components/reference-screen/catalog-names';
import { namedReferenceScreen } from '../../components/reference-screen/named-reference-screen';

/** {base}/direction: the directions list (SPEC §2); code and Russian name required (SPEC §5). */
export default namedReferenceScreen({
  texts: 'direction',
  table: 'direction',
  list: allDirection,
  save: saveDirection,
  remove: deleteDirection,
  idOf: (row) => row.id_direction,
  names: directionNames,
  usageKind: 'direction',
  historyKind: 'direction',
});
