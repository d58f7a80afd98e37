import { z } from 'zod';
import { defineCall, listCall, tableWrites, writeCall } from './call';
import { specialNames } from './catalog';
import { LEGACY_DAY_PATTERN } from './dates';
import { choice, count, flag, id, ids, optional, required, twoDigitYear, versioned } from './fields';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH, ORT_MAIN_TEST_MAX, ORT_SUBJECT_TEST_MAX } from './limits';

// A speciality as a faculty teaches it, beyond its binding (decision 0015): its parameters (department, code,
// licence, level, qualification, term, apprenticeship, standard, entrance-test thresholds), its admission
// plan per year, the licences it may name, its grading variant, and copying or deleting a duplicate.
// Paths under /ministerstvo/, payload keys as SPEC §7, answer rows as §3 (camelCase where §3 names the
// parameters so). idSpeciality is the binding (id_speciality). Decisions where SPEC is silent: 0015.

/** Admission places per year (budget, contract). */
export const PLAN_PLACES_MAX = 9_999;
/** Years of study, with one decimal. */
export const TERM_MAX_YEARS = 20;
/** The generations of the state educational standard a speciality may follow (idStandart). */
export const educationStandards = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const LICENCE_SUPPLEMENT_MAX_LENGTH = 2_000;

// ---- Parameters -------------------------------------------------------------------------------------

const thresholds = {
  ortBiology: z.number(),
  ortHistory: z.number(),
  ortChemistry: z.number(),
  ortPhysics: z.number(),
  ortEnglish: z.number(),
  ortMaths: z.number(),
  ortContract: z.number(),
  ortBudget: z.number(),
};
export type ThresholdKey = keyof typeof thresholds;
export const thresholdKeys = Object.keys(thresholds) as ThresholdKey[];

/**
 * ORT thresholds (SPEC §3): whole points on the scale of their test (limits.ts), negatives become 0 (§5):
 * a subject's on the subject test's, the contract and budget thresholds on the main test's.
 */
export const thresholdMax: Record<ThresholdKey, number> = {
  ortBiology: ORT_SUBJECT_TEST_MAX,
  ortHistory: ORT_SUBJECT_TEST_MAX,
  ortChemistry: ORT_SUBJECT_TEST_MAX,
  ortPhysics: ORT_SUBJECT_TEST_MAX,
  ortEnglish: ORT_SUBJECT_TEST_MAX,
  ortMaths: ORT_SUBJECT_TEST_MAX,
  ortContract: ORT_MAIN_TEST_MAX,
  ortBudget: ORT_MAIN_TEST_MAX,
};

const specialityParametersRow = z.object({
  idSpeciality: z.number(),
  idKafedra: z.number().nullable(),
  codeSpec: z.string(),
  idLicence: z.number().nullable(),
  Apprenticeship: z.boolean(),
  idStandart: z.number().nullable(),
  idQualification: z.number().nullable(),
  idLevel: z.number().nullable(),
  /** Years of study, or null when not set. */
  term: z.number().nullable(),
  ...thresholds,
  ...versioned,
});
export type SpecialityParametersRow = z.infer<typeof specialityParametersRow>;

export const specialityParameters = listCall(
  'POST',
  'ministerstvo/specialtyParameters',
  specialityParametersRow,
  {
    body: ids('idFaculty', 'idFEduc', 'idDirection', 'idSpeciality'),
    summary: "A speciality's parameters (one row; none when it is not of that faculty, direction and form)",
  },
);

/** Years of study: a number or its text, one decimal kept; empty is none; negatives become 0. */
const term = () =>
  z
    .union([
      z.number().min(-1_000_000).max(TERM_MAX_YEARS),
      z.string().regex(/^(-?\d{1,2}([.,]\d)?)?$/),
      z.null(),
    ])
    .transform((value) =>
      value === null || value === ''
        ? null
        : Math.max(0, Math.round(Number(String(value).replace(',', '.')) * 10) / 10),
    )
    .pipe(z.number().max(TERM_MAX_YEARS).nullable())
    .default(null);

