import type { Database } from '../db/connection';
import { courseIn, groupName } from '../db/group-sql';
import { firstRow, type RowOf, rows, sql } from '../db/sql';
import type { Transaction } from '../db/write';

// The university's structure as its files hold it (decision 0061): every speciality its faculties teach, and
// every group with its planned students of a half-year, read for the export and the import; and the rows
// an imported row finds or makes on its way (a licence, a name-group, a binding, a group, its numbers).

const specialityShape = {
  id_speciality: 'integer',
  id_faculty: 'integer',
  id_direction: 'integer',
  id_special: 'integer',
  id_f_educ: 'integer',
  id_kafedra: 'integer?',
  id_level: 'integer?',
  id_qualification: 'integer?',
  faculty: 'text',
  faculty_kg: 'text',
  faculty_en: 'text',
  direction: 'text',
  code: 'text',
  special: 'text',
  special_kg: 'text',
  special_en: 'text',
  f_educ: 'text',
  f_educ_kg: 'text',
  f_educ_en: 'text',
  department: 'text?',
  department_kg: 'text?',
  department_en: 'text?',
  level: 'text?',
  level_kg: 'text?',
  level_en: 'text?',
  qualification: 'text?',
  qualification_kg: 'text?',
  qualification_en: 'text?',
  term: 'float?',
  standard: 'integer?',
  resolution: 'text?',
  resolution_beg: 'date?',
  resolution_end: 'date?',
  supplement: 'text?',
  row_version: 'integer',
} as const;
export type StructureSpeciality = RowOf<typeof specialityShape>;

/** Every speciality the university's faculties teach, with its parameters and licence. */
export const universitySpecialities = (database: Database, universityId: number) =>
  rows(
    database,
    specialityShape,
    sql`SELECT s.id_speciality, s.id_faculty, s.id_direction, s.id_special, s.id_f_educ, s.id_kafedra,
               s.id_level, s.id_qualification,
               fa.short_faculty AS faculty, fa.short_faculty_kg AS faculty_kg, fa.short_faculty_en AS faculty_en,
               d.code AS direction, p.code, p.special, p.special_kg, p.special_en,
               f.f_educ, f.f_educ_kg, f.f_educ_en,
               k.f1 AS department, k.f1_kg AS department_kg, k.f1_en AS department_en,
               l.name_level AS level, l.name_level_kg AS level_kg, l.name_level_en AS level_en,
               q.name_qualification AS qualification, q.name_qualification_kg AS qualification_kg,
               q.name_qualification_en AS qualification_en,
               s.term::float8 AS term, s.id_standart::int AS standard,
               li.resolution, li.resolution_beg, li.resolution_end, li.supplement, s.row_version
          FROM speciality s
          JOIN faculty fa ON fa.id_faculty = s.id_faculty
          JOIN direction d ON d.id_direction = s.id_direction
          JOIN special p ON p.id_special = s.id_special
          JOIN f_educ f ON f.id_f_educ = s.id_f_educ
          LEFT JOIN kafedra k ON k.id_kafedra = s.id_kafedra
          LEFT JOIN level l ON l.id_level = s.id_level
          LEFT JOIN qualification q ON q.id_qualification = s.id_qualification
          LEFT JOIN licence li ON li.id_licence = s.id_licence
         WHERE fa.id_vuz = ${universityId}
         ORDER BY fa.short_faculty, d.code, p.code, f.f_educ, s.id_speciality`,
  );

const groupShape = {
  id_group: 'integer',
  id_speciality: 'integer',
  faculty: 'text',
  faculty_kg: 'text',
  faculty_en: 'text',
  direction: 'text',
  code: 'text',
  f_educ: 'text',
  f_educ_kg: 'text',
  f_educ_en: 'text',
  name_group: 'text',
  sub_group: 'integer',
  year: 'integer',
  year_label: 'text',
  course: 'integer',
  group_name: 'text',
  dop: 'text',
  kol_b: 'integer?',
  kol_k: 'integer?',
  row_version: 'integer',
} as const;
export type StructureGroup = RowOf<typeof groupShape>;

