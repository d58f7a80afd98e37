import { PLACEHOLDER_ID } from '../../contract/limits';
import * as calls from '../../contract/speciality-plan';
import type { Database } from '../db/connection';
import { defineListRead, selectRows } from '../db/list-read';
import { type SpecialityPlace, specialNames, specialNamesShape, taughtAt } from '../db/speciality-sql';
import { firstRow, rows, sql } from '../db/sql';
import type { Transaction } from '../db/write';
import { assertDepartmentOfSpeciality, type DepartmentLink } from './rules';

// The reads of a speciality's parameters, plans, licences and grading (decision 0015), in the row shapes of
// the contract, each with the tables it reads: its cached answers last until one of them changes
// (decision 0009). Then the checks a save makes in its transaction.

const parametersShape = {
  idSpeciality: 'integer',
  idKafedra: 'integer?',
  codeSpec: 'text',
  idLicence: 'integer?',
  Apprenticeship: 'boolean',
  idStandart: 'integer?',
  idQualification: 'integer?',
  idLevel: 'integer?',
  term: 'float?',
  ortBiology: 'integer',
  ortHistory: 'integer',
  ortChemistry: 'integer',
  ortPhysics: 'integer',
  ortEnglish: 'integer',
  ortMaths: 'integer',
  ortContract: 'integer',
  ortBudget: 'integer',
  rowVersion: 'integer',
} as const;

export const specialityParameters = defineListRead(calls.specialityParameters, {
  tables: ['speciality'],
  load: selectRows(
    parametersShape,
    ({
      facultyId,
      studyFormId,
      directionId,
      specialityId,
    }: {
      facultyId: number;
      studyFormId: number;
      directionId: number;
      specialityId: number;
    }) => sql`SELECT id_speciality AS "idSpeciality", id_kafedra AS "idKafedra", code_spec AS "codeSpec",
              id_licence AS "idLicence", apprenticeship AS "Apprenticeship", id_standart::int AS "idStandart",
              id_qualification AS "idQualification", id_level AS "idLevel", term::float8 AS term,
              ort_biology::int AS "ortBiology", ort_history::int AS "ortHistory",
              ort_chemistry::int AS "ortChemistry", ort_physics::int AS "ortPhysics",
              ort_english::int AS "ortEnglish", ort_maths::int AS "ortMaths",
              ort_contract::int AS "ortContract", ort_budget::int AS "ortBudget", row_version AS "rowVersion"
         FROM speciality
        WHERE id_speciality = ${specialityId} AND id_faculty = ${facultyId} AND id_direction = ${directionId}
          AND id_f_educ = ${studyFormId}`,
  ),
});

export const admissionPlan = defineListRead(calls.admissionPlan, {
  tables: ['plan_abit'],
  load: selectRows(
    { idPlanAbit: 'integer', aYear: 'integer', kolB: 'integer', kolK: 'integer', rowVersion: 'integer' },
    ({
      year,
      specialityId,
    }: {
      year: number;
      specialityId: number;
    }) => sql`SELECT id_plan_abit AS "idPlanAbit", a_year::int AS "aYear", kol_b AS "kolB", kol_k AS "kolK",
              row_version AS "rowVersion"
         FROM plan_abit WHERE id_speciality = ${specialityId} AND a_year = ${year}`,
  ),
});

const facultyPlanShape = {
  idSpeciality: 'integer',
  idFaculty: 'integer',
  ...specialNamesShape,
  idFEduc: 'integer',
  f_educ: 'text',
  f_educ_kg: 'text',
  f_educ_en: 'text',
  idPlanAbit: 'integer',
  kolB: 'integer?',
  kolK: 'integer?',
  rowVersion: 'integer',
  ortBudget: 'integer',
  ortContract: 'integer',
  ortMaths: 'integer',
  ortPhysics: 'integer',
  ortChemistry: 'integer',
  ortBiology: 'integer',
  ortHistory: 'integer',
  ortEnglish: 'integer',
} as const;

/**
 * Every speciality of a faculty (of every faculty when `facultyId` is null: the university's plan, decision
 * 0049) with its admission plan of a year and its entrance-test thresholds (export, decision 0047: the faculty's plans as
 * one table), by faculty, code and study form; a speciality without a plan of that year has id -1, no
 * places and version 0, as the plan form's "no plan yet".
 */