/** The thresholds as a form sends them, in the order of the row. */
const thresholdInput = () =>
  Object.fromEntries(thresholdKeys.map((key) => [key, count(thresholdMax[key]).default(0)])) as Record<
    ThresholdKey,
    z.ZodDefault<ReturnType<typeof count>>
  >;

export const saveSpecialityParameters = tableWrites('idSpeciality', 'faculty').update(
  'ministerstvo/insUpdSpecialtyParameters/insupd',
  {
    idKafedra: choice(),
    codeSpec: optional(CODE_MAX_LENGTH),
    idLicence: choice(),
    Apprenticeship: flag().default(false),
    idStandart: z
      .number()
      .int()
      .min(educationStandards[0])
      .max(educationStandards.at(-1) as number)
      .nullable()
      .default(null),
    idQualification: choice(),
    idLevel: choice(),
    term: term(),
    ...thresholdInput(),
  },
  "Save a speciality's parameters (negative numbers become 0): sms 2; 400 when the department is another faculty's; 409 when rowVersion is stale",
);

// ---- Admission plans --------------------------------------------------------------------------------

const admissionPlanRow = z.object({
  idPlanAbit: z.number(),
  aYear: z.number(),
  kolB: z.number(),
  kolK: z.number(),
  ...versioned,
});
export type AdmissionPlanRow = z.infer<typeof admissionPlanRow>;

export const admissionPlan = listCall('POST', 'ministerstvo/planAbit', admissionPlanRow, {
  body: z.object({ aYear: twoDigitYear(), idSpeciality: id() }),
  summary: "A speciality's admission plan of a year (two-digit): one row, or none yet",
});

export const saveAdmissionPlan = tableWrites('idPlanAbit', 'faculty').save(
  'ministerstvo/insUpdPlanAbit/insupd',
  {
    idSpeciality: id(),
    aYear: twoDigitYear(),
    kolK: count(PLAN_PLACES_MAX).default(0),
    kolB: count(PLAN_PLACES_MAX).default(0),
  },
  'Create (idPlanAbit -1) or update an admission plan (negatives become 0): sms 1, 2, 3 (the speciality has that year); 409 when stale',
);

/**
 * A faculty's admission plans of a year (decision 0047): every speciality it teaches with its plan of that year,
 * exported and imported as one table from the educational screen's faculty level.
 */
export const facultyAdmissionPlans = z.object({ idFaculty: id(), aYear: twoDigitYear() });

// ---- Licences ---------------------------------------------------------------------------------------

/**
 * A date as the licence editor sends it (SPEC §5): dd.mm.yyyy, a real day; the server gets yyyy-mm-dd.
 */
const legacyDate = () =>
  z
    .string()
    .regex(/^\d{2}\.\d{2}\.\d{4}$/)
    .regex(LEGACY_DAY_PATTERN, { message: 'impossibleDate' })
    .refine(
      (value) => {
        const [day, month, year] = value.split('.').map(Number) as [number, number, number];
        const date = new Date(Date.UTC(year, month - 1, day));
        return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
      },
      { message: 'impossibleDate', params: { reason: 'impossibleDate' } },
    )
    .transform((value) => value.split('.').reverse().join('-'));

const licenceRow = z.object({
  IDLicence: z.number(),
  Resolution: z.string(),
  /** yyyy-mm-dd, as the editor's date input takes it. */
  ResolutionBeg: z.string(),
  ResolutionEnd: z.string(),
  Supplement: z.string(),
  ...versioned,
});
export type LicenceRow = z.infer<typeof licenceRow>;

/**
 * The licence's number as its resolution names it (a column of its own): after '№', else the
 * register's form (two letters and at least six digits, e.g. LS230000789); empty when it names none.
 */
export function licenceNumberOf(resolution: string): string {
  const numbered = /№\s*([^\s,;:]+)/.exec(resolution);
  if (numbered?.[1]) return numbered[1];
  return /\b[A-Z]{2}\d{6,}\b/.exec(resolution)?.[0] ?? '';
}

