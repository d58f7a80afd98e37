import { Sms } from '../../contract/sms';
import { AppError } from '../core/errors';
import { assertFacultyInScope } from '../core/scope';
import type { Database } from '../db/connection';
import { smsOfDelete, type Writer } from '../db/reference';
import { rows, run, sql } from '../db/sql';
import { type Transaction, writeTransaction } from '../db/write';
import { assertCopyTarget } from './rules';

// A speciality entered twice (SPEC §2 "Delete duplicate speciality", decision 0015): copy-spec copies
// its data onto the speciality that stays, del-spec deletes it with every row that belongs only to it.
// One audited transaction each; every row they write is of a faculty of the writer's scope.

const specialityFacultyShape = { id: 'integer', facultyId: 'integer' } as const;

/** Locks the specialities in id order (no deadlock between opposite copies); 404 when one is gone. */
async function lockSpecialities(tx: Transaction, ids: number[]): Promise<Map<number, number>> {
  const locked = await rows(
    tx,
    specialityFacultyShape,
    sql`SELECT id_speciality AS id, id_faculty AS "facultyId" FROM speciality
         WHERE id_speciality IN (${sql.join(
           ids.map((value) => sql`${value}`),
           sql`, `,
         )})
         ORDER BY id_speciality FOR UPDATE`,
  );
  if (locked.length !== new Set(ids).size) throw new AppError('NOT_FOUND', 'recordNotFound');
  return new Map(locked.map((row) => [row.id, row.facultyId]));
}

/**
 * Locks a speciality with the faculty's other bindings of the same speciality name, in id order (two
 * deletes of a pair cannot both see the other one left); answers its faculty and how many others there
 * are. 404 when it is gone.
 */
async function lockSameSpecialities(tx: Transaction, id: number) {
  const same = await rows(
    tx,
    specialityFacultyShape,
    sql`SELECT o.id_speciality AS id, o.id_faculty AS "facultyId"
          FROM speciality o
          JOIN speciality s ON s.id_faculty = o.id_faculty AND s.id_special = o.id_special
         WHERE s.id_speciality = ${id}
         ORDER BY o.id_speciality FOR UPDATE OF o`,
  );
  const own = same.find((row) => row.id === id);
  if (!own) throw new AppError('NOT_FOUND', 'recordNotFound');
  return { facultyId: own.facultyId, siblings: same.length - 1 };
}

/**
 * Whether the faculty's commission for the speciality's name has members: its last binding then stays
 * (sms 6), so that no member sits on a speciality its faculty does not teach (decision 0013's addendum).
 */
async function commissionSits(tx: Transaction, id: number): Promise<boolean> {
  const [row] = await rows(
    tx,
    { sits: 'boolean' },
    sql`SELECT EXISTS (SELECT 1 FROM speciality s
                         JOIN gak_member_speciality m ON m.id_faculty = s.id_faculty AND m.id_special = s.id_special
                        WHERE s.id_speciality = ${id}) AS sits`,
  );
  return row?.sits === true;
}

// A parameter of the source wins where the source has one; the target keeps its own otherwise.
const choices = [
  'id_kafedra',
  'id_qualification',
  'id_licence',
  'id_level',
  'term',
  'id_standart',
  'id_ebe_var',
];
const thresholds = [
  'biology',
  'history',
  'chemistry',
  'physics',
  'english',
  'maths',
  'contract',
  'budget',
].map((subject) => `ort_${subject}`);
const fromSourceOr = (column: string) => sql.raw(`${column} = coalesce(f.${column}, t.${column})`);
const thresholdFromSourceOr = (column: string) =>
  sql.raw(`${column} = CASE WHEN f.${column} > 0 THEN f.${column} ELSE t.${column} END`);

/**
 * Copies a speciality's data onto another of the same faculty: its parameters and grading variant (where
 * it has them), its admission plans (its own year by year), and the name-group bindings, groups and
 * headcounts the target lacks. Nothing of the source changes; nothing of the target is removed.
 */
