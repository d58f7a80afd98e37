import type { CheckRowOf } from '../../contract/checks';
import type { Language } from '../../contract/limits';
import { specialityName } from '../../contract/speciality-name';
import { translate } from '../core/messages';
import { type Executor, sql } from '../db/sql';
import { type CheckDay, found, nameIn, namesOf } from './found';

// A commission has exactly one holder of each single role: one chair and one secretary (member_type
// single, migration 0015). A faculty's commission is its members holding a term today (begun,
// and not ended: `until` is the first day without it, decision 0031); a speciality's commission, its
// members. Only commissions with members are judged.

const shape = {
  id_faculty: 'integer',
  /** 0 for the faculty's own commission. */
  id_special: 'integer',
  faculty: 'text',
  faculty_kg: 'text',
  faculty_en: 'text',
  code: 'text?',
  special: 'text?',
  special_kg: 'text?',
  special_en: 'text?',
  /** The single roles not held by exactly one member, in the roles' order, and how many hold each. */
  role: 'text[]',
  role_kg: 'text[]',
  role_en: 'text[]',
  holders: 'integer[]',
} as const;

export function commissionRoles(tx: Executor, at: CheckDay) {
  return found(
    tx,
    shape,
    sql`WITH present AS (
          SELECT h.id_faculty, 0 AS id_special, h.id_member_type
            FROM gak_member_history h
           WHERE h.since <= ${at.day}::date AND (h.until IS NULL OR h.until > ${at.day}::date)
          UNION ALL
          SELECT m.id_faculty, m.id_special, m.id_member_type FROM gak_member_speciality m
        ), held AS (
          SELECT id_faculty, id_special, id_member_type, count(*)::int AS holders
            FROM present GROUP BY id_faculty, id_special, id_member_type
        ), commission AS (
          SELECT DISTINCT id_faculty, id_special FROM present
        )
        SELECT c.id_faculty, c.id_special, f.faculty, f.faculty_kg, f.faculty_en, sp.code, sp.special,
               sp.special_kg, sp.special_en,
               array_agg(t.member_type ORDER BY t.sort_order, t.id_member_type) AS role,
               array_agg(t.member_type_kg ORDER BY t.sort_order, t.id_member_type) AS role_kg,
               array_agg(t.member_type_en ORDER BY t.sort_order, t.id_member_type) AS role_en,
               array_agg(coalesce(h.holders, 0) ORDER BY t.sort_order, t.id_member_type) AS holders
          FROM commission c
          JOIN member_type t ON t.single
          LEFT JOIN held h ON h.id_faculty = c.id_faculty AND h.id_special = c.id_special
                          AND h.id_member_type = t.id_member_type
          JOIN faculty f ON f.id_faculty = c.id_faculty
          LEFT JOIN special sp ON sp.id_special = c.id_special
         WHERE coalesce(h.holders, 0) <> 1
         GROUP BY c.id_faculty, c.id_special, f.faculty, f.faculty_kg, f.faculty_en, sp.code, sp.special,
                  sp.special_kg, sp.special_en`,
    sql`v.faculty, v.id_faculty, v.id_special <> 0, v.code, v.id_special`,
  );
}

export type CommissionViolation = Awaited<ReturnType<typeof commissionRoles>>['rows'][number];

/** "no one holds the role "Secretary"; 2 people hold the role "Chair"". */
export function sayCommission(row: CommissionViolation, lang: Language): CheckRowOf<'commissionRoles'> {
  const roles = { ru: row.role, kg: row.role_kg, en: row.role_en };
  const detail = row.holders
    .map((holders, index) => {
      const role = nameIn(
        { ru: roles.ru[index] ?? '', kg: roles.kg[index] ?? '', en: roles.en[index] ?? '' },
        lang,
      );
      return holders === 0
        ? translate('checkRoleMissing', lang, { role })
        : translate('checkRoleDoubled', lang, { role, count: holders });
    })
    .join('; ');
  const speciality =
    row.id_special === 0
      ? null
      : specialityName({ code: row.code ?? '', name: nameIn(namesOf(row, 'special'), lang) });
  return {
    check: 'commissionRoles',
    idFaculty: row.id_faculty,
    idSpecial: row.id_special === 0 ? null : row.id_special,
    record:
      speciality === null
        ? translate('checkFacultyCommission', lang)
        : translate('checkSpecialityCommission', lang, { speciality }),
    faculty: nameIn(namesOf(row, 'faculty'), lang),
    detail,
  };
}
