import { yearLabel } from '../../contract/academic-year';
import { Sms, type SmsCode } from '../../contract/sms';
import { AppError, sqlState } from '../core/errors';
import { namesIn } from '../core/messages';
import { type Said, withSaid } from '../core/said';
import { assertFacultyInScope } from '../core/scope';
import type { Database } from '../db/connection';
import { clashOf, UNIQUE_VIOLATION } from '../db/duplicates';
import { groupName } from '../db/group-sql';
import type { Writer } from '../db/reference';
import { firstRow, type RowOf, run, sql } from '../db/sql';
import { type Transaction, writeTransaction } from '../db/write';
import { isPastYear } from './rules';

// The group writes that are not a plain save or delete of one row (decision 0014): binding a name-group to a
// speciality, winter reception and copying a group. One audited transaction each; every row they touch
// is locked first and checked against the writer's faculty scope.

/** Binds a name-group (and sub-group) to a speciality of the same faculty: sms 1, or 3 when bound already. */
export async function bindNameGroup(
  database: Database,
  writer: Writer,
  binding: { specialityId: number; nameGroupId: number; subGroup: number },
): Promise<[{ sms: SmsCode }]> {
  try {
    await writeTransaction(database, writer.id, (tx) => writeBinding(tx, writer, binding));
    return [{ sms: Sms.CREATED }];
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    const columns = {
      id_speciality: binding.specialityId,
      id_n_gr: binding.nameGroupId,
      id_sub_gr: binding.subGroup,
    };
    return withSaid([{ sms: Sms.DUPLICATE }], await clashOf(database, error, { id: -1, columns }));
  }
}

/**
 * bindNameGroup's work inside a transaction of the caller's (an imported group's row, decision 0061): both rows
 * read FOR SHARE, of one faculty, in the writer's scope; a binding there already is a unique violation.
 */
export async function writeBinding(
  tx: Transaction,
  writer: Writer,
  binding: { specialityId: number; nameGroupId: number; subGroup: number },
) {
  const row = await firstRow(
    tx,
    { speciality: 'integer?', nameGroup: 'integer?' },
    sql`SELECT (SELECT id_faculty FROM speciality WHERE id_speciality = ${binding.specialityId} FOR SHARE) AS speciality,
               (SELECT id_faculty FROM n_gr WHERE id_n_gr = ${binding.nameGroupId} FOR SHARE) AS "nameGroup"`,
  );
  if (row?.speciality == null || row.nameGroup == null) throw new AppError('VALIDATION', 'unknownReference');
  if (row.speciality !== row.nameGroup) throw new AppError('VALIDATION', 'otherFaculty');
  assertFacultyInScope(writer, row.speciality);
  await run(
    tx,
    sql`INSERT INTO com_gspe (id_speciality, id_n_gr, id_sub_gr)
        VALUES (${binding.specialityId}, ${binding.nameGroupId}, ${binding.subGroup})`,
  );
}

const lockedGroupShape = {
  year: 'integer',
  facultyId: 'integer',
  dop: 'text',
  individualName: 'boolean',
  winterReception: 'boolean',
} as const;
type LockedGroup = RowOf<typeof lockedGroupShape>;

/** Locks a group and answers what the rules look at; 404 when it is gone, 403 outside the scope. */
async function lockGroup(tx: Transaction, groupId: number, writer: Writer | null): Promise<LockedGroup> {
  const group = await firstRow(
    tx,
    lockedGroupShape,
    sql`SELECT g.id_group_y AS year, s.id_faculty AS "facultyId", g.dop, g.ind_name_gr AS "individualName",
               g.winter_reception AS "winterReception"
          FROM study_group g
          JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
          JOIN speciality s ON s.id_speciality = c.id_speciality
         WHERE g.id_group = ${groupId} FOR UPDATE OF g`,
  );
  if (!group) throw new AppError('NOT_FOUND', 'recordNotFound');
  if (writer) assertFacultyInScope(writer, group.facultyId);
  return group;
}

/**
 * Winter reception (SPEC §8): sms 2 when set; the intake of a past academic year is history, so switching
 * it on there answers 4 and switching it off answers 5 (the checkbox goes back on). Nothing is written then,
 * and the answer says why, naming the group, its speciality and the years (decision 0032).
 */
export async function setWinterReception(
  database: Database,
  writer: Writer,
  groupId: number,
  winterReception: boolean,
  currentYear: number,
): Promise<[{ sms: SmsCode }]> {
  const { sms, said } = await writeTransaction(database, writer.id, async (tx) => {
    const group = await lockGroup(tx, groupId, writer);
    if (group.winterReception !== winterReception && isPastYear(group.year, currentYear)) {
      const key = winterReception ? 'winterReceptionPastOn' : 'winterReceptionPastOff';
      const said: Said = {
        key,
        params: { ...(await groupWords(tx, groupId)), current: yearLabel(currentYear) },
      };
      return { sms: winterReception ? Sms.WINTER_RECEPTION_ERROR : Sms.WINTER_RECEPTION_RESET, said };
    }
    await run(
      tx,
      sql`UPDATE study_group SET winter_reception = ${winterReception} WHERE id_group = ${groupId}`,
    );
    return { sms: Sms.UPDATED, said: undefined };
  });
  return withSaid([{ sms }] as [{ sms: SmsCode }], said);
}

/** A group's name, intake year and speciality, as a refusal about it quotes them. */
async function groupWords(tx: Transaction, groupId: number): Promise<Record<string, string>> {
  const row = await firstRow(
    tx,
    { group: 'text', year: 'integer', code: 'text', ru: 'text', kg: 'text', en: 'text' },
    sql`SELECT ${groupName} AS "group", g.id_group_y AS year, sp.code,
               sp.special AS ru, sp.special_kg AS kg, sp.special_en AS en
          FROM study_group g
          JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
          JOIN n_gr n ON n.id_n_gr = c.id_n_gr
          JOIN speciality s ON s.id_speciality = c.id_speciality
          JOIN special sp ON sp.id_special = s.id_special
         WHERE g.id_group = ${groupId}`,
  );
  if (!row) return {};
  return {
    group: row.group,
    year: yearLabel(row.year),
    code: row.code,
    ...namesIn('special', { ru: row.ru, kg: row.kg, en: row.en }),
  };
}

/**
 * Copies a group's settings onto another group (decision 0014): its addition and individual-name flag,
 * and its winter reception unless the target's year is past (the rule above). sms 2.
 */
export async function copyGroup(
  database: Database,
  writer: Writer,
  fromId: number,
  toId: number,
  currentYear: number,
): Promise<[{ sms: SmsCode }]> {
  if (fromId === toId) throw new AppError('VALIDATION', 'sameGroup');
  await writeTransaction(database, writer.id, async (tx) => {
    // Locked in id order, so two copies between the same groups in opposite directions cannot deadlock.
    const [first, second] = fromId < toId ? [fromId, toId] : [toId, fromId];
    const locked = new Map([
      [first, await lockGroup(tx, first, first === toId ? writer : null)],
      [second, await lockGroup(tx, second, second === toId ? writer : null)],
    ]);
    const source = locked.get(fromId) as LockedGroup;
    const target = locked.get(toId) as LockedGroup;
    const winterReception = isPastYear(target.year, currentYear)
      ? target.winterReception
      : source.winterReception;
    await run(
      tx,
      sql`UPDATE study_group SET dop = ${source.dop}, ind_name_gr = ${source.individualName},
                 winter_reception = ${winterReception}
           WHERE id_group = ${toId}`,
    );
  });
  return [{ sms: Sms.UPDATED }];
}