/**
 * Every group of the university, with its planned students of the year's half-year (none yet: null), its
 * course in that year; its version counts its numbers' changes too (both only grow).
 */
export const universityGroups = (
  database: Database,
  at: { universityId: number; year: number; halfYear: number },
) =>
  rows(
    database,
    groupShape,
    sql`SELECT g.id_group, s.id_speciality,
               fa.short_faculty AS faculty, fa.short_faculty_kg AS faculty_kg, fa.short_faculty_en AS faculty_en,
               d.code AS direction, p.code, f.f_educ, f.f_educ_kg, f.f_educ_en,
               n.n_gr AS name_group, c.id_sub_gr::int AS sub_group, g.id_group_y::int AS year,
               y.label AS year_label, ${courseIn(at.year)}::int AS course, ${groupName} AS group_name, g.dop,
               k.kol_b::int AS kol_b, k.kol_k::int AS kol_k,
               g.row_version + coalesce(k.row_version, 0) AS row_version
          FROM study_group g
          JOIN a_year y ON y.id_a_year = g.id_group_y
          JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
          JOIN n_gr n ON n.id_n_gr = c.id_n_gr
          JOIN speciality s ON s.id_speciality = c.id_speciality
          JOIN faculty fa ON fa.id_faculty = s.id_faculty
          JOIN direction d ON d.id_direction = s.id_direction
          JOIN special p ON p.id_special = s.id_special
          JOIN f_educ f ON f.id_f_educ = s.id_f_educ
          LEFT JOIN rrnk_gr_kolst k ON k.id_group = g.id_group AND k.id_a_year = ${at.year} AND k.id_w_s = ${at.halfYear}
         WHERE fa.id_vuz = ${at.universityId}
         ORDER BY fa.short_faculty, d.code, p.code, f.f_educ, n.n_gr, c.id_sub_gr, g.id_group_y, g.id_group`,
  );

/** The specialities of the university by their faculty, direction, speciality name and form. */
export const specialityKeys = (database: Database, universityId: number) =>
  rows(
    database,
    {
      id_speciality: 'integer',
      id_faculty: 'integer',
      id_direction: 'integer',
      id_special: 'integer',
      id_f_educ: 'integer',
    },
    sql`SELECT s.id_speciality, s.id_faculty, s.id_direction, s.id_special, s.id_f_educ
          FROM speciality s JOIN faculty fa ON fa.id_faculty = s.id_faculty
         WHERE fa.id_vuz = ${universityId}`,
  );

/** The university's departments, each with its faculty. */
export const universityDepartments = (database: Database, universityId: number) =>
  rows(
    database,
    { id_kafedra: 'integer', id_faculty: 'integer', f1: 'text', f1_kg: 'text', f1_en: 'text', sn_f1: 'text' },
    sql`SELECT k.id_kafedra, k.id_faculty, k.f1, k.f1_kg, k.f1_en, k.sn_f1
          FROM kafedra k JOIN faculty fa ON fa.id_faculty = k.id_faculty
         WHERE fa.id_vuz = ${universityId}`,
  );

/** The university's faculties by every name, short and full. */
export const universityFaculties = (database: Database, universityId: number) =>
  rows(
    database,
    {
      id_faculty: 'integer',
      short_faculty: 'text',
      short_faculty_kg: 'text',
      short_faculty_en: 'text',
      faculty: 'text',
      faculty_kg: 'text',
      faculty_en: 'text',
    },
    sql`SELECT id_faculty, short_faculty, short_faculty_kg, short_faculty_en, faculty, faculty_kg, faculty_en
          FROM faculty WHERE id_vuz = ${universityId}`,
  );

// ---- What an imported row finds or makes, inside its transaction ----------------------------------------

/** A licence by its resolution and supplement (as a registrar writes them: case and spaces aside). */
export const licenceNamed = (tx: Transaction, resolution: string, supplement: string) =>
  firstRow(
    tx,
    { id: 'integer', begin: 'date', end: 'date', version: 'integer' },
    sql`SELECT id_licence AS id, resolution_beg AS begin, resolution_end AS "end", row_version AS version
          FROM licence
         WHERE lower(btrim(resolution)) = lower(btrim(${resolution}))
           AND lower(btrim(supplement)) = lower(btrim(${supplement}))
         ORDER BY id_licence LIMIT 1`,
  );

