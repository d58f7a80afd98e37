import { sql } from 'drizzle-orm';
import type {
  CommissionFacultyRow,
  FacultyMemberRow,
  FacultySpecialRow,
  MemberTypeRow,
  PastFacultyMemberRow,
  SpecialityMemberRow,
} from '../../contract/commission';
import { defineListRead } from '../db/list-read';
import { rowsOf, type Transaction } from '../db/write';
import { AppError } from '../http/errors';
import type { FilledMember, HistoryRow, SpecialityTeaching } from './rules';

// The reads of the commission screens (issue 14), in the row shapes of the contract, each with the tables
// it reads: its cached answers last until one of them changes (decision 0009). Then the statements of the
// saves, run in their transactions (writes.ts).

export const memberTypes = defineListRead<undefined, MemberTypeRow>({
  name: 'member-types',
  tables: ['member_type'],
  load: (database) =>
    database.query(
      `SELECT id_member_type, member_type, member_type_kg, member_type_en, single
         FROM member_type ORDER BY sort_order, id_member_type`,
    ),
});

export const faculties = defineListRead<{ universityId: number }, CommissionFacultyRow>({
  name: 'commission-faculties',
  tables: ['faculty'],
  load: (database, { universityId }) =>
    database.query(
      `SELECT id_faculty, faculty AS "p23-1", faculty_kg AS "p23-1_kg", faculty_en AS "p23-1_en"
         FROM faculty WHERE id_vuz = $1 ORDER BY faculty, id_faculty`,
      [universityId],
    ),
});

/** The specialities a faculty teaches: bound to it (table speciality) in any direction and study form. */
export const facultySpecials = defineListRead<{ facultyId: number }, FacultySpecialRow>({
  name: 'commission-faculty-specials',
  tables: ['speciality', 'special'],
  load: (database, { facultyId }) =>
    database.query(
      `SELECT p.id_special, p.code, p.special, p.special_kg, p.special_en
         FROM special p
        WHERE EXISTS (SELECT 1 FROM speciality s WHERE s.id_special = p.id_special AND s.id_faculty = $1)
        ORDER BY p.code, p.id_special`,
      [facultyId],
    ),
});

// What a member row of either table answers, its role named in three languages (m: the member row).
const MEMBER = `m.member_name, m.id_member_type, t.member_type, t.member_type_kg, t.member_type_en, m.title,
                m.row_version AS "rowVersion"`;

export const specialityMembers = defineListRead<
  { facultyId: number; specialId: number },
  SpecialityMemberRow
>({
  name: 'speciality-commission',
  tables: ['gak_member_speciality', 'member_type'],
  load: (database, { facultyId, specialId }) =>
    database.query(
      `SELECT m.id_gak_member_speciality AS "id_GAK_member_speciality", ${MEMBER}
         FROM gak_member_speciality m JOIN member_type t ON t.id_member_type = m.id_member_type
        WHERE m.id_faculty = $1 AND m.id_special = $2
        ORDER BY t.sort_order, m.member_name, m.id_gak_member_speciality`,
      [facultyId, specialId],
    ),
});

const HISTORY = `m.id_gak_member_history AS "id_GAK_member_History", ${MEMBER},
                 to_char(m.since, 'YYYY-MM-DD') AS since`;

/** A faculty's commission as it is: its present members (until not set), in the order of roles. */
export const facultyMembers = defineListRead<{ facultyId: number }, FacultyMemberRow>({
  name: 'faculty-commission',
  tables: ['gak_member_history', 'member_type'],
  load: (database, { facultyId }) =>
    database.query(
      `SELECT ${HISTORY}
         FROM gak_member_history m JOIN member_type t ON t.id_member_type = m.id_member_type
        WHERE m.id_faculty = $1 AND m.until IS NULL
        ORDER BY t.sort_order, m.member_name, m.id_gak_member_history`,
      [facultyId],
    ),
});

/** Every row a faculty's commission has had, the latest taken role first. */
export const pastFacultyMembers = defineListRead<{ facultyId: number }, PastFacultyMemberRow>({
  name: 'faculty-commission-history',
  tables: ['gak_member_history', 'member_type'],
  load: (database, { facultyId }) =>
    database.query(
      `SELECT ${HISTORY}, to_char(m.until, 'YYYY-MM-DD') AS until
         FROM gak_member_history m JOIN member_type t ON t.id_member_type = m.id_member_type
        WHERE m.id_faculty = $1
        ORDER BY m.since DESC, t.sort_order, m.member_name, m.id_gak_member_history DESC`,
      [facultyId],
    ),
});

/**
 * Locks a faculty's commissions (its own and its specialities') until the transaction ends: saves into
 * one queue, so a role held by one person cannot be given twice at once. FOR NO KEY UPDATE leaves rows
 * referring to the faculty free to be written. 400 when there is no such faculty.
 */
export async function lockCommission(tx: Transaction, facultyId: number) {
  const [faculty] = rowsOf(
    await tx.execute(sql`SELECT 1 FROM faculty WHERE id_faculty = ${facultyId} FOR NO KEY UPDATE`),
  );
  if (!faculty) throw new AppError('VALIDATION', 'unknownReference');
}

