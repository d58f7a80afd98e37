import type { Language } from '../../contract/limits';
import { Sms } from '../../contract/sms';
import { AppError } from '../core/errors';
import { namesIn } from '../core/messages';
import { assertFacultyInScope } from '../core/scope';
import type { SignedInUser } from '../core/signed-in-user';
import type { Database } from '../db/connection';
import { type Executor, firstRow, rows, run, sql } from '../db/sql';
import { writeTransaction } from '../db/write';
import { blockerName, blockingRows } from './blockers';
import { batched } from './writes';

// Undoing a turnover (decision 0048): what it created removed and what it replaced restored, in one audited
// transaction, while none of it has changed since.

/** The first record that keeps the turnover from being undone, named in the three languages, or undefined. */
async function firstBlocker(tx: Executor, idTurnover: number, yearTo: number) {
  const [first] = await blockingRows(tx, idTurnover, 1);
  if (!first) return undefined;
  const say = (lang: Language) => blockerName(first, yearTo, lang);
  return namesIn('record', { ru: say('ru'), kg: say('kg'), en: say('en') });
}

/** Removes what a turnover created and restores what it replaced, in one audited transaction. */
export async function undoTurnover(
  database: Database,
  user: SignedInUser,
  idTurnover: number,
  rowVersion?: number,
) {
  return writeTransaction(database, user.id, async (tx) => {
    const turnover = await firstRow(
      tx,
      { year_to: 'integer', undone: 'boolean', row_version: 'integer', faculty_ids: 'integer[]' },
      sql`SELECT year_to::int AS year_to, undone_at IS NOT NULL AS undone, row_version, faculty_ids
            FROM year_turnover WHERE id_year_turnover = ${idTurnover} FOR UPDATE`,
    );
    if (!turnover) throw new AppError('NOT_FOUND', 'recordNotFound');
    for (const faculty of turnover.faculty_ids) assertFacultyInScope(user, faculty);
    if (rowVersion !== undefined && rowVersion !== turnover.row_version)
      throw new AppError('CONFLICT', 'staleRow');
    if (turnover.undone) throw new AppError('CONFLICT', 'turnoverUndone');
    const changed = await firstBlocker(tx, idTurnover, turnover.year_to);
    if (changed) throw new AppError('CONFLICT', 'turnoverChangedSince', changed);
    const recorded = await rows(
      tx,
      {
        table_name: ['plan_abit', 'study_group', 'rrnk_gr_kolst'],
        row_id: 'integer',
        action: ['created', 'replaced'],
        before: 'json?',
      },
      sql`SELECT w.table_name, u.row_id, w.action, w.before -> (u.ord::int - 1) AS before
            FROM year_turnover_written w
           CROSS JOIN LATERAL unnest(w.row_ids) WITH ORDINALITY AS u (row_id, ord)
           WHERE w.id_year_turnover = ${idTurnover}
           ORDER BY w.id_year_turnover_written, u.ord`,
    );
    const of = (table: string, action: string) =>
      recorded.filter((row) => row.table_name === table && row.action === action);
    for (const [table, key] of [
      ['plan_abit', 'id_plan_abit'],
      ['rrnk_gr_kolst', 'id_rrnk_gr_kolst'],
    ] as const)
      await batched(of(table, 'replaced'), async (slice) => {
        const before = slice.map((row) => ({
          id: row.row_id,
          ...(row.before as { kol_b: number; kol_k: number }),
        }));
        await run(
          tx,
          sql`UPDATE ${sql.raw(table)} t SET kol_b = x.kol_b, kol_k = x.kol_k
                FROM jsonb_to_recordset(${JSON.stringify(before)}::jsonb) AS x (id int, kol_b int, kol_k int)
               WHERE t.${sql.raw(key)} = x.id`,
        );
        return [];
      });
    let removed = 0;
    // The headcounts before their groups; each table's rows a batch at a time (decision 0028's limit).
    for (const [table, key] of [
      ['rrnk_gr_kolst', 'id_rrnk_gr_kolst'],
      ['study_group', 'id_group'],
      ['plan_abit', 'id_plan_abit'],
    ] as const)
      await batched(of(table, 'created'), async (slice) => {
        removed += await run(
          tx,
          sql`DELETE FROM ${sql.raw(table)} WHERE ${sql.raw(key)} = ANY(${`{${slice.map((row) => row.row_id).join(',')}}`}::int[])`,
        );
        return [];
      });
    await run(tx, sql`UPDATE year_turnover SET undone_at = now() WHERE id_year_turnover = ${idTurnover}`);
    return [
      { sms: Sms.DELETED, removed, restored: recorded.filter((row) => row.action === 'replaced').length },
    ];
  });
}
