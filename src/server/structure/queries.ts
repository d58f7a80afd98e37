import * as calls from '../../contract/structure';
import type { Database } from '../db/connection';
import { courseIn, groupName } from '../db/group-sql';
import { defineListRead, selectRows } from '../db/list-read';
import { type SpecialityPlace, specialNames, specialNamesShape, taughtAt } from '../db/speciality-sql';
import { rows, sql } from '../db/sql';

// The reads of the educational-structure screen (decision 0014), in the row shapes of SPEC §3, each with the
// tables it reads: its cached answers last until one of them changes (decision 0009).

export const ministries = defineListRead(calls.ministries, {
  tables: ['ministry'],
  load: selectRows(
    { id_ministry: 'integer', name: 'text', name_kg: 'text', name_en: 'text' },
    () => sql`SELECT id_ministry, name, name_kg, name_en FROM ministry ORDER BY id_ministry`,
  ),
});

const universityShape = {
  id_vuz: 'integer',
  id_ministry: 'integer',
  v1: 'text',
  v1_k: 'text',
  v1_en: 'text',
  v2: 'text',
  v2_k: 'text',
  v2_en: 'text',
  adres: 'text',
  adres_kg: 'text',
  adres_en: 'text',
  glava: 'text',
  tel: 'text',
  nomer_licen: 'text',
  date_licen: 'text',
  mail: 'text',
  rowVersion: 'integer',
} as const;

export const universities = defineListRead(calls.universities, {
  tables: ['vuz'],
  load: selectRows(
    universityShape,
    ({
      ministryId,
    }: {
      ministryId: number;
    }) => sql`SELECT id_vuz, id_ministry, v1, v1_k, v1_en, v2, v2_k, v2_en, adres, adres_kg, adres_en, glava, tel,
              nomer_licen, coalesce(to_char(date_licen, 'YYYY-MM-DD'), '') AS date_licen, mail,
              row_version AS "rowVersion"
         FROM vuz WHERE id_ministry = ${ministryId} ORDER BY v1, id_vuz`,
  ),
});

const facultyShape = {
  id_faculty: 'integer',
  id_vuz: 'integer',
  short_faculty: 'text',
  short_faculty_kg: 'text',
  short_faculty_en: 'text',
  faculty: 'text',
  faculty_kg: 'text',
  faculty_en: 'text',
  nDirector: 'text',
  rowVersion: 'integer',
} as const;

export const faculties = defineListRead(calls.faculties, {
  tables: ['faculty'],
  load: selectRows(
    facultyShape,
    ({
      universityId,
    }: {
      universityId: number;
    }) => sql`SELECT id_faculty, id_vuz, short_faculty, short_faculty_kg, short_faculty_en, faculty, faculty_kg,
              faculty_en, n_director AS "nDirector", row_version AS "rowVersion"
         FROM faculty WHERE id_vuz = ${universityId} ORDER BY faculty, id_faculty`,
  ),
});

export const facultyDirections = defineListRead(calls.facultyDirections, {
  tables: ['speciality', 'direction'],
  load: selectRows(
    {
      id_direction: 'integer',
      code: 'text',
      direction: 'text',
      direction_kg: 'text',
      direction_en: 'text',
    },
    ({
      facultyId,
    }: {
      facultyId: number;
    }) => sql`SELECT d.id_direction, d.code, d.direction, d.direction_kg, d.direction_en
         FROM direction d
        WHERE EXISTS (SELECT 1 FROM speciality s
                       WHERE s.id_direction = d.id_direction AND s.id_faculty = ${facultyId})
        ORDER BY d.code, d.id_direction`,
  ),
});

export const facultyStudyForms = defineListRead(calls.facultyStudyForms, {
  tables: ['speciality', 'f_educ'],
  load: selectRows(
    { id_f_educ: 'integer', short_name: 'text', f_educ: 'text', f_educ_kg: 'text', f_educ_en: 'text' },
    ({
      facultyId,
      directionId,
    }: {
      facultyId: number;
      directionId: number;
    }) => sql`SELECT f.id_f_educ, f.short_name, f.f_educ, f.f_educ_kg, f.f_educ_en
         FROM f_educ f
        WHERE EXISTS (SELECT 1 FROM speciality s
                       WHERE s.id_f_educ = f.id_f_educ AND s.id_faculty = ${facultyId}
                         AND s.id_direction = ${directionId})
        ORDER BY f.id_f_educ`,
  ),
});

