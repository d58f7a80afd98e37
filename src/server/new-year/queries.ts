import { PLACEHOLDER_ID } from '../../contract/limits';
import { courseIn } from '../db/group-sql';
import type { Executor } from '../db/sql';
import { type RowOf, rows, sql } from '../db/sql';

// The reads of a turnover (decision 0048): each kind's source and target rows for the specialities in scope,
// one set-based statement per kind (no statement per speciality), so that the large university's
// preview stays a handful of statements.

/** An int[] parameter: ids are integers from the contract or the database, never text. */
const intArray = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/** Which specialities a turnover takes: all (lists empty), chosen faculties whole, chosen specialities. */
export interface Scope {
  facultyIds: readonly number[];
  specialityIds: readonly number[];
  /** An editor of some faculties choosing the whole university: only theirs. */
  limitTo?: readonly number[];
}

const specialityShape = {
  id_speciality: 'integer',
  id_faculty: 'integer',
  faculty: 'text',
  faculty_kg: 'text',
  faculty_en: 'text',
  id_special: 'integer',
  code: 'text',
  special: 'text',
  special_kg: 'text',
  special_en: 'text',
  f_educ: 'text',
  f_educ_kg: 'text',
  f_educ_en: 'text',
  max_course: 'integer',
  licence_valid: 'boolean',
  grading_rule: 'text?',
} as const;
export type ScopeSpeciality = RowOf<typeof specialityShape>;

/**
 * The specialities of the scope, with what their rows are judged by: licence on 1 September of `yearTo`.
 * Named by the catalogue's code, as the cascade and the speciality choices name them.
 */
export function scopeSpecialities(tx: Executor, scope: Scope, yearTo: number) {
  const whole = scope.facultyIds.length === 0 && scope.specialityIds.length === 0;
  const limit = scope.limitTo ? intArray(scope.limitTo) : null;
  return rows(
    tx,
    specialityShape,
    sql`SELECT s.id_speciality, s.id_faculty, f.faculty, f.faculty_kg, f.faculty_en, s.id_special,
               sp.code,
               sp.special, sp.special_kg, sp.special_en, e.f_educ, e.f_educ_kg, e.f_educ_en,
               coalesce(e.max_rate_id, 10)::int AS max_course,
               coalesce(l.resolution_beg <= make_date(2000 + ${yearTo}::int, 9, 1)
                        AND l.resolution_end >= make_date(2000 + ${yearTo}::int, 9, 1), false) AS licence_valid,
               v.ebe_var AS grading_rule
          FROM speciality s
          JOIN faculty f ON f.id_faculty = s.id_faculty
          JOIN special sp ON sp.id_special = s.id_special
          JOIN f_educ e ON e.id_f_educ = s.id_f_educ
          LEFT JOIN licence l ON l.id_licence = s.id_licence
          LEFT JOIN ebe_var v ON v.id_ebe_var = s.id_ebe_var
         WHERE s.id_speciality <> ${PLACEHOLDER_ID} AND f.id_faculty <> ${PLACEHOLDER_ID}
           AND (${whole}::boolean OR s.id_faculty = ANY(${intArray(scope.facultyIds)}::int[])
                OR s.id_speciality = ANY(${intArray(scope.specialityIds)}::int[]))
           AND (${limit}::int[] IS NULL OR s.id_faculty = ANY(${limit}::int[]))
         ORDER BY f.id_faculty, code, s.id_speciality`,
  );
}

/** Faculties by name in three languages, in the order of their Russian names: an editor's scope. */
export function facultyNames(tx: Executor, facultyIds: readonly number[]) {
  return rows(
    tx,
    { faculty: 'text', faculty_kg: 'text', faculty_en: 'text' },
    sql`SELECT faculty, faculty_kg, faculty_en FROM faculty
         WHERE id_faculty = ANY(${intArray(facultyIds)}::int[]) ORDER BY faculty, id_faculty`,
  );
}

/** Each speciality's plan of the source year and, where there is one, of the target year. */
export function admissionPlans(tx: Executor, ids: readonly number[], yearFrom: number, yearTo: number) {
  return rows(
    tx,
    {
      id_speciality: 'integer',
      kol_b: 'integer',
      kol_k: 'integer',
      target_id: 'integer?',
      target_b: 'integer?',
      target_k: 'integer?',
      target_version: 'integer?',
    },
    sql`SELECT p.id_speciality, p.kol_b, p.kol_k, t.id_plan_abit AS target_id, t.kol_b AS target_b,
               t.kol_k AS target_k, t.row_version AS target_version
          FROM plan_abit p
          LEFT JOIN plan_abit t ON t.id_speciality = p.id_speciality AND t.a_year = ${yearTo}
         WHERE p.a_year = ${yearFrom} AND p.id_speciality = ANY(${intArray(ids)}::int[])
         ORDER BY p.id_speciality`,
  );
}

