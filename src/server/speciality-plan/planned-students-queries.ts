import * as calls from '../../contract/planned-students';
import { courseIn, groupName } from '../db/group-sql';
import { defineListRead, selectRows } from '../db/list-read';
import { specialNames, specialNamesShape } from '../db/speciality-sql';
import { sql } from '../db/sql';

// The faculty-wide group reads of decision 0015: the courses with groups in a year, the planned students of a
// course's groups, and the groups of an admission year (the rollover's list).

/** The faculty's groups with their study form, as `g`, `c`, `n`, `s` and `f`. */
const STUDYING = sql.raw(`study_group g
  JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
  JOIN n_gr n ON n.id_n_gr = c.id_n_gr
  JOIN speciality s ON s.id_speciality = c.id_speciality
  JOIN f_educ f ON f.id_f_educ = s.id_f_educ`);
/** Group g is in a course of its study form in academic year `year`. */
const inCourse = (year: number) => sql`${courseIn(year)} BETWEEN 1 AND coalesce(f.max_rate_id, 10)`;

export const facultyCourses = defineListRead(calls.facultyCourses, {
  tables: ['rate', 'study_group', 'com_gspe', 'speciality', 'f_educ'],
  load: selectRows(
    { id_rate: 'integer', label: 'text', label_kg: 'text', label_en: 'text' },
    ({
      year,
      facultyId,
    }: {
      year: number;
      facultyId: number;
    }) => sql`SELECT r.id_rate::int AS id_rate, r.name AS label, r.name_kg AS label_kg, r.name_en AS label_en
         FROM rate r
        WHERE r.id_rate IN (SELECT ${courseIn(year)} FROM ${STUDYING}
                             WHERE s.id_faculty = ${facultyId} AND ${inCourse(year)})
        ORDER BY r.id_rate`,
  ),
});

const headcountShape = {
  id_rrnk_gr_kolst: 'integer',
  id_group: 'integer',
  group_name: 'text',
  kol_b: 'integer',
  kol_k: 'integer',
  rowVersion: 'integer',
} as const;

/**
 * Every group of the course, with its headcounts of the year and half-year; a group without them yet
 * reads as 0 with id -1, and its first save creates them (decision 0015).
 */
export const headcounts = defineListRead(calls.headcounts, {
  tables: ['rrnk_gr_kolst', 'study_group', 'com_gspe', 'n_gr', 'speciality', 'f_educ'],
  load: selectRows(
    headcountShape,
    (at: {
      year: number;
      halfYear: number;
      course: number;
      facultyId: number;
    }) => sql`SELECT coalesce(k.id_rrnk_gr_kolst, -1) AS id_rrnk_gr_kolst, g.id_group, ${groupName} AS group_name,
              coalesce(k.kol_b, 0)::int AS kol_b, coalesce(k.kol_k, 0)::int AS kol_k,
              coalesce(k.row_version, 0) AS "rowVersion"
         FROM ${STUDYING}
         LEFT JOIN rrnk_gr_kolst k ON k.id_group = g.id_group AND k.id_a_year = ${at.year} AND k.id_w_s = ${at.halfYear}
        WHERE s.id_faculty = ${at.facultyId} AND ${courseIn(at.year)} = ${at.course}::int AND ${inCourse(at.year)}
        ORDER BY group_name, g.id_group`,
  ),
});

const yearGroupShape = {
  id_com_gspe: 'integer',
  id_group: 'integer',
  group_name: 'text',
  id_speciality: 'integer',
  ...specialNamesShape,
  f_educ: 'text',
  f_educ_kg: 'text',
  f_educ_en: 'text',
  next_exists: 'boolean',
} as const;

export const facultyYearGroups = defineListRead(calls.facultyYearGroups, {
  tables: ['study_group', 'com_gspe', 'n_gr', 'speciality', 'special', 'f_educ'],
  load: selectRows(
    yearGroupShape,
    ({
      year,
      facultyId,
    }: {
      year: number;
      facultyId: number;
    }) => sql`SELECT g.id_com_gspe, g.id_group, ${groupName} AS group_name, c.id_speciality, ${specialNames},
              f.f_educ, f.f_educ_kg, f.f_educ_en,
              EXISTS (SELECT 1 FROM study_group x
                       WHERE x.id_com_gspe = g.id_com_gspe AND x.id_group_y = ${year}::int + 1) AS next_exists
         FROM study_group g
         JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
         JOIN n_gr n ON n.id_n_gr = c.id_n_gr
         JOIN speciality s ON s.id_speciality = c.id_speciality
         JOIN special p ON p.id_special = s.id_special
         JOIN f_educ f ON f.id_f_educ = s.id_f_educ
        WHERE s.id_faculty = ${facultyId} AND g.id_group_y = ${year}
        ORDER BY group_name, g.id_group`,
  ),
});
