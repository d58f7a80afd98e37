import { sql } from 'drizzle-orm';
import type {
  CommissionFacultyRow,
  FacultyMemberRow,
  FacultySpecialRow,
  MemberTypeRow,
  PastFacultyMemberRow,
  SpecialityMemberRow,
} from '../../contract/commission';
import { AppError } from '../core/errors';
import { defineListRead } from '../db/list-read';
import { rowsOf, type Transaction } from '../db/write';
import type { Clash, FilledMember, HistoryRow, SpecialityTeaching } from './rules';

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
                 to_char(m.since, 'YYYY-MM-DD') AS since, to_char(m.until, 'YYYY-MM-DD') AS until`;

/**
 * A faculty's commission as it is on `day`: the terms not ended by then (held that day, or starting
 * later), in the order of roles, then by start. The day is part of the answer's key: a new day is a new
 * answer, so a term ending at midnight leaves the list without a write.
 */
export const facultyMembers = defineListRead<{ facultyId: number; day: string }, FacultyMemberRow>({
  name: 'faculty-commission',
  tables: ['gak_member_history', 'member_type'],
  load: (database, { facultyId, day }) =>
    database.query(
      `SELECT ${HISTORY}
         FROM gak_member_history m JOIN member_type t ON t.id_member_type = m.id_member_type
        WHERE m.id_faculty = $1 AND (m.until IS NULL OR m.until > $2::date)
        ORDER BY t.sort_order, m.since, m.member_name, m.id_gak_member_history`,
      [facultyId, day],
    ),
});

/** Every row a faculty's commission has had, the latest taken role first. */
export const pastFacultyMembers = defineListRead<{ facultyId: number }, PastFacultyMemberRow>({
  name: 'faculty-commission-history',
  tables: ['gak_member_history', 'member_type'],
  load: (database, { facultyId }) =>
    database.query(
      `SELECT ${HISTORY}
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

/** What a member's term would be: its role (and whether one person at most holds it), name, and days. */
export interface Term {
  typeId: number;
  single: boolean;
  name: string;
  /** The faculty's terms only (yyyy-mm-dd); a speciality's commission has no days. */
  since?: string;
  until?: string | null;
}

/**
 * The first clash of a term in its commission, other than the rows `exclude` (the row being changed):
 * the holder of its role when one person holds it at a time, else a member of the same name (whatever
 * the case), in a term that overlaps it. The holder of the role comes first, then the earliest term.
 */
export async function clashOf(
  tx: Transaction,
  seat: Seat,
  term: Term,
  exclude: number,
): Promise<Clash | undefined> {
  const sameRole = sql`(m.id_member_type = ${term.typeId} AND ${term.single})`;
  const rivals = sql`(${sameRole} OR lower(m.member_name) = lower(${term.name}))`;
  const found = rowsOf<{ holder: string; role: boolean; ru: string; kg: string; en: string }>(
    await tx.execute(
      seat.specialId === undefined
        ? sql`SELECT m.member_name AS holder, ${sameRole} AS role,
                     t.member_type AS ru, t.member_type_kg AS kg, t.member_type_en AS en
                FROM gak_member_history m JOIN member_type t ON t.id_member_type = m.id_member_type
               WHERE m.id_faculty = ${seat.facultyId} AND m.id_gak_member_history <> ${exclude}
                 AND (m.until IS NULL OR m.until > ${term.since}::date)
                 AND (${term.until ?? null}::date IS NULL OR m.since < ${term.until ?? null}::date)
                 AND ${rivals}
               ORDER BY ${sameRole} DESC, m.since, m.id_gak_member_history LIMIT 1`
        : sql`SELECT m.member_name AS holder, ${sameRole} AS role,
                     t.member_type AS ru, t.member_type_kg AS kg, t.member_type_en AS en
                FROM gak_member_speciality m JOIN member_type t ON t.id_member_type = m.id_member_type
               WHERE m.id_faculty = ${seat.facultyId} AND m.id_special = ${seat.specialId}
                 AND m.id_gak_member_speciality <> ${exclude} AND ${rivals}
               ORDER BY ${sameRole} DESC, m.id_gak_member_speciality LIMIT 1`,
    ),
  );
  const [row] = found;
  return (
    row && {
      kind: row.role ? 'role' : 'name',
      holder: row.holder,
      role: { ru: row.ru, kg: row.kg, en: row.en },
    }
  );
}

/** The faculty of a member's term, unlocked: the commission to lock before the row (404 when gone). */
export async function facultyOfMember(tx: Transaction, id: number): Promise<number> {
  const [row] = rowsOf<{ facultyId: number }>(
    await tx.execute(
      sql`SELECT id_faculty AS "facultyId" FROM gak_member_history WHERE id_gak_member_history = ${id}`,
    ),
  );
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound');
  return row.facultyId;
}

/** A faculty member's term (locked by the caller) as the history rules read it. */
export async function historyRow(tx: Transaction, id: number): Promise<HistoryRow> {
  const [row] = rowsOf<HistoryRow>(
    await tx.execute(
      sql`SELECT id_faculty AS "facultyId", id_member_type AS "typeId", member_name AS name,
                 to_char(since, 'YYYY-MM-DD') AS since, to_char(until, 'YYYY-MM-DD') AS until
            FROM gak_member_history WHERE id_gak_member_history = ${id}`,
    ),
  );
  return row as HistoryRow;
}

/** A member's term in the faculty's commission starts on `since`. */
export const insertFacultyMember = (
  tx: Transaction,
  facultyId: number,
  member: FilledMember,
  since: string,
) =>
  tx.execute(
    sql`INSERT INTO gak_member_history (id_faculty, id_member_type, member_name, title, since)
        VALUES (${facultyId}, ${member.typeId}, ${member.name}, ${member.title}, ${since}::date)`,
  );

export const updateFacultyMember = (tx: Transaction, id: number, facultyId: number, member: FilledMember) =>
  tx.execute(
    sql`UPDATE gak_member_history
           SET id_faculty = ${facultyId}, id_member_type = ${member.typeId}, member_name = ${member.name},
               title = ${member.title}
         WHERE id_gak_member_history = ${id}`,
  );

/** The member's term stops on `until`; the row stays as history. */
export const closeFacultyMember = (tx: Transaction, id: number, until: string) =>
  tx.execute(sql`UPDATE gak_member_history SET until = ${until}::date WHERE id_gak_member_history = ${id}`);

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
