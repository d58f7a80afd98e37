import { allSpecial, deleteSpecial, saveSpecial } from '../../../contract/catalog';
import { specialNames } from '../../components/reference-screen/catalog-names';
import { namedReferenceScreen } from '../../components/reference-screen/named-reference-screen';

/** {base}/speciality: the speciality names (SPEC §2); code and Russian name required (SPEC §5). */
export default namedReferenceScreen({
  texts: 'speciality',
  table: 'speciality',
  list: allSpecial,
  save: saveSpecial,
  remove: deleteSpecial,
  idOf: (row) => row.id_special,
  names: specialNames,
  usageKind: 'special',
  historyKind: 'specialityName',
});
