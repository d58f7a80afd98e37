import { Sms } from '../../contract/sms';
import { assertFacultyInScope } from '../core/scope';
import type { Database } from '../db/connection';
import type { Writer } from '../db/reference';
import { rows, sql } from '../db/sql';
import { writeTransaction } from '../db/write';

interface HeadcountCopy {
  year: number;
  facultyId: number;
  from: number;
  to: number;
}

/**
 * Copies a faculty's planned students of a year from one half-year onto another (copy-kolst)
 * in one audited transaction: each group with numbers in `from` and none in `to` gets them; a group that
 * has its `to` numbers keeps them, so a second copy makes nothing (sms 7). The source rows are read
 * FOR SHARE so that they cannot change while they are copied.
 */
export async function copyHeadcounts(database: Database, writer: Writer, copy: HeadcountCopy) {
  assertFacultyInScope(writer, copy.facultyId);
  const { copied, source } = await writeTransaction(database, writer.id, async (tx) => {
    const sources = await rows(
      tx,
      { id_group: 'integer' },
      sql`SELECT k.id_group
            FROM rrnk_gr_kolst k
            JOIN study_group g ON g.id_group = k.id_group
            JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
            JOIN speciality s ON s.id_speciality = c.id_speciality
           WHERE s.id_faculty = ${copy.facultyId} AND k.id_a_year = ${copy.year} AND k.id_w_s = ${copy.from}
           ORDER BY k.id_group FOR SHARE OF k`,
    );
    if (sources.length === 0) return { copied: 0, source: 0 };
    const ids = `{${sources.map((row) => row.id_group).join(',')}}`;
    const made = await rows(
      tx,
      { id_rrnk_gr_kolst: 'integer' },
      sql`INSERT INTO rrnk_gr_kolst (id_group, id_a_year, id_w_s, kol_b, kol_k)
          SELECT id_group, id_a_year, ${copy.to}, kol_b, kol_k
            FROM rrnk_gr_kolst
           WHERE id_group = ANY(${ids}::int[]) AND id_a_year = ${copy.year} AND id_w_s = ${copy.from}
           ORDER BY id_group
          ON CONFLICT (id_group, id_a_year, id_w_s) DO NOTHING
          RETURNING id_rrnk_gr_kolst`,
    );
    return { copied: made.length, source: sources.length };
  });
  return [{ sms: copied > 0 ? Sms.CREATED : Sms.WARNING, copied, kept: source - copied }];
}
