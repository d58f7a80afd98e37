import type { Connection } from '../../db/connection';
import { quoted } from './forms';

// A backup's sequence values against its rows (decision 0030's addendum). pg_dump reads each
// sequence after the rows it numbered, so a true backup never has one behind its column; a file whose
// value is behind (edited and resealed, or a database someone filled by hand) restored, said "restored",
// and every later create in that table was refused as a duplicate. Each sequence is raised to continue
// after the largest value of the columns it numbers, never lowered: a higher value keeps the numbers of
// deleted rows unused, which their history still names.

/** A sequence the restore raised, in words for the operator. */
export interface RaisedSequence {
  sequence: string;
  columns: string[];
  /** The value it would have given next, and the largest value of its columns. */
  next: string;
  largest: string;
}

/** The public sequences and the columns each numbers: owned by them (serial, identity) or named in their defaults. */
async function numberedColumns(connection: Connection): Promise<Map<string, Array<[string, string]>>> {
  const rows = await connection.query<{ sequence: string; table: string; column: string }>(
    `SELECT s.relname AS sequence, t.relname AS "table", a.attname AS "column"
       FROM pg_class s
       JOIN pg_depend d ON d.refclassid = 'pg_class'::regclass AND d.refobjid = s.oid
                       AND d.classid = 'pg_attrdef'::regclass
       JOIN pg_attrdef ad ON ad.oid = d.objid
       JOIN pg_class t ON t.oid = ad.adrelid
       JOIN pg_attribute a ON a.attrelid = ad.adrelid AND a.attnum = ad.adnum
      WHERE s.relkind = 'S' AND s.relnamespace = 'public'::regnamespace
     UNION
     SELECT s.relname, t.relname, a.attname
       FROM pg_class s
       JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid
                       AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i') AND d.refobjsubid > 0
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S' AND s.relnamespace = 'public'::regnamespace
      ORDER BY 1, 2, 3`,
  );
  const columns = new Map<string, Array<[string, string]>>();
  for (const row of rows) {
    const list = columns.get(row.sequence) ?? [];
    list.push([row.table, row.column]);
    columns.set(row.sequence, list);
  }
  return columns;
}

/**
 * Raises every public sequence behind the largest value of a column it numbers so that its next value
 * follows it; answers those it raised. Runs in the restore's transaction: a failure rolls back everything.
 */
export async function alignSequences(connection: Connection): Promise<RaisedSequence[]> {
  const raised: RaisedSequence[] = [];
  for (const [sequence, columns] of await numberedColumns(connection)) {
    // Within the sequence's own range: a column numbered by several (a university's own, migration 0030)
    // holds the others' values too, which are not this sequence's to follow.
    const largestOf = columns
      .map(
        ([table, column]) =>
          `SELECT max(${quoted(column)})::bigint AS largest FROM public.${quoted(table)}
            WHERE ${quoted(column)} BETWEEN p.min_value AND p.max_value`,
      )
      .join(' UNION ALL ');
    const [state] = await connection.query<{ next: string; largest: string | null }>(
      `SELECT (CASE WHEN s.is_called THEN s.last_value + p.increment_by ELSE s.last_value END)::text AS next,
              (SELECT max(largest) FROM (${largestOf}) AS numbered)::text AS largest
         FROM public.${quoted(sequence)} s, pg_sequences p
        WHERE p.schemaname = 'public' AND p.sequencename = $1`,
      [sequence],
    );
    if (!state || state.largest === null || BigInt(state.next) > BigInt(state.largest)) continue;
    await connection.query('SELECT setval($1::regclass, $2::bigint, true)', [
      `public.${quoted(sequence)}`,
      state.largest,
    ]);
    raised.push({
      sequence,
      columns: columns.map(([table, column]) => `${table}.${column}`),
      next: state.next,
      largest: state.largest,
    });
  }
  return raised;
}

/** One sentence per raised sequence, for the restore's report. */
export const describeRaised = ({ sequence, columns, next, largest }: RaisedSequence) =>
  `The sequence ${sequence} would have given ${next} next, though ${columns.join(', ')} already holds ${largest}: it was set to continue after ${largest}.`;
