import { allSpecial, deleteSpecial, saveSpecial } from '../../../contract/catalog';
import { catalogChanges } from '../../api/catalog';
import { referenceApi } from '../../components/reference-screen/reference-api';

/** The speciality form's values, named as ins-upd-spec's payload (SPEC §7). */
export type SpecialValues = {
  code_: string;
  special_: string;
  specialKg: string;
  specialEn: string;
};

export const specialApi = referenceApi<typeof allSpecial, typeof saveSpecial, SpecialValues>({
  list: allSpecial,
  save: saveSpecial,
  remove: deleteSpecial,
  idOf: (row) => row.id_special,
  changes: catalogChanges.speciality,
});