export const facultyAdmissionPlans = (
  database: Database,
  { facultyId, year }: { facultyId: number | null; year: number },
) =>
  rows(
    database,
    facultyPlanShape,
    sql`SELECT s.id_speciality AS "idSpeciality", s.id_faculty AS "idFaculty", ${specialNames},
               s.id_f_educ AS "idFEduc", f.f_educ, f.f_educ_kg, f.f_educ_en,
               coalesce(a.id_plan_abit, -1) AS "idPlanAbit", a.kol_b AS "kolB", a.kol_k AS "kolK",
               coalesce(a.row_version, 0) AS "rowVersion",
               s.ort_budget::int AS "ortBudget", s.ort_contract::int AS "ortContract",
               s.ort_maths::int AS "ortMaths", s.ort_physics::int AS "ortPhysics",
               s.ort_chemistry::int AS "ortChemistry", s.ort_biology::int AS "ortBiology",
               s.ort_history::int AS "ortHistory", s.ort_english::int AS "ortEnglish"
          FROM speciality s
          JOIN special p ON p.id_special = s.id_special
          JOIN f_educ f ON f.id_f_educ = s.id_f_educ
          LEFT JOIN plan_abit a ON a.id_speciality = s.id_speciality AND a.a_year = ${year}
         WHERE ${facultyId === null ? sql`s.id_faculty <> ${PLACEHOLDER_ID}` : sql`s.id_faculty = ${facultyId}`}
         ORDER BY s.id_faculty, p.code COLLATE "C", s.id_f_educ, s.id_speciality`,
  );

const licenceShape = {
  IDLicence: 'integer',
  Resolution: 'text',
  ResolutionBeg: 'text',
  ResolutionEnd: 'text',
  Supplement: 'text',
  rowVersion: 'integer',
} as const;

export const licences = defineListRead(calls.licences, {
  tables: ['licence'],
  load: selectRows(
    licenceShape,
    () => sql`SELECT id_licence AS "IDLicence", resolution AS "Resolution",
              to_char(resolution_beg, 'YYYY-MM-DD') AS "ResolutionBeg",
              to_char(resolution_end, 'YYYY-MM-DD') AS "ResolutionEnd", supplement AS "Supplement",
              row_version AS "rowVersion"
         FROM licence ORDER BY resolution_end DESC, id_licence DESC`,
  ),
});

const gradingSpecialityShape = {
  id_speciality: 'integer',
  id_special: 'integer',
  ...specialNamesShape,
  id_ebe_var: 'integer?',
  ebe_var: 'text',
  rowVersion: 'integer',
} as const;

export const gradingSpecialities = defineListRead(calls.gradingSpecialities, {
  tables: ['speciality', 'special', 'ebe_var'],
  load: selectRows(
    gradingSpecialityShape,
    (
      place: SpecialityPlace,
    ) => sql`SELECT s.id_speciality, s.id_special, ${specialNames}, s.id_ebe_var, coalesce(v.ebe_var, '') AS ebe_var,
              s.row_version AS "rowVersion"
         FROM speciality s
         JOIN special p ON p.id_special = s.id_special
         LEFT JOIN ebe_var v ON v.id_ebe_var = s.id_ebe_var
        WHERE ${taughtAt(place)}
        ORDER BY p.code, s.id_speciality`,
  ),
});

const rangeShape = {
  id_ebe: 'integer',
  beg_bal: 'float',
  end_bal: 'float',
  estimation: 'text',
  rowVersion: 'integer',
} as const;

export const variantRanges = defineListRead(calls.variantRanges, {
  tables: ['ebe'],
  load: selectRows(
    rangeShape,
    ({
      variantId,
    }: {
      variantId: number;
    }) => sql`SELECT id_ebe, beg_bal::float8 AS beg_bal, end_bal::float8 AS end_bal, estimation,
              row_version AS "rowVersion"
         FROM ebe WHERE id_ebe_var = ${variantId} ORDER BY beg_bal DESC, id_ebe`,
  ),
});

const estimationShape = {
  id_est_config: 'integer',
  order_pole: 'integer',
  name_pole: 'text',
  info_or_value: 'integer',
  pole_mark_mag: 'integer',
  formula: 'text',
  min: 'integer',
  max: 'integer',
  rowVersion: 'integer',
} as const;

export const variantEstimation = defineListRead(calls.variantEstimation, {
  tables: ['est_config'],
  load: selectRows(
    estimationShape,
    ({
      variantId,
    }: {
      variantId: number;
    }) => sql`SELECT id_est_config, order_pole::int AS order_pole, name_pole, info_or_value::int AS info_or_value,
              pole_mark_mag::int AS pole_mark_mag, formula, min::int AS min, max::int AS max,
              row_version AS "rowVersion"
         FROM est_config WHERE id_ebe_var = ${variantId} ORDER BY order_pole, id_est_config`,
  ),
});

/**
 * A parameters save's department is of the speciality's faculty (decision 0013's addendum). The department is read FOR
 * SHARE: it cannot move to another faculty before the save commits (catalog's move check waits for it).
 */
export async function checkSpecialityDepartment(tx: Transaction, specialityId: number, departmentId: number) {
  const link = await firstRow(
    tx,
    { sameFaculty: 'boolean', ru: 'text', kg: 'text', en: 'text' },
    sql`SELECT k.id_faculty = s.id_faculty AS "sameFaculty", k.f1 AS ru, k.f1_kg AS kg, k.f1_en AS en
          FROM speciality s, kafedra k
         WHERE s.id_speciality = ${specialityId} AND k.id_kafedra = ${departmentId}
           FOR SHARE OF k`,
  );
  const found: DepartmentLink | undefined = link && {
    sameFaculty: link.sameFaculty,
    names: { ru: link.ru, kg: link.kg, en: link.en },
  };
  assertDepartmentOfSpeciality(found);
}