const facultySpecialityShape = {
  id_speciality: 'integer',
  id_special: 'integer',
  ...specialNamesShape,
  trimester: 'boolean',
  Phd: 'integer',
} as const;

export const facultySpecialities = defineListRead(calls.facultySpecialities, {
  tables: ['speciality', 'special'],
  load: selectRows(
    facultySpecialityShape,
    (
      place: SpecialityPlace,
    ) => sql`SELECT s.id_speciality, s.id_special, ${specialNames}, s.trimester, s.phd::int AS "Phd"
         FROM speciality s JOIN special p ON p.id_special = s.id_special
        WHERE ${taughtAt(place)}
        ORDER BY p.code, s.id_speciality`,
  ),
});

export const trimesterSetting = defineListRead(calls.trimesterSetting, {
  tables: ['app_setting'],
  load: selectRows(
    { trimester: 'integer' },
    () => sql`SELECT coalesce((SELECT value FROM app_setting WHERE name = 'trimester'), 0) AS trimester`,
  ),
});

const nameGroupShape = { id_n_gr: 'integer', n_gr: 'text', rowVersion: 'integer' } as const;

export const specialityNameGroups = defineListRead(calls.specialityNameGroups, {
  tables: ['n_gr', 'com_gspe', 'speciality'],
  load: selectRows(
    nameGroupShape,
    ({
      facultyId,
      specialId,
      studyFormId,
    }: {
      facultyId: number;
      specialId: number;
      studyFormId: number;
    }) => sql`SELECT n.id_n_gr, n.n_gr, n.row_version AS "rowVersion"
         FROM n_gr n
        WHERE EXISTS (SELECT 1 FROM com_gspe c JOIN speciality s ON s.id_speciality = c.id_speciality
                       WHERE c.id_n_gr = n.id_n_gr AND s.id_faculty = ${facultyId} AND s.id_special = ${specialId}
                         AND s.id_f_educ = ${studyFormId})
        ORDER BY n.n_gr, n.id_n_gr`,
  ),
});

export const facultyNameGroups = defineListRead(calls.facultyNameGroups, {
  tables: ['n_gr'],
  load: selectRows(
    nameGroupShape,
    ({
      facultyId,
    }: {
      facultyId: number;
    }) => sql`SELECT id_n_gr, n_gr, row_version AS "rowVersion" FROM n_gr WHERE id_faculty = ${facultyId}
        ORDER BY n_gr, id_n_gr`,
  ),
});

export const subGroups = defineListRead(calls.subGroups, {
  tables: ['com_gspe', 'n_gr'],
  load: selectRows(
    { id_com_gspe: 'integer', idSubGr: 'integer', label: 'text' },
    ({
      specialityId,
      nameGroupId,
    }: {
      specialityId: number;
      nameGroupId: number;
    }) => sql`SELECT c.id_com_gspe, c.id_sub_gr::int AS "idSubGr",
              n.n_gr || CASE WHEN c.id_sub_gr > 0 THEN '-' || c.id_sub_gr ELSE '' END AS label
         FROM com_gspe c JOIN n_gr n ON n.id_n_gr = c.id_n_gr
        WHERE c.id_speciality = ${specialityId} AND c.id_n_gr = ${nameGroupId}
        ORDER BY c.id_sub_gr`,
  ),
});

export const groupYears = defineListRead(calls.groupYears, {
  tables: ['a_year'],
  load: selectRows(
    { id_group_y: 'integer', label: 'text' },
    () => sql`SELECT id_a_year::int AS id_group_y, label FROM a_year ORDER BY id_a_year`,
  ),
});

const bindingGroupShape = {
  id_group: 'integer',
  id_group_y: 'integer',
  label: 'text',
  group_name: 'text',
  dop: 'text',
  winter_reception: 'boolean',
  ind_name_gr: 'boolean',
  rowVersion: 'integer',
} as const;

