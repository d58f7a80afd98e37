import * as calls from '../../contract/structure';
import type { Database } from '../db/connection';
import { courseIn, GROUP_NAME } from '../db/group-sql';
import { defineListRead } from '../db/list-read';

// The reads of the educational-structure screen (issue 11), in the row shapes of SPEC §3, each with the
// tables it reads: its cached answers last until one of them changes (decision 0009).

const COURSE = courseIn('$1');

export const ministries = defineListRead(calls.ministries, {
  name: 'ministries',
  tables: ['ministry'],
  load: (database) =>
    database.query('SELECT id_ministry, name, name_kg, name_en FROM ministry ORDER BY id_ministry'),
});

export const universities = defineListRead(calls.universities, {
  name: 'universities',
  tables: ['vuz'],
  load: (database, { ministryId }: { ministryId: number }) =>
    database.query(
      `SELECT id_vuz, id_ministry, v1, v1_k, v1_en, v2, v2_k, v2_en, adres, adres_kg, adres_en, glava, tel,
              nomer_licen, coalesce(to_char(date_licen, 'YYYY-MM-DD'), '') AS date_licen, mail,
              row_version AS "rowVersion"
         FROM vuz WHERE id_ministry = $1 ORDER BY v1, id_vuz`,
      [ministryId],
    ),
});

export const faculties = defineListRead(calls.faculties, {
  name: 'university-faculties',
  tables: ['faculty'],
  load: (database, { universityId }: { universityId: number }) =>
    database.query(
      `SELECT id_faculty, id_vuz, short_faculty, short_faculty_kg, short_faculty_en, faculty, faculty_kg,
              faculty_en, n_director AS "nDirector", row_version AS "rowVersion"
         FROM faculty WHERE id_vuz = $1 ORDER BY faculty, id_faculty`,
      [universityId],
    ),
});

export const facultyDirections = defineListRead(calls.facultyDirections, {
  name: 'faculty-directions',
  tables: ['speciality', 'direction'],
  load: (database, { facultyId }: { facultyId: number }) =>
    database.query(
      `SELECT d.id_direction, d.code, d.direction, d.direction_kg, d.direction_en
         FROM direction d
        WHERE EXISTS (SELECT 1 FROM speciality s WHERE s.id_direction = d.id_direction AND s.id_faculty = $1)
        ORDER BY d.code, d.id_direction`,
      [facultyId],
    ),
});

export const facultyStudyForms = defineListRead(calls.facultyStudyForms, {
  name: 'faculty-study-forms',
  tables: ['speciality', 'f_educ'],
  load: (database, { facultyId, directionId }: { facultyId: number; directionId: number }) =>
    database.query(
      `SELECT f.id_f_educ, f.short_name, f.f_educ, f.f_educ_kg, f.f_educ_en
         FROM f_educ f
        WHERE EXISTS (SELECT 1 FROM speciality s
                       WHERE s.id_f_educ = f.id_f_educ AND s.id_faculty = $1 AND s.id_direction = $2)
        ORDER BY f.id_f_educ`,
      [facultyId, directionId],
    ),
});

export const facultySpecialities = defineListRead(calls.facultySpecialities, {
  name: 'faculty-specialities',
  tables: ['speciality', 'special'],
  load: (
    database,
    { facultyId, directionId, studyFormId }: { facultyId: number; directionId: number; studyFormId: number },
  ) =>
    database.query(
      `SELECT s.id_speciality, s.id_special, p.code AS "p25-1", p.special AS "p25-2", p.special_kg AS p25_kg,
              p.special_en AS p25_en, s.trimester, s.phd::int AS "Phd"
         FROM speciality s JOIN special p ON p.id_special = s.id_special
        WHERE s.id_faculty = $1 AND s.id_direction = $2 AND s.id_f_educ = $3
        ORDER BY p.code, s.id_speciality`,
      [facultyId, directionId, studyFormId],
    ),
});

export const trimesterSetting = defineListRead(calls.trimesterSetting, {
  name: 'trimester-setting',
  tables: ['app_setting'],
  load: (database) =>
    database.query(
      `SELECT coalesce((SELECT value FROM app_setting WHERE name = 'trimester'), 0) AS trimester`,
    ),
});

export const specialityNameGroups = defineListRead(calls.specialityNameGroups, {
  name: 'speciality-name-groups',
  tables: ['n_gr', 'com_gspe', 'speciality'],
  load: (
    database,
    { facultyId, specialId, studyFormId }: { facultyId: number; specialId: number; studyFormId: number },
  ) =>
    database.query(
      `SELECT n.id_n_gr, n.n_gr, n.row_version AS "rowVersion"
         FROM n_gr n
        WHERE EXISTS (SELECT 1 FROM com_gspe c JOIN speciality s ON s.id_speciality = c.id_speciality
                       WHERE c.id_n_gr = n.id_n_gr AND s.id_faculty = $1 AND s.id_special = $2
                         AND s.id_f_educ = $3)
        ORDER BY n.n_gr, n.id_n_gr`,
      [facultyId, specialId, studyFormId],
    ),
});

