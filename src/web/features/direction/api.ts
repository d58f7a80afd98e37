import { allDirection, deleteDirection, saveDirection } from '../../../contract/catalog';
import { catalogChanges } from '../../api/catalog';
import { referenceApi } from '../../components/reference-screen/reference-api';

/** The direction form's values, named as ins-upd-direction's payload (SPEC §7). */
export type DirectionValues = {
  code: string;
  direction_: string;
  directionKg: string;
  directionEn: string;
};

export const directionApi = referenceApi<typeof allDirection, typeof saveDirection, DirectionValues>({
  list: allDirection,
  save: saveDirection,
  remove: deleteDirection,
  idOf: (row) => row.id_direction,
  changes: catalogChanges.direction,
});
