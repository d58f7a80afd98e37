import * as calls from '../../contract/positions';
import { defineListRead } from '../db/list-read';

// The read of the teaching-positions screen (issue 13): cached until rrnk_doljnost changes (decision 0009).

/** A year's positions in the order they were added: a row saved from the inline editor stays in place. */
export const yearPositions = defineListRead(calls.positions, {
  name: 'year-positions',
  tables: ['rrnk_doljnost'],
  load: (database, { year }: { year: number }) =>
    database.query(
      `SELECT id_rrnk_doljnost, n_doljnost, chasy::int AS chasy, id_a_year::int AS year,
              row_version AS "rowVersion"
         FROM rrnk_doljnost WHERE id_a_year = $1 ORDER BY id_rrnk_doljnost`,
      [year],
    ),
});