export async function copySpeciality(database: Database, writer: Writer, fromId: number, toId: number) {
  assertCopyTarget(fromId, toId);
  await writeTransaction(database, writer.id, async (tx) => {
    const faculties = await lockSpecialities(tx, [fromId, toId]);
    if (faculties.get(fromId) !== faculties.get(toId))
      throw new AppError('VALIDATION', 'otherFacultySpeciality');
    assertFacultyInScope(writer, faculties.get(toId));

    await run(
      tx,
      sql`UPDATE speciality t SET
            code_spec = CASE WHEN f.code_spec <> '' THEN f.code_spec ELSE t.code_spec END,
            apprenticeship = f.apprenticeship OR t.apprenticeship,
            ${sql.join([...choices.map(fromSourceOr), ...thresholds.map(thresholdFromSourceOr)], sql`, `)}
          FROM speciality f
         WHERE t.id_speciality = ${toId} AND f.id_speciality = ${fromId}`,
    );
    await run(
      tx,
      sql`INSERT INTO plan_abit (id_speciality, a_year, kol_b, kol_k)
          SELECT ${toId}, a_year, kol_b, kol_k FROM plan_abit WHERE id_speciality = ${fromId}
           ORDER BY a_year
          ON CONFLICT (id_speciality, a_year) DO UPDATE SET kol_b = excluded.kol_b, kol_k = excluded.kol_k`,
    );
    await run(
      tx,
      sql`INSERT INTO com_gspe (id_speciality, id_n_gr, id_sub_gr)
          SELECT ${toId}, id_n_gr, id_sub_gr FROM com_gspe WHERE id_speciality = ${fromId}
           ORDER BY id_com_gspe
          ON CONFLICT (id_speciality, id_n_gr, id_sub_gr) DO NOTHING`,
    );
    // Each source group, with the target's binding of the same name-group and sub-group.
    const pairs = sql`study_group sg
      JOIN com_gspe sc ON sc.id_com_gspe = sg.id_com_gspe AND sc.id_speciality = ${fromId}
      JOIN com_gspe tc ON tc.id_speciality = ${toId} AND tc.id_n_gr = sc.id_n_gr AND tc.id_sub_gr = sc.id_sub_gr`;
    await run(
      tx,
      sql`INSERT INTO study_group (id_com_gspe, id_group_y, dop, ind_name_gr, winter_reception)
          SELECT tc.id_com_gspe, sg.id_group_y, sg.dop, sg.ind_name_gr, sg.winter_reception FROM ${pairs}
           ORDER BY tc.id_com_gspe, sg.id_group_y
          ON CONFLICT (id_com_gspe, id_group_y) DO NOTHING`,
    );
    await run(
      tx,
      sql`INSERT INTO rrnk_gr_kolst (id_group, id_a_year, id_w_s, kol_b, kol_k)
          SELECT tg.id_group, k.id_a_year, k.id_w_s, k.kol_b, k.kol_k
            FROM ${pairs}
            JOIN study_group tg ON tg.id_com_gspe = tc.id_com_gspe AND tg.id_group_y = sg.id_group_y
            JOIN rrnk_gr_kolst k ON k.id_group = sg.id_group
           ORDER BY tg.id_group, k.id_a_year, k.id_w_s
          ON CONFLICT (id_group, id_a_year, id_w_s) DO NOTHING`,
    );
  });
  return false as const;
}

/**
 * Deletes a speciality and what belongs only to it: its headcounts, groups, name-group bindings and
 * admission plans (its name-groups, names and references stay). sms 8; 6 when another row still names it,
 * or when it is the faculty's last binding of a speciality name its commission has members for.
 */
export const deleteSpeciality = (database: Database, writer: Writer, id: number) =>
  smsOfDelete(
    database,
    writer,
    { table: 'speciality', id },
    async (tx) => {
      const { facultyId, siblings } = await lockSameSpecialities(tx, id);
      assertFacultyInScope(writer, facultyId);
      if (siblings === 0 && (await commissionSits(tx, id))) return Sms.NOT_DELETABLE;
      const bindings = sql`SELECT id_com_gspe FROM com_gspe WHERE id_speciality = ${id}`;
      await run(
        tx,
        sql`DELETE FROM rrnk_gr_kolst
             WHERE id_group IN (SELECT id_group FROM study_group WHERE id_com_gspe IN (${bindings}))`,
      );
      await run(tx, sql`DELETE FROM study_group WHERE id_com_gspe IN (${bindings})`);
      await run(tx, sql`DELETE FROM com_gspe WHERE id_speciality = ${id}`);
      await run(tx, sql`DELETE FROM plan_abit WHERE id_speciality = ${id}`);
      await run(tx, sql`DELETE FROM speciality WHERE id_speciality = ${id}`);
      return Sms.DELETED;
    },
    // Refused because its commission sits, the answer names what uses it too (decision 0035).
    true,
  );
