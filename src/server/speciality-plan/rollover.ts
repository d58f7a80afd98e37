import { Sms, type SmsCode } from '../../contract/sms';
import { AppError } from '../core/errors';
import { assertFacultyInScope } from '../core/scope';
import type { Database } from '../db/connection';
import { groupName } from '../db/group-sql';
import type { Writer } from '../db/reference';
import { firstRow, type RowOf, rows, run, sql } from '../db/sql';
import { writeTransaction } from '../db/write';
import { assertNextYear } from './rules';

const newGroupShape = { id_group: 'integer', group_name: 'text' } as const;
type NewGroup = RowOf<typeof newGroupShape>;
type NextYearAnswer = [{ sms: SmsCode } & Partial<NewGroup>, ...Array<{ sms: SmsCode } & Partial<NewGroup>>];

/**
 * Creates next year's groups (next-year, decision 0015): for each chosen name-group binding, the group of
 * `yearTo` made from its group of `yearFrom` (same addition and individual name; winter reception off),
 * in one audited transaction. A binding that has its `yearTo` group already, or no `yearFrom` group, is
 * skipped. The target year joins the calendar when it is not there yet. Answers each new group (its id and
 * name) with sms 1, or one sms 3 when nothing was left to create.
 */
export async function createNextYearGroups(
  database: Database,
  writer: Writer,
  chosen: readonly number[],
  yearFrom: number,
  yearTo: number,
): Promise<NextYearAnswer> {
  assertNextYear(chosen, yearFrom, yearTo);
  const ids = `{${[...new Set(chosen)].sort((a, b) => a - b).join(',')}}`;
  const created = await writeTransaction(database, writer.id, async (tx) => {
    // The bindings stay while their groups are made; each must be of a faculty of the writer's scope.
    const bindings = await rows(
      tx,
      { facultyId: 'integer' },
      sql`SELECT s.id_faculty AS "facultyId"
            FROM com_gspe c JOIN speciality s ON s.id_speciality = c.id_speciality
           WHERE c.id_com_gspe = ANY(${ids}::int[])
           ORDER BY c.id_com_gspe FOR SHARE OF c`,
    );
    if (bindings.length !== new Set(chosen).size) throw new AppError('VALIDATION', 'unknownReference');
    for (const { facultyId } of bindings) assertFacultyInScope(writer, facultyId);
    const pending = await firstRow(
      tx,
      { count: 'integer' },
      sql`SELECT count(*)::int AS count FROM study_group g
           WHERE g.id_com_gspe = ANY(${ids}::int[]) AND g.id_group_y = ${yearFrom}
             AND NOT EXISTS (SELECT 1 FROM study_group x
                              WHERE x.id_com_gspe = g.id_com_gspe AND x.id_group_y = ${yearTo})`,
    );
    if (!pending?.count) return [];
    await run(
      tx,
      sql`INSERT INTO a_year (id_a_year, label)
          VALUES (${yearTo}, (2000 + ${yearTo}::int)::text || '-' || (2001 + ${yearTo}::int)::text)
          ON CONFLICT (id_a_year) DO NOTHING`,
    );
    return rows(
      tx,
      newGroupShape,
      sql`WITH made AS (
            INSERT INTO study_group (id_com_gspe, id_group_y, dop, ind_name_gr, winter_reception)
            SELECT id_com_gspe, ${yearTo}, dop, ind_name_gr, false
              FROM study_group
             WHERE id_com_gspe = ANY(${ids}::int[]) AND id_group_y = ${yearFrom}
             ORDER BY id_com_gspe
            ON CONFLICT (id_com_gspe, id_group_y) DO NOTHING
            RETURNING *)
          SELECT g.id_group, ${groupName} AS group_name
            FROM made g
            JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
            JOIN n_gr n ON n.id_n_gr = c.id_n_gr
           ORDER BY group_name, g.id_group`,
    );
  });
  // One row per new group, each with sms 1, so that the screen can name them.
  return created.length > 0
    ? (created.map((group) => ({ sms: Sms.CREATED, ...group })) as NextYearAnswer)
    : [{ sms: Sms.DUPLICATE }];
}
