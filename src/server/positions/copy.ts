import { Sms } from '../../contract/sms';
import { AppError, sqlState } from '../core/errors';
import type { Database } from '../db/connection';
import type { Writer } from '../db/reference';
import { rows, sql } from '../db/sql';
import { writeTransaction } from '../db/write';

/**
 * Copies a year's teaching positions with their hours into another year (copy-rrnk-dolj) in one
 * audited transaction. A name the target year has already (the unique name of a year) is kept as it is,
 * so a second copy makes nothing (sms 7). The target year must be in the calendar (400 otherwise).
 */
export async function copyPositions(database: Database, writer: Writer, from: number, to: number) {
  const { copied, source } = await write(database, writer, from, to);
  return [{ sms: copied > 0 ? Sms.CREATED : Sms.WARNING, copied, kept: source - copied }];
}

async function write(database: Database, writer: Writer, from: number, to: number) {
  try {
    return await copy(database, writer, from, to);
  } catch (error) {
    // A target year the calendar does not have (a_year): the client's mistake, named.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new AppError('VALIDATION', 'unknownReference');
    throw error;
  }
}

const FOREIGN_KEY_VIOLATION = '23503';

function copy(database: Database, writer: Writer, from: number, to: number) {
  return writeTransaction(database, writer.id, async (tx) => {
    const sources = await rows(
      tx,
      { id: 'integer' },
      sql`SELECT id_rrnk_doljnost AS id FROM rrnk_doljnost WHERE id_a_year = ${from}
           ORDER BY id_rrnk_doljnost FOR SHARE`,
    );
    if (sources.length === 0) return { copied: 0, source: 0 };
    // In the order they were added, which is the order the screen lists them in. A name the target year
    // has, or one looking like it (decision 0056: saved before, or earlier in the list), is kept, not copied.
    // Each row's three skeletons are computed once (the CTE), not once per pair of rows.
    const made = await rows(
      tx,
      { id_rrnk_doljnost: 'integer' },
      sql`WITH named AS MATERIALIZED (
            SELECT id_rrnk_doljnost AS id, id_a_year AS year, n_doljnost AS name, chasy,
                   text_skeleton(n_doljnost) AS as_written, text_skeleton(lower(n_doljnost)) AS in_lower,
                   text_skeleton(upper(n_doljnost)) AS in_upper
              FROM rrnk_doljnost WHERE id_a_year IN (${from}, ${to}))
          INSERT INTO rrnk_doljnost (id_a_year, n_doljnost, chasy)
          SELECT ${to}, s.name, s.chasy FROM named s
           WHERE s.year = ${from}
             AND NOT EXISTS (
               SELECT FROM named o
                WHERE (o.year = ${to} OR (o.year = ${from} AND o.id < s.id))
                  AND lower(o.name) <> lower(s.name)
                  AND (o.as_written = s.as_written OR o.in_lower = s.in_lower OR o.in_upper = s.in_upper))
           ORDER BY s.id
          ON CONFLICT (id_vuz, id_a_year, lower(n_doljnost)) DO NOTHING
          RETURNING id_rrnk_doljnost`,
    );
    return { copied: made.length, source: sources.length };
  });
}
