import { editableTable } from '../db/reference';

/** Teaching positions are the university's, not a faculty's: the `reference` rule of their calls guards them. */
export const positionTable = editableTable('rrnk_doljnost', 'id_rrnk_doljnost');
