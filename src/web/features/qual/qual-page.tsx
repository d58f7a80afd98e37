import {
  deleteQualification,
  type QualificationRow,
  qualification,
  saveQualification,
} from '../../../contract/catalog';
import { namedReferenceScreen } from '../../components/reference-screen/named-reference-screen';
import { referenceNames } from '../../components/reference-screen/names';

/** {base}/qual: the qualifications list (SPEC §2); all three names required (SPEC §5). */
export default namedReferenceScreen({
  texts: 'qual',
  list: qualification,
  save: saveQualification,
  remove: deleteQualification,
  idOf: (row) => row.IDQualification,
  names: referenceNames({
    of: (row: QualificationRow) => ({
      ru: row.NameQualification,
      kg: row.NameQualification_kg,
      en: row.NameQualification_en,
    }),
    keys: { ru: 'NameQualification', kg: 'NameQualificationKg', en: 'NameQualificationEn' },
    required: 'all',
  }),
  usageKind: 'qualification',
  historyKind: 'qualification',
});
