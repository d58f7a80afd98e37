import {
  deleteQualification,
  type QualificationRow,
  qualification,
  qualificationTable,
  saveQualification,
} from '../../../contract/catalog';
import { describedNames } from '../../components/reference-screen/described-names';
import { namedReferenceScreen } from '../../components/reference-screen/named-reference-screen';

/** {base}/qualifications: the qualifications list (SPEC §2); all three names required (SPEC §5). */
export default namedReferenceScreen({
  texts: 'qualifications',
  // The export's and import's name of the table, the API's (contract/export.ts).
  table: 'qual',
  list: qualification,
  save: saveQualification,
  remove: deleteQualification,
  idOf: (row) => row.IDQualification,
  names: describedNames<QualificationRow, typeof qualificationTable>(qualificationTable),
  usageKind: 'qualification',
  historyKind: 'qualification',
});