export const licences = listCall('GET', 'ministerstvo/licence', licenceRow, {
  summary: 'The licences (the picker of the speciality parameters)',
});

const licenceWrites = tableWrites('IDLicence', 'reference');

export const saveLicence = licenceWrites.save(
  'ministerstvo/ins-upd-licence',
  {
    Resolution: required(NAME_MAX_LENGTH, { multiline: true }),
    ResolutionBeg: legacyDate(),
    ResolutionEnd: legacyDate(),
    Supplement: required(LICENCE_SUPPLEMENT_MAX_LENGTH, { multiline: true }),
  },
  'Create (IDLicence -1) or update a licence; all four fields, dates dd.mm.yyyy, begin <= end: sms 1, 2; 409 when stale',
);

export const deleteLicence = licenceWrites.delete(
  'ministerstvo/del-licence',
  'Delete a licence: sms 8, or 6 when a speciality names it',
);

// ---- Grading variant of a speciality ------------------------------------------------------------------

const gradingSpecialityRow = z.object({
  id_speciality: z.number(),
  id_special: z.number(),
  ...specialNames,
  /** The chosen grading variant, or null. */
  id_ebe_var: z.number().nullable(),
  ebe_var: z.string(),
  ...versioned,
});

export const gradingSpecialities = listCall(
  'POST',
  'ministerstvo/gradingSpeciality/select',
  gradingSpecialityRow,
  {
    body: ids('idFaculty', 'idDirection', 'idFEduc'),
    summary: "The specialities of a faculty's direction and study form, each with its grading variant",
  },
);

export const pointRangeRow = z.object({
  id_ebe: z.number(),
  beg_bal: z.number(),
  end_bal: z.number(),
  estimation: z.string(),
  /** For the grading-rule editor's upd-ebe (decision 0019): 409 when stale. */
  ...versioned,
});
export const variantRanges = listCall('POST', 'ministerstvo/gradingEbeVar/select', pointRangeRow, {
  body: ids('idEbeVar'),
  summary: "A grading variant's point ranges and their grades",
});

export const estimationConfigRow = z.object({
  id_est_config: z.number(),
  order_pole: z.number(),
  name_pole: z.string(),
  info_or_value: z.number(),
  pole_mark_mag: z.number(),
  formula: z.string(),
  min: z.number(),
  max: z.number(),
  /** For the grading-rule configurator's ins-upd-est-config (decision 0019): 409 when stale. */
  ...versioned,
});
export const variantEstimation = listCall('POST', 'ministerstvo/estimationInfo/select', estimationConfigRow, {
  body: ids('idEbeVar'),
  summary: "A grading variant's estimation configuration (the fields of its grade sheet), in order",
});

export const setSpecialityGrading = writeCall(
  'ministerstvo/insUpdSpecialtyEbeVar/insupd',
  'faculty',
  z.object({ idSpeciality: id(), idEbeVar: id().nullable() }),
  "Choose a speciality's grading variant (null: none): sms 2",
);

// ---- A duplicate speciality ---------------------------------------------------------------------------

export const copySpeciality = defineCall({
  method: 'POST',
  path: 'ministerstvo/copy-spec',
  body: ids('idSpecFrom', 'idSpecTo'),
  // SPEC §8: false means copied.
  data: z.literal(false),
  writes: true,
  requiresSession: true,
  access: 'faculty',
  summary:
    "Copy a speciality's data (parameters, plans, grading, name-groups, groups, headcounts) onto another of its faculty: data false",
});

export const deleteSpeciality = writeCall(
  'ministerstvo/del-spec',
  'faculty',
  ids('idSpec'),
  "Delete a speciality with what belongs only to it (plans, name-group bindings, groups, headcounts): sms 8, or 6 when still referenced (also when it is the faculty's last binding of a speciality its commission has members for)",
);
