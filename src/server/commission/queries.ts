import * as calls from '../../contract/commission';
import { AppError } from '../core/errors';
import { defineListRead, selectRows } from '../db/list-read';
import { firstRow, rows, run, sql } from '../db/sql';
import type { Transaction } from '../db/write';
import type { Clash, FilledMember, HistoryRow, SpecialityTeaching } from './rules';

// The reads of the commission screens (decision 0022), in the row shapes of the contract, each with the tables
// it reads: its cached answers last until one of them changes (decision 0009). Then the statements of the
// saves, run in their transactions (writes.ts).

const memberTypeShape = {
  id_member_type: 'integer',
  member_type: 'text',
  member_type_kg: 'text',
  member_type_en: 'text',
  single: 'boolean',
} as const;

export const memberTypes = defineListRead(calls.memberTypes, {
  tables: ['member_type'],
  load: selectRows(
    memberTypeShape,
    () => sql`SELECT id_member_type, member_type, member_type_kg, member_type_en, single
            FROM member_type ORDER BY sort_order, id_member_type`,
  ),
});

const facultyShape = {
  id_faculty: 'integer',
  'p23-1': 'text',
  'p23-1_kg': 'text',
  'p23-1_en': 'text',
} as const;

export const faculties = defineListRead(calls.commissionFaculties, {
  tables: ['faculty'],
  load: selectRows(
    facultyShape,
    ({
      universityId,
    }: {
      universityId: number;
    }) => sql`SELECT id_faculty, faculty AS "p23-1", faculty_kg AS "p23-1_kg", faculty_en AS "p23-1_en"
            FROM faculty WHERE id_vuz = ${universityId} ORDER BY faculty, id_faculty`,
  ),
});

const facultySpecialShape = {
  id_special: 'integer',
  code: 'text',
  special: 'text',
  special_kg: 'text',
  special_en: 'text',
} as const;

/** The specialities a faculty teaches: bound to it (table speciality) in any direction and study form. */
export const facultySpecials = defineListRead(calls.facultySpecials, {
  tables: ['speciality', 'special'],
  load: selectRows(
    facultySpecialShape,
    ({
      facultyId,
    }: {
      facultyId: number;
    }) => sql`SELECT p.id_special, p.code, p.special, p.special_kg, p.special_en
            FROM special p
           WHERE EXISTS (SELECT 1 FROM speciality s WHERE s.id_special = p.id_special AND s.id_faculty = ${facultyId})
           ORDER BY p.code, p.id_special`,
  ),
});

// What a member row of either table answers, its role named in three languages (m: the member row).
const MEMBER = sql`m.member_name, m.id_member_type, t.member_type, t.member_type_kg, t.member_type_en, m.title,
                   m.row_version AS "rowVersion"`;
const memberShape = {
  member_name: 'text',
  id_member_type: 'integer',
  member_type: 'text',
  member_type_kg: 'text',
  member_type_en: 'text',
  title: 'text',
  rowVersion: 'integer',
} as const;

const specialityMemberShape = { id_GAK_member_speciality: 'integer', ...memberShape } as const;

export const specialityMembers = defineListRead(calls.specialityMembers, {
  tables: ['gak_member_speciality', 'member_type'],
  load: selectRows(
    specialityMemberShape,
    ({
      facultyId,
      specialId,
    }: {
      facultyId: number;
      specialId: number;
    }) => sql`SELECT m.id_gak_member_speciality AS "id_GAK_member_speciality", ${MEMBER}
            FROM gak_member_speciality m JOIN member_type t ON t.id_member_type = m.id_member_type
           WHERE m.id_faculty = ${facultyId} AND m.id_special = ${specialId}
           ORDER BY t.sort_order, m.member_name, m.id_gak_member_speciality`,
  ),
});

const HISTORY = sql`m.id_gak_member_history AS "id_GAK_member_History", ${MEMBER},
                    to_char(m.since, 'YYYY-MM-DD') AS since, to_char(m.until, 'YYYY-MM-DD') AS until`;
const historyShape = {
  id_GAK_member_History: 'integer',
  ...memberShape,
  since: 'text',
  until: 'text?',
} as const;

/**
 * A faculty's commission as it is on `day`: the terms not ended by then (held that day, or starting
 * later), in the order of roles, then by start. The day is part of the answer's key: a new day is a new
 * answer, so a term ending at midnight leaves the list without a write.
 */
export const facultyMembers = defineListRead(calls.facultyMembers, {
  tables: ['gak_member_history', 'member_type'],
  load: selectRows(
    historyShape,
    ({ facultyId, day }: { facultyId: number; day: string }) => sql`SELECT ${HISTORY}
            FROM gak_member_history m JOIN member_type t ON t.id_member_type = m.id_member_type
           WHERE m.id_faculty = ${facultyId} AND (m.until IS NULL OR m.until > ${day}::date)
           ORDER BY t.sort_order, m.since, m.member_name, m.id_gak_member_history`,
  ),
});

