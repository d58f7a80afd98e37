import { deleteKafedra, type KafedraRow, kafedra, saveKafedra } from '../../../contract/catalog';
import { catalogChanges } from '../../api/catalog';
import { referenceApi } from '../../components/reference-screen/reference-api';

/** The department form's values, named as ins-upd-kaf's payload (SPEC §7); idFaculty null: not picked. */
export type KafedraValues = {
  snF1: string;
  f1: string;
  f1Kg: string;
  f1En: string;
  idFaculty: number | null;
};

const api = referenceApi<typeof kafedra, typeof saveKafedra, KafedraValues>({
  list: kafedra,
  save: saveKafedra,
  remove: deleteKafedra,
  idOf: (row) => row.idKafedra,
  changes: catalogChanges.department,
  bodyOf: ({ idFaculty, ...names }) => {
    // The form does not submit without a faculty (it is a required field).
    if (idFaculty === null) throw new Error('ins-upd-kaf needs a faculty');
    return { ...names, idFaculty };
  },
});

/** A department is written by the editors of its faculty (contract/access.ts). */
export const kafedraApi = {
  ...api,
  access: { ...api.access, facultyOf: (row: KafedraRow) => row.idFaculty },
};