export const facultyNameGroups = defineListRead(calls.facultyNameGroups, {
  name: 'faculty-name-groups',
  tables: ['n_gr'],
  load: (database, { facultyId }: { facultyId: number }) =>
    database.query(
      `SELECT id_n_gr, n_gr, row_version AS "rowVersion" FROM n_gr WHERE id_faculty = $1
        ORDER BY n_gr, id_n_gr`,
      [facultyId],
    ),
});

export const subGroups = defineListRead(calls.subGroups, {
  name: 'sub-groups',
  tables: ['com_gspe', 'n_gr'],
  load: (database, { specialityId, nameGroupId }: { specialityId: number; nameGroupId: number }) =>
    database.query(
      `SELECT c.id_com_gspe, c.id_sub_gr::int AS "idSubGr",
              n.n_gr || CASE WHEN c.id_sub_gr > 0 THEN '-' || c.id_sub_gr ELSE '' END AS label
         FROM com_gspe c JOIN n_gr n ON n.id_n_gr = c.id_n_gr
        WHERE c.id_speciality = $1 AND c.id_n_gr = $2
        ORDER BY c.id_sub_gr`,
      [specialityId, nameGroupId],
    ),
});

export const groupYears = defineListRead(calls.groupYears, {
  name: 'group-years',
  tables: ['a_year'],
  load: (database) =>
    database.query('SELECT id_a_year::int AS id_group_y, label FROM a_year ORDER BY id_a_year'),
});

export const bindingGroups = defineListRead(calls.bindingGroups, {
  name: 'binding-groups',
  tables: ['study_group', 'a_year', 'com_gspe', 'n_gr'],
  load: (database, { bindingId }: { bindingId: number }) =>
    database.query(
      `SELECT g.id_group, g.id_group_y::int AS id_group_y, y.label, ${GROUP_NAME} AS group_name, g.dop,
              g.winter_reception, g.ind_name_gr, g.row_version AS "rowVersion"
         FROM study_group g
         JOIN a_year y ON y.id_a_year = g.id_group_y
         JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
         JOIN n_gr n ON n.id_n_gr = c.id_n_gr
        WHERE g.id_com_gspe = $1
        ORDER BY g.id_group_y`,
      [bindingId],
    ),
});

export const specialityCourses = defineListRead(calls.specialityCourses, {
  name: 'speciality-courses',
  tables: ['rate', 'speciality', 'f_educ'],
  load: (database, { specialityId }: { specialityId: number }) =>
    database.query(
      `SELECT r.id_rate::int AS id_rate, r.name AS label, r.name_kg AS label_kg, r.name_en AS label_en
         FROM rate r
         JOIN speciality s ON s.id_speciality = $1
         JOIN f_educ f ON f.id_f_educ = s.id_f_educ
        WHERE r.id_rate <= coalesce(f.max_rate_id, 10)
        ORDER BY r.id_rate`,
      [specialityId],
    ),
});

export const specialityGroups = defineListRead(calls.specialityGroups, {
  name: 'speciality-groups',
  tables: ['study_group', 'com_gspe', 'n_gr', 'a_year', 'speciality', 'f_educ'],
  load: (
    database,
    { academicYear, course, specialityId }: { academicYear: number; course: number; specialityId: number },
  ) =>
    database.query(
      `SELECT g.id_group, g.id_com_gspe, c.id_n_gr, c.id_sub_gr::int AS id_sub_gr, g.id_group_y::int AS id_group_y,
              ${GROUP_NAME} AS group_name, y.label AS year_label, ${COURSE} AS course,
              coalesce(f.max_rate_id, 10)::int AS max_course, g.dop, g.winter_reception, g.ind_name_gr,
              g.row_version AS "rowVersion"
         FROM study_group g
         JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
         JOIN n_gr n ON n.id_n_gr = c.id_n_gr
         JOIN a_year y ON y.id_a_year = g.id_group_y
         JOIN speciality s ON s.id_speciality = c.id_speciality
         JOIN f_educ f ON f.id_f_educ = s.id_f_educ
        WHERE c.id_speciality = $2 AND ($3::int = 0 OR ${COURSE} = $3::int)
        ORDER BY ${COURSE}, n.n_gr, c.id_sub_gr, g.id_group`,
      [academicYear, specialityId, course],
    ),
});

export const academicYears = defineListRead(calls.academicYears, {
  name: 'academic-years',
  tables: ['a_year'],
  load: (database) =>
    database.query('SELECT id_a_year::int AS id_a_year, label FROM a_year ORDER BY id_a_year'),
});

export const halfYears = defineListRead(calls.halfYears, {
  name: 'half-years',
  tables: ['w_s'],
  load: (database) =>
    database.query('SELECT id_w_s::int AS id_w_s, name, name_kg, name_en FROM w_s ORDER BY id_w_s'),
});

/** Up to two faculty ids: enough to tell whether there is only one (decision 0032). */
export async function facultyIds(database: Database): Promise<number[]> {
  const rows = await database.query<{ id_faculty: number }>(
    'SELECT id_faculty FROM faculty ORDER BY id_faculty LIMIT 2',
  );
  return rows.map((row) => row.id_faculty);
}