export const bindingGroups = defineListRead(calls.bindingGroups, {
  tables: ['study_group', 'a_year', 'com_gspe', 'n_gr'],
  load: selectRows(
    bindingGroupShape,
    ({
      bindingId,
    }: {
      bindingId: number;
    }) => sql`SELECT g.id_group, g.id_group_y::int AS id_group_y, y.label, ${groupName} AS group_name, g.dop,
              g.winter_reception, g.ind_name_gr, g.row_version AS "rowVersion"
         FROM study_group g
         JOIN a_year y ON y.id_a_year = g.id_group_y
         JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
         JOIN n_gr n ON n.id_n_gr = c.id_n_gr
        WHERE g.id_com_gspe = ${bindingId}
        ORDER BY g.id_group_y`,
  ),
});

const courseShape = { id_rate: 'integer', label: 'text', label_kg: 'text', label_en: 'text' } as const;

export const specialityCourses = defineListRead(calls.specialityCourses, {
  tables: ['rate', 'speciality', 'f_educ'],
  load: selectRows(
    courseShape,
    ({
      specialityId,
    }: {
      specialityId: number;
    }) => sql`SELECT r.id_rate::int AS id_rate, r.name AS label, r.name_kg AS label_kg, r.name_en AS label_en
         FROM rate r
         JOIN speciality s ON s.id_speciality = ${specialityId}
         JOIN f_educ f ON f.id_f_educ = s.id_f_educ
        WHERE r.id_rate <= coalesce(f.max_rate_id, 10)
        ORDER BY r.id_rate`,
  ),
});

const specialityGroupShape = {
  id_group: 'integer',
  id_com_gspe: 'integer',
  id_n_gr: 'integer',
  id_sub_gr: 'integer',
  id_group_y: 'integer',
  group_name: 'text',
  year_label: 'text',
  course: 'integer',
  max_course: 'integer',
  dop: 'text',
  winter_reception: 'boolean',
  ind_name_gr: 'boolean',
  rowVersion: 'integer',
} as const;

export const specialityGroups = defineListRead(calls.specialityGroups, {
  tables: ['study_group', 'com_gspe', 'n_gr', 'a_year', 'speciality', 'f_educ'],
  load: selectRows(
    specialityGroupShape,
    ({
      academicYear,
      course,
      specialityId,
    }: {
      academicYear: number;
      course: number;
      specialityId: number;
    }) => sql`SELECT g.id_group, g.id_com_gspe, c.id_n_gr, c.id_sub_gr::int AS id_sub_gr, g.id_group_y::int AS id_group_y,
              ${groupName} AS group_name, y.label AS year_label, ${courseIn(academicYear)} AS course,
              coalesce(f.max_rate_id, 10)::int AS max_course, g.dop, g.winter_reception, g.ind_name_gr,
              g.row_version AS "rowVersion"
         FROM study_group g
         JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
         JOIN n_gr n ON n.id_n_gr = c.id_n_gr
         JOIN a_year y ON y.id_a_year = g.id_group_y
         JOIN speciality s ON s.id_speciality = c.id_speciality
         JOIN f_educ f ON f.id_f_educ = s.id_f_educ
        WHERE c.id_speciality = ${specialityId} AND (${course}::int = 0 OR ${courseIn(academicYear)} = ${course}::int)
        ORDER BY ${courseIn(academicYear)}, n.n_gr, c.id_sub_gr, g.id_group`,
  ),
});

export const academicYears = defineListRead(calls.academicYears, {
  tables: ['a_year'],
  load: selectRows(
    { id_a_year: 'integer', label: 'text' },
    () => sql`SELECT id_a_year::int AS id_a_year, label FROM a_year ORDER BY id_a_year`,
  ),
});

export const halfYears = defineListRead(calls.halfYears, {
  tables: ['w_s'],
  load: selectRows(
    { id_w_s: 'integer', name: 'text', name_kg: 'text', name_en: 'text' },
    () => sql`SELECT id_w_s::int AS id_w_s, name, name_kg, name_en FROM w_s ORDER BY id_w_s`,
  ),
});

/** Up to two faculty ids: enough to tell whether there is only one (decision 0032). */
export async function facultyIds(database: Database): Promise<number[]> {
  const found = await rows(
    database,
    { id_faculty: 'integer' },
    sql`SELECT id_faculty FROM faculty ORDER BY id_faculty LIMIT 2`,
  );
  return found.map((row) => row.id_faculty);
}
