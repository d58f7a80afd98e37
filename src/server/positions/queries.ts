import * as calls from '../../contract/positions';
import { defineListRead, selectRows } from '../db/list-read';
import { sql } from '../db/sql';

// The read of the teaching-positions screen (decision 0020): cached until rrnk_doljnost changes (decision 0009).

const positionShape = {
  id_rrnk_doljnost: 'integer',
  n_doljnost: 'text',
  chasy: 'integer',
  year: 'integer',
  rowVersion: 'integer',
} as const;

/** A year's positions in the order they were added: a row saved from the inline editor stays in place. */
export const yearPositions = defineListRead(calls.positions, {
  tables: ['rrnk_doljnost'],
  load: selectRows(
    positionShape,
    ({
      year,
    }: {
      year: number;
    }) => sql`SELECT id_rrnk_doljnost, n_doljnost, chasy::int AS chasy, id_a_year::int AS year,
                 row_version AS "rowVersion"
            FROM rrnk_doljnost WHERE id_a_year = ${year} ORDER BY id_rrnk_doljnost`,
  ),
});
