import type { CheckRowOf } from '../../contract/checks';
import type { Language } from '../../contract/limits';
import { translate } from '../core/messages';
import { groupName } from '../db/group-sql';
import { type Executor, sql } from '../db/sql';
import { type CheckDay, found, nameIn, namesOf } from './found';

// A classroom must seat its faculty's largest group (issue 31): one of 0 seats, or with fewer seats than
// the most students (budget and contract) a group of its faculty has planned this year in the first
// half-year, is reported with that group. A room of no faculty is judged only for its 0 seats.

const shape = {
  id_auditorium: 'integer',
  id_korpus: 'integer',
  number: 'text',
  korpus: 'text',
  korpus_kg: 'text',
  korpus_en: 'text',
  contain: 'float',
  id_faculty: 'integer?',
  faculty: 'text?',
  faculty_kg: 'text?',
  faculty_en: 'text?',
  id_group: 'integer?',
  group_name: 'text?',
  group_size: 'integer?',
} as const;

export function classroomCapacity(tx: Executor, at: CheckDay) {
  return found(
    tx,
    shape,
    sql`WITH largest AS (
          SELECT DISTINCT ON (s.id_faculty) s.id_faculty, g.id_group, ${groupName} AS group_name,
                 (k.kol_b + k.kol_k)::int AS group_size
            FROM rrnk_gr_kolst k
            JOIN study_group g ON g.id_group = k.id_group
            JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
            JOIN n_gr n ON n.id_n_gr = c.id_n_gr
            JOIN speciality s ON s.id_speciality = c.id_speciality
           WHERE k.id_a_year = ${at.year} AND k.id_w_s = 1
           ORDER BY s.id_faculty, k.kol_b + k.kol_k DESC, g.id_group
        )
        SELECT a.id_auditorium, a.id_korpus, a.number, b.korpus, b.korpus_kg, b.korpus_en, a.contain::float8 AS contain,
               a.id_faculty, f.faculty, f.faculty_kg, f.faculty_en,
               CASE WHEN a.contain > 0 THEN l.id_group END AS id_group,
               CASE WHEN a.contain > 0 THEN l.group_name END AS group_name,
               CASE WHEN a.contain > 0 THEN l.group_size END AS group_size
          FROM auditorium a
          JOIN korpus b ON b.id_korpus = a.id_korpus
          LEFT JOIN faculty f ON f.id_faculty = a.id_faculty
          LEFT JOIN largest l ON l.id_faculty = a.id_faculty
         WHERE a.contain = 0 OR a.contain < l.group_size`,
    sql`v.korpus, v.id_korpus, v.number, v.id_auditorium`,
  );
}

export type ClassroomViolation = Awaited<ReturnType<typeof classroomCapacity>>['rows'][number];

/** "24 seats, but the faculty's largest group ЭК-1-25 has 38 students planned". */
export function sayClassroom(row: ClassroomViolation, lang: Language): CheckRowOf<'classroomCapacity'> {
  const detail =
    row.contain === 0 || row.group_size === null
      ? translate('checkCapacityZero', lang)
      : translate('checkCapacitySmall', lang, {
          contain: row.contain,
          group: row.group_name ?? '',
          size: row.group_size,
        });
  return {
    check: 'classroomCapacity',
    idKorpus: row.id_korpus,
    idAuditorium: row.id_auditorium,
    idFaculty: row.id_faculty,
    contain: row.contain,
    idGroup: row.id_group,
    groupSize: row.group_size,
    record: `${row.number}, ${nameIn(namesOf(row, 'korpus'), lang)}`,
    faculty: row.faculty === null ? null : nameIn(namesOf(row, 'faculty'), lang),
    detail,
  };
}