/** Every row a faculty's commission has had, the latest taken role first. */
export const pastFacultyMembers = defineListRead(calls.pastFacultyMembers, {
  tables: ['gak_member_history', 'member_type'],
  load: selectRows(
    historyShape,
    ({ facultyId }: { facultyId: number }) => sql`SELECT ${HISTORY}
            FROM gak_member_history m JOIN member_type t ON t.id_member_type = m.id_member_type
           WHERE m.id_faculty = ${facultyId}
           ORDER BY m.since DESC, t.sort_order, m.member_name, m.id_gak_member_history DESC`,
  ),
});

/**
 * Locks a faculty's commissions (its own and its specialities') until the transaction ends: saves into
 * one queue, so a role held by one person cannot be given twice at once. FOR NO KEY UPDATE leaves rows
 * referring to the faculty free to be written. 400 when there is no such faculty.
 */
export async function lockCommission(tx: Transaction, facultyId: number) {
  const faculty = await firstRow(
    tx,
    { locked: 'integer' },
    sql`SELECT 1 AS locked FROM faculty WHERE id_faculty = ${facultyId} FOR NO KEY UPDATE`,
  );
  if (!faculty) throw new AppError('VALIDATION', 'unknownReference');
}

/** A role and whether one person at most holds it; 400 when there is no such role. */
export async function memberType(tx: Transaction, typeId: number) {
  const type = await firstRow(
    tx,
    { single: 'boolean' },
    sql`SELECT single FROM member_type WHERE id_member_type = ${typeId}`,
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
  const bindings = await rows(
    tx,
    { bound: 'integer' },
    sql`SELECT 1 AS bound FROM speciality WHERE id_faculty = ${seat.facultyId} AND id_special = ${seat.specialId}
         FOR SHARE`,
  );
  if (bindings.length > 0) return { taught: true };
  const row = await firstRow(
    tx,
    { sRu: 'text', sKg: 'text', sEn: 'text', fRu: 'text', fKg: 'text', fEn: 'text' },
    sql`SELECT p.code || ' ' || p.special AS "sRu",
               p.code || ' ' || coalesce(nullif(p.special_kg, ''), p.special) AS "sKg",
               p.code || ' ' || coalesce(nullif(p.special_en, ''), p.special) AS "sEn",
               f.faculty AS "fRu", f.faculty_kg AS "fKg", f.faculty_en AS "fEn"
          FROM special p, faculty f
         WHERE p.id_special = ${seat.specialId} AND f.id_faculty = ${seat.facultyId}`,
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
  const row = await firstRow(
    tx,
    { holder: 'text', role: 'boolean', ru: 'text', kg: 'text', en: 'text' },
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
  );
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
  const row = await firstRow(
    tx,
    { facultyId: 'integer' },
    sql`SELECT id_faculty AS "facultyId" FROM gak_member_history WHERE id_gak_member_history = ${id}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound');
  return row.facultyId;
}

/** A faculty member's term (locked by the caller) as the history rules read it. */
export async function historyRow(tx: Transaction, id: number): Promise<HistoryRow> {
  const row = await firstRow(
    tx,
    { facultyId: 'integer', typeId: 'integer', name: 'text', since: 'text', until: 'text?' },
    sql`SELECT id_faculty AS "facultyId", id_member_type AS "typeId", member_name AS name,
               to_char(since, 'YYYY-MM-DD') AS since, to_char(until, 'YYYY-MM-DD') AS until
          FROM gak_member_history WHERE id_gak_member_history = ${id}`,
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
  run(
    tx,
    sql`INSERT INTO gak_member_history (id_faculty, id_member_type, member_name, title, since)
        VALUES (${facultyId}, ${member.typeId}, ${member.name}, ${member.title}, ${since}::date)`,
  );

export const updateFacultyMember = (tx: Transaction, id: number, facultyId: number, member: FilledMember) =>
  run(
    tx,
    sql`UPDATE gak_member_history
           SET id_faculty = ${facultyId}, id_member_type = ${member.typeId}, member_name = ${member.name},
               title = ${member.title}
         WHERE id_gak_member_history = ${id}`,
  );

/** The member's term stops on `until`; the row stays as history. */
export const closeFacultyMember = (tx: Transaction, id: number, until: string) =>
  run(tx, sql`UPDATE gak_member_history SET until = ${until}::date WHERE id_gak_member_history = ${id}`);

export const deleteFacultyMember = (tx: Transaction, id: number) =>
  run(tx, sql`DELETE FROM gak_member_history WHERE id_gak_member_history = ${id}`);

export const insertSpecialityMember = (tx: Transaction, seat: Required<Seat>, member: FilledMember) =>
  run(
    tx,
    sql`INSERT INTO gak_member_speciality (id_faculty, id_special, id_member_type, member_name, title)
        VALUES (${seat.facultyId}, ${seat.specialId}, ${member.typeId}, ${member.name}, ${member.title})`,
  );

export const updateSpecialityMember = (
  tx: Transaction,
  id: number,
  seat: Required<Seat>,
  member: FilledMember,
) =>
  run(
    tx,
    sql`UPDATE gak_member_speciality
           SET id_faculty = ${seat.facultyId}, id_special = ${seat.specialId}, id_member_type = ${member.typeId},
               member_name = ${member.name}, title = ${member.title}
         WHERE id_gak_member_speciality = ${id}`,
  );