/** A role and whether one person at most holds it; 400 when there is no such role. */
export async function memberType(tx: Transaction, typeId: number) {
  const [type] = rowsOf<{ single: boolean }>(
    await tx.execute(sql`SELECT single FROM member_type WHERE id_member_type = ${typeId}`),
  );
  if (!type) throw new AppError('VALIDATION', 'unknownReference');
  return type;
}

/** Where a member sits: the faculty's commission, or with `specialId` its commission for a speciality. */
export interface Seat {
  facultyId: number;
  specialId?: number;
}

/**
 * Whether the seat's faculty teaches its speciality. Its bindings of the speciality are read FOR SHARE, so
 * that the last one cannot be deleted before the save commits (del-spec then sees the member and keeps
 * it). Undefined when the speciality does not exist (the faculty is locked already).
 */
export async function specialityTeaching(
  tx: Transaction,
  seat: Required<Seat>,
): Promise<SpecialityTeaching | undefined> {
  const bindings = rowsOf(
    await tx.execute(
      sql`SELECT 1 FROM speciality WHERE id_faculty = ${seat.facultyId} AND id_special = ${seat.specialId}
           FOR SHARE`,
    ),
  );
  if (bindings.length > 0) return { taught: true };
  const [row] = rowsOf<Record<'sRu' | 'sKg' | 'sEn' | 'fRu' | 'fKg' | 'fEn', string>>(
    await tx.execute(
      sql`SELECT p.code || ' ' || p.special AS "sRu",
                 p.code || ' ' || coalesce(nullif(p.special_kg, ''), p.special) AS "sKg",
                 p.code || ' ' || coalesce(nullif(p.special_en, ''), p.special) AS "sEn",
                 f.faculty AS "fRu", f.faculty_kg AS "fKg", f.faculty_en AS "fEn"
            FROM special p, faculty f
           WHERE p.id_special = ${seat.specialId} AND f.id_faculty = ${seat.facultyId}`,
    ),
  );
  return (
    row && {
      taught: false,
      speciality: { ru: row.sRu, kg: row.sKg, en: row.sEn },
      faculty: { ru: row.fRu, kg: row.fKg, en: row.fEn },
    }
  );
}

/** How many other present members of the commission hold the role (`memberId`: the row being saved). */
export async function otherHolders(tx: Transaction, seat: Seat, typeId: number, memberId: number) {
  const [row] = rowsOf<{ count: number }>(
    await tx.execute(
      seat.specialId === undefined
        ? sql`SELECT count(*)::int AS count FROM gak_member_history
               WHERE id_faculty = ${seat.facultyId} AND id_member_type = ${typeId} AND until IS NULL
                 AND id_gak_member_history <> ${memberId}`
        : sql`SELECT count(*)::int AS count FROM gak_member_speciality
               WHERE id_faculty = ${seat.facultyId} AND id_special = ${seat.specialId}
                 AND id_member_type = ${typeId} AND id_gak_member_speciality <> ${memberId}`,
    ),
  );
  return row?.count ?? 0;
}

/** A faculty member's row (locked by the caller) as the history rules read it. */
export async function historyRow(tx: Transaction, id: number): Promise<HistoryRow> {
  const [row] = rowsOf<HistoryRow>(
    await tx.execute(
      sql`SELECT id_faculty AS "facultyId", id_member_type AS "typeId", until IS NOT NULL AS closed,
                 since >= CURRENT_DATE AS "startedToday"
            FROM gak_member_history WHERE id_gak_member_history = ${id}`,
    ),
  );
  return row as HistoryRow;
}

/** A member joins the faculty's commission today. */
export const insertFacultyMember = (tx: Transaction, facultyId: number, member: FilledMember) =>
  tx.execute(
    sql`INSERT INTO gak_member_history (id_faculty, id_member_type, member_name, title, since)
        VALUES (${facultyId}, ${member.typeId}, ${member.name}, ${member.title}, CURRENT_DATE)`,
  );

export const updateFacultyMember = (tx: Transaction, id: number, facultyId: number, member: FilledMember) =>
  tx.execute(
    sql`UPDATE gak_member_history
           SET id_faculty = ${facultyId}, id_member_type = ${member.typeId}, member_name = ${member.name},
               title = ${member.title}
         WHERE id_gak_member_history = ${id}`,
  );

/** The member leaves the role today; the row stays as history. */
export const closeFacultyMember = (tx: Transaction, id: number) =>
  tx.execute(sql`UPDATE gak_member_history SET until = CURRENT_DATE WHERE id_gak_member_history = ${id}`);

export const deleteFacultyMember = (tx: Transaction, id: number) =>
  tx.execute(sql`DELETE FROM gak_member_history WHERE id_gak_member_history = ${id}`);

export const insertSpecialityMember = (tx: Transaction, seat: Required<Seat>, member: FilledMember) =>
  tx.execute(
    sql`INSERT INTO gak_member_speciality (id_faculty, id_special, id_member_type, member_name, title)
        VALUES (${seat.facultyId}, ${seat.specialId}, ${member.typeId}, ${member.name}, ${member.title})`,
  );

export const updateSpecialityMember = (
  tx: Transaction,
  id: number,
  seat: Required<Seat>,
  member: FilledMember,
) =>
  tx.execute(
    sql`UPDATE gak_member_speciality
           SET id_faculty = ${seat.facultyId}, id_special = ${seat.specialId}, id_member_type = ${member.typeId},
               member_name = ${member.name}, title = ${member.title}
         WHERE id_gak_member_speciality = ${id}`,
  );
