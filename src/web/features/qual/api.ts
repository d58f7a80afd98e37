import { deleteQualification, qualification, saveQualification } from '../../../contract/catalog';
import { catalogChanges } from '../../api/catalog';
import { referenceApi } from '../../components/reference-screen/reference-api';

/** The qualification form's values, named as ins-upd-qual's payload (SPEC §7). */
export type QualificationValues = {
  NameQualification: string;
  NameQualificationKg: string;
  NameQualificationEn: string;
};

export const qualificationApi = referenceApi<
  typeof qualification,
  typeof saveQualification,
  QualificationValues
>({
  list: qualification,
  save: saveQualification,
  remove: deleteQualification,
  idOf: (row) => row.IDQualification,
  changes: catalogChanges.qualification,
});