/** A faculty's speciality by its direction, name and form. */
export const specialityBound = (
  tx: Transaction,
  at: { facultyId: number; directionId: number; specialId: number; formId: number },
) =>
  firstRow(
    tx,
    { id: 'integer' },
    sql`SELECT id_speciality AS id FROM speciality
         WHERE id_faculty = ${at.facultyId} AND id_direction = ${at.directionId}
           AND id_special = ${at.specialId} AND id_f_educ = ${at.formId}`,
  );

/** A speciality's parameters the file does not give, and its version, as its parameters save takes them. */
export const specialityKept = (tx: Transaction, specialityId: number) =>
  firstRow(
    tx,
    {
      facultyId: 'integer',
      codeSpec: 'text',
      apprenticeship: 'boolean',
      ortBiology: 'integer',
      ortHistory: 'integer',
      ortChemistry: 'integer',
      ortPhysics: 'integer',
      ortEnglish: 'integer',
      ortMaths: 'integer',
      ortContract: 'integer',
      ortBudget: 'integer',
      version: 'integer',
    },
    sql`SELECT id_faculty AS "facultyId", code_spec AS "codeSpec", apprenticeship,
               ort_biology::int AS "ortBiology", ort_history::int AS "ortHistory",
               ort_chemistry::int AS "ortChemistry", ort_physics::int AS "ortPhysics",
               ort_english::int AS "ortEnglish", ort_maths::int AS "ortMaths",
               ort_contract::int AS "ortContract", ort_budget::int AS "ortBudget", row_version AS version
          FROM speciality WHERE id_speciality = ${specialityId}`,
  );

/** A faculty's name-group by its name, whatever its case. */
export const nameGroupNamed = (tx: Transaction, facultyId: number, name: string) =>
  firstRow(
    tx,
    { id: 'integer' },
    sql`SELECT id_n_gr AS id FROM n_gr WHERE id_faculty = ${facultyId} AND lower(n_gr) = lower(${name})`,
  );

/** A name-group's binding (with a sub-group) to a speciality. */
export const bindingOf = (tx: Transaction, specialityId: number, nameGroupId: number, subGroup: number) =>
  firstRow(
    tx,
    { id: 'integer' },
    sql`SELECT id_com_gspe AS id FROM com_gspe
         WHERE id_speciality = ${specialityId} AND id_n_gr = ${nameGroupId} AND id_sub_gr = ${subGroup}`,
  );

/** A binding's group of an admission year. */
export const groupOfYear = (tx: Transaction, bindingId: number, year: number) =>
  firstRow(
    tx,
    { id: 'integer', dop: 'text', individual: 'boolean', version: 'integer' },
    sql`SELECT id_group AS id, dop, ind_name_gr AS individual, row_version AS version
          FROM study_group WHERE id_com_gspe = ${bindingId} AND id_group_y = ${year}`,
  );

/** A group's planned students of a year's half-year. */
export const headcountOf = (tx: Transaction, groupId: number, year: number, halfYear: number) =>
  firstRow(
    tx,
    { id: 'integer', budget: 'integer', contract: 'integer', version: 'integer' },
    sql`SELECT id_rrnk_gr_kolst AS id, kol_b::int AS budget, kol_k::int AS contract, row_version AS version
          FROM rrnk_gr_kolst WHERE id_group = ${groupId} AND id_a_year = ${year} AND id_w_s = ${halfYear}`,
  );

/** The academic years there are (a group's admission year is one). */
export const academicYearIds = (database: Database) =>
  rows(database, { id: 'integer' }, sql`SELECT id_a_year::int AS id FROM a_year`);

/** A university's short names, as the file's name says its filter. */
export const universityNamed = (database: Database, universityId: number) =>
  firstRow(
    database,
    { ru: 'text', kg: 'text', en: 'text' },
    sql`SELECT v1 AS ru, v1_k AS kg, v1_en AS en FROM vuz WHERE id_vuz = ${universityId}`,
  );
