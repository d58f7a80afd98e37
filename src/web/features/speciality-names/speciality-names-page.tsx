import { allSpecial, deleteSpecial, saveSpecial } from '../../../contract/catalog';
import { specialNames } from '../../components/reference-screen/catalog-names';
import { namedReferenceScreen } from '../../components/reference-screen/named-reference-screen';

/** {base}/speciality-names: the speciality names (SPEC §2); code and Russian name required (SPEC §5). */
export default namedReferenceScreen({
  texts: 'specialityNames',
  // The export's and import's name of the table, the API's (contract/export.ts).
  table: 'speciality',
  list: allSpecial,
  save: saveSpecial,
  remove: deleteSpecial,
  idOf: (row) => row.id_special,
  names: specialNames,
  usageKind: 'special',
  historyKind: 'specialityName',
});
