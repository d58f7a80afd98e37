import type { ReferenceTable } from '../db/reference';

/** Teaching positions are the university's, not a faculty's: the `reference` rule of their calls guards them. */
export const positionTable: ReferenceTable = {
  table: 'rrnk_doljnost',
  key: 'id_rrnk_doljnost',
  locked: [],
  editFlag: false,
};
