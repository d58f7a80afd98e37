import type { CheckRowOf } from '../../contract/checks';
import type { Language } from '../../contract/limits';
import { translate } from '../core/messages';
import { groupName } from '../db/group-sql';
import { type Executor, sql } from '../db/sql';
import { type CheckDay, found, NOT_PLACEHOLDER, nameIn, namesOf } from './found';

// A classroom's capacity (like with like since decision 0058). A room of 0 seats is
// reported, whoever it belongs to. Beyond that a registrar's capacity problem is a group with no room to
// sit in: each full-time group (its study form's oz = 0) of this year's first half-year may use the rooms
// of its department and its faculty's rooms of no department, and for each kind of room among them
// (specifics: lecture hall, computer lab …; a room without specifics is a kind of its own) the largest
// must seat it. Where it does not, that largest room is reported, with the largest such group and how
// many there are. Part-time and distance groups meet in sessions and are not judged; a room of an office
// (no faculty) serves no group's timetable. A smaller room beside a large enough one of its kind is fine.

const shape = {
  id_auditorium: 'integer',
  id_korpus: 'integer',
  number: 'text',
  korpus: 'text',
  korpus_kg: 'text',
  korpus_en: 'text',
  contain: 'float',
  specifics: 'text?',
  specifics_kg: 'text?',
  specifics_en: 'text?',
  id_faculty: 'integer?',
  faculty: 'text?',
  faculty_kg: 'text?',
  faculty_en: 'text?',
  id_group: 'integer?',
  group_name: 'text?',
  group_size: 'integer?',
  /** How many full-time groups the room is the largest of its kind for, and does not seat. */
  groups: 'integer?',
} as const;

export function classroomCapacity(tx: Executor, at: CheckDay) {
  return found(
    tx,
    shape,
    sql`WITH full_time AS (
          SELECT k.id_group, (k.kol_b + k.kol_k)::int AS group_size, s.id_faculty, s.id_kafedra
            FROM rrnk_gr_kolst k
            JOIN study_group g ON g.id_group = k.id_group
            JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
            JOIN speciality s ON s.id_speciality = c.id_speciality
            JOIN f_educ e ON e.id_f_educ = s.id_f_educ
           WHERE k.id_a_year = ${at.year} AND k.id_w_s = 1 AND e.oz = 0 AND ${NOT_PLACEHOLDER}
        ), owned AS (
          -- The largest room of each kind of each owner: a department, or a faculty's rooms of none.
          SELECT DISTINCT ON (a.id_faculty, a.id_kafedra, a.id_specifics) a.id_faculty, a.id_kafedra,
                 a.id_specifics, a.id_auditorium, a.contain, b.korpus, a.number
            FROM auditorium a
            JOIN korpus b ON b.id_korpus = a.id_korpus
           WHERE a.contain > 0 AND a.id_faculty IS NOT NULL
           ORDER BY a.id_faculty, a.id_kafedra, a.id_specifics, a.contain DESC, b.korpus, a.number, a.id_auditorium
        ), largest AS (
          -- Per department of groups (a faculty's groups of none too) and kind, the larger of the
          -- department's and the faculty's: the room each of its groups must fit. Departments, not groups.
          SELECT DISTINCT ON (d.id_faculty, d.id_kafedra, o.id_specifics) d.id_faculty, d.id_kafedra,
                 o.id_auditorium, o.contain
            FROM (SELECT DISTINCT id_faculty, id_kafedra FROM full_time) d
            JOIN owned o ON o.id_faculty = d.id_faculty AND (o.id_kafedra IS NULL OR o.id_kafedra = d.id_kafedra)
           ORDER BY d.id_faculty, d.id_kafedra, o.id_specifics, o.contain DESC, o.korpus, o.number, o.id_auditorium
        ), unseated AS (
          SELECT DISTINCT ON (l.id_auditorium) l.id_auditorium, t.id_group, t.group_size,
                 (count(*) OVER (PARTITION BY l.id_auditorium))::int AS groups
            FROM largest l
            -- coalesce, not IS NOT DISTINCT FROM: an equality the planner can hash (no department is 0).
            JOIN full_time t ON t.id_faculty = l.id_faculty AND coalesce(t.id_kafedra, 0) = coalesce(l.id_kafedra, 0)
                            AND t.group_size > l.contain
           ORDER BY l.id_auditorium, t.group_size DESC, t.id_group
        )
        SELECT a.id_auditorium, a.id_korpus, a.number, b.korpus, b.korpus_kg, b.korpus_en, a.contain::float8 AS contain,
               x.specifics, x.specifics_kg, x.specifics_en,
               a.id_faculty, f.faculty, f.faculty_kg, f.faculty_en,
               u.id_group, ${groupName} AS group_name, u.group_size, u.groups
          FROM auditorium a
          JOIN korpus b ON b.id_korpus = a.id_korpus
          LEFT JOIN specifics x ON x.id_specifics = a.id_specifics
          LEFT JOIN faculty f ON f.id_faculty = a.id_faculty
          LEFT JOIN unseated u ON u.id_auditorium = a.id_auditorium
          LEFT JOIN study_group g ON g.id_group = u.id_group
          LEFT JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
          LEFT JOIN n_gr n ON n.id_n_gr = c.id_n_gr
         WHERE a.contain = 0 OR u.id_auditorium IS NOT NULL`,
    sql`v.korpus, v.id_korpus, v.number, v.id_auditorium`,
  );
}

export type ClassroomViolation = Awaited<ReturnType<typeof classroomCapacity>>['rows'][number];

/**
 * "24 seats (Computer lab; the largest such room of the group's department and faculty), but the
 * full-time group ЭК-1-25 has 38 students planned; 12 full-time groups in all do not fit".
 */
export function sayClassroom(row: ClassroomViolation, lang: Language): CheckRowOf<'classroomCapacity'> {
  let detail = translate('checkCapacityZero', lang);
  if (row.contain > 0 && row.group_size !== null) {
    const kind =
      row.specifics === null
        ? translate('checkCapacityNoSpecifics', lang)
        : nameIn(namesOf(row, 'specifics'), lang);
    detail = translate('checkCapacitySmall', lang, {
      contain: row.contain,
      kind,
      group: row.group_name ?? '',
      size: row.group_size,
    });
    if ((row.groups ?? 0) > 1) detail += translate('checkCapacityGroups', lang, { count: row.groups ?? 0 });
  }
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