/** Each binding's intake group of the source year and its group of the target year, if made already. */
export function intakeGroups(tx: Executor, ids: readonly number[], yearFrom: number, yearTo: number) {
  return rows(
    tx,
    {
      id_speciality: 'integer',
      id_com_gspe: 'integer',
      dop: 'text',
      ind_name_gr: 'boolean',
      target_id: 'integer?',
      target_version: 'integer?',
    },
    sql`SELECT c.id_speciality, c.id_com_gspe, g.dop, g.ind_name_gr, t.id_group AS target_id,
               t.row_version AS target_version
          FROM com_gspe c
          JOIN study_group g ON g.id_com_gspe = c.id_com_gspe AND g.id_group_y = ${yearFrom}
          LEFT JOIN study_group t ON t.id_com_gspe = c.id_com_gspe AND t.id_group_y = ${yearTo}
         WHERE c.id_speciality = ANY(${intArray(ids)}::int[])
         ORDER BY c.id_speciality, c.id_com_gspe`,
  );
}

const headcountShape = {
  id_speciality: 'integer',
  id_com_gspe: 'integer',
  id_group: 'integer',
  /** The group's course in the target year. */
  course: 'integer',
  /** Admitted in the source year: its half-years are the next intake's. */
  intake: 'boolean',
  id_w_s: 'integer',
  kol_b: 'integer',
  kol_k: 'integer',
  target_id: 'integer?',
  target_b: 'integer?',
  target_k: 'integer?',
  target_version: 'integer?',
} as const;
export type SourceHeadcount = RowOf<typeof headcountShape>;

/**
 * The planned students of the source year of the specialities' groups admitted by then, each with the
 * group's course in the target year and its row of the target year, if there is one.
 */
export function sourceHeadcounts(tx: Executor, ids: readonly number[], yearFrom: number, yearTo: number) {
  return rows(
    tx,
    headcountShape,
    sql`SELECT c.id_speciality, c.id_com_gspe, g.id_group, ${courseIn(yearTo)} AS course,
               g.id_group_y = ${yearFrom} AS intake, k.id_w_s::int AS id_w_s, k.kol_b::int AS kol_b,
               k.kol_k::int AS kol_k, t.id_rrnk_gr_kolst AS target_id, t.kol_b::int AS target_b,
               t.kol_k::int AS target_k, t.row_version AS target_version
          FROM rrnk_gr_kolst k
          JOIN study_group g ON g.id_group = k.id_group
          JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
          LEFT JOIN rrnk_gr_kolst t ON t.id_group = k.id_group AND t.id_a_year = ${yearTo} AND t.id_w_s = k.id_w_s
         WHERE k.id_a_year = ${yearFrom} AND c.id_speciality = ANY(${intArray(ids)}::int[])
           AND ${courseIn(yearFrom)} >= 1
         ORDER BY c.id_speciality, c.id_com_gspe, g.id_group, k.id_w_s`,
  );
}

/** The target year's intake groups already made, with their planned students of that year. */
export function targetIntake(tx: Executor, ids: readonly number[], yearTo: number) {
  return rows(
    tx,
    {
      id_speciality: 'integer',
      id_com_gspe: 'integer',
      id_group: 'integer',
      id_w_s: 'integer?',
      target_id: 'integer?',
      target_b: 'integer?',
      target_k: 'integer?',
      target_version: 'integer?',
    },
    sql`SELECT c.id_speciality, c.id_com_gspe, g.id_group, t.id_w_s::int AS id_w_s,
               t.id_rrnk_gr_kolst AS target_id, t.kol_b::int AS target_b, t.kol_k::int AS target_k,
               t.row_version AS target_version
          FROM study_group g
          JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
          LEFT JOIN rrnk_gr_kolst t ON t.id_group = g.id_group AND t.id_a_year = ${yearTo}
         WHERE g.id_group_y = ${yearTo} AND c.id_speciality = ANY(${intArray(ids)}::int[])
         ORDER BY c.id_speciality, c.id_com_gspe, t.id_w_s`,
  );
}

/**
 * The faculties' commissions: the members still in office on the target year's first day, and the last
 * days of those whose term ends between the source year's first day and it (they are not carried).
 */
export function facultyCommissions(
  tx: Executor,
  facultyIds: readonly number[],
  yearFrom: number,
  yearTo: number,
) {
  return rows(
    tx,
    { id_faculty: 'integer', carried: 'integer', ended: 'text[]' },
    sql`SELECT h.id_faculty,
               count(*) FILTER (WHERE h.until IS NULL OR h.until >= make_date(2000 + ${yearTo}::int, 9, 1))::int AS carried,
               coalesce(array_agg(to_char(h.until, 'DD.MM.YYYY') ORDER BY h.until)
                          FILTER (WHERE h.until >= make_date(2000 + ${yearFrom}::int, 9, 1)
                                    AND h.until < make_date(2000 + ${yearTo}::int, 9, 1)), '{}') AS ended
          FROM gak_member_history h
         WHERE h.id_faculty = ANY(${intArray(facultyIds)}::int[])
         GROUP BY h.id_faculty ORDER BY h.id_faculty`,
  );
}

/** The members of each faculty's commission for a speciality (of the catalogue). */
export function specialityCommissions(tx: Executor, facultyIds: readonly number[]) {
  return rows(
    tx,
    { id_faculty: 'integer', id_special: 'integer', members: 'integer' },
    sql`SELECT id_faculty, id_special, count(*)::int AS members
          FROM gak_member_speciality
         WHERE id_faculty = ANY(${intArray(facultyIds)}::int[])
         GROUP BY id_faculty, id_special ORDER BY id_faculty, id_special`,
  );
}
