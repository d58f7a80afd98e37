import { z } from 'zod';
import { defineCall } from './call';

// Data checks: every violation of the whole university's data, found by one set-based SQL
// statement per check, so that staff find a mistake before a ministry report bounces. The screen lists
// them grouped by check, each row linking to the screen and record to fix; the sidebar's badge shows the
// counts; a record's own screen filters the rows by its id for a badge beside it.

/** The checks, in the order the screen groups them. */
export const checkKinds = [
  /** A grading rule whose point ranges do not cover its bounds without a gap or an overlap. */
  'gradingCoverage',
  /** A speciality whose first course's planned students differ from its admission plan (this year). */
  'firstCourseVsPlan',
  /**
   * A classroom of 0 seats, or the largest room of its kind (specifics) of a department or faculty that a
   * full-time group of it does not fit (this year, first half-year; decision 0058).
   */
  'classroomCapacity',
  /** A faculty's or speciality's commission without exactly one holder of each single role. */
  'commissionRoles',
  /** A speciality without a licence valid today, or with one expiring within 90 days. */
  'licence',
  /** A speciality whose studying groups have no planned students for this year. */
  'groupsWithoutHeadcounts',
  /** A record missing its Kyrgyz or English name. */
  'translation',
] as const;
export type CheckKind = (typeof checkKinds)[number];

/** The most rows answered per check; its count is the full total. */
export const CHECK_ROWS_MAX = 200;
/** A licence ending within this many days from today is reported as expiring. */
export const LICENCE_WARNING_DAYS = 90;
/** How many of a speciality's groups without planned students its row names. */
export const GROUPS_NAMED_MAX = 5;

/**
 * The tables whose records may lack a Kyrgyz or English name (their kg/en columns may be empty). Tables
 * whose translations the database requires (faculty, kafedra, level, qualification, specifics, the
 * Kyrgyz name of f_educ) cannot miss them and are not checked.
 */
export const translationTables = [
  'direction',
  'special',
  'f_educ',
  'f_educ_vid',
  'f_educ_prog',
  'korpus',
  'otdel',
  'discipline',
  'vid_discipline',
  'ministry',
  'vuz',
] as const;
export type TranslationTable = (typeof translationTables)[number];

const translationLanguages = ['kg', 'en'] as const;

/** What every row says, in the request's language. */
const said = {
  /** The record as staff name it: a rule's name, a speciality's code and name, a room and its building … */
  record: z.string(),
  /** The faculty it belongs to, or null (a grading rule, a catalogue's record). */
  faculty: z.string().nullable(),
  /** The check's sentence naming the numbers ("ranges cover 0–86 of 0–100: missing 87–100"). */
  detail: z.string(),
};

/**
 * Where a speciality as its faculty teaches it is found on the educational screen: the cascade's six
 * levels (ministry, university, faculty, direction, study form, speciality).
 */
const specialityPlace = {
  idMinistry: z.number(),
  idVuz: z.number(),
  idFaculty: z.number(),
  idDirection: z.number(),
  idFEduc: z.number(),
  idSpeciality: z.number(),
};

/** Admission or first-course headcounts: budget and contract places. */
const places = z.object({ budget: z.number(), contract: z.number() });

const gradingCoverageRow = z.object({
  check: z.literal('gradingCoverage'),
  /** The grading rule (grading-rules screen). */
  idEbeVar: z.number(),
  ...said,
});

const firstCourseVsPlanRow = z.object({
  check: z.literal('firstCourseVsPlan'),
  /** The speciality as its faculty teaches it (educational screen). */
  ...specialityPlace,
  /** The academic year (two digits): the current one. */
  year: z.number(),
  /** Its admission plan of the year, or null when it has none. */
  plan: places.nullable(),
  /** Its first-course groups' planned students of the year's first half-year, summed. */
  planned: places,
  ...said,
});

const classroomCapacityRow = z.object({
  check: z.literal('classroomCapacity'),
  /** The building and classroom (classrooms screen). */
  idKorpus: z.number(),
  idAuditorium: z.number(),
  /** The classroom's faculty, or null (a room of 0 seats belonging to none). */
  idFaculty: z.number().nullable(),
  /** Its seats. */
  contain: z.number(),
  /** The largest full-time group it does not seat and its planned students, or null when it has 0 seats. */
  idGroup: z.number().nullable(),
  groupSize: z.number().nullable(),
  ...said,
});

const commissionRolesRow = z.object({
  check: z.literal('commissionRoles'),
  idFaculty: z.number(),
  /** The speciality (catalogue) of a speciality's commission (commission/speciality screen), or null for the faculty's own (commission screen). */
  idSpecial: z.number().nullable(),
  ...said,
});

const licenceStates = ['none', 'expired', 'notYet', 'expiring'] as const;

const licenceRow = z.object({
  check: z.literal('licence'),
  /** The speciality as its faculty teaches it (educational screen, its parameters). */
  ...specialityPlace,
  /** Its licence, or null when it has none. */
  idLicence: z.number().nullable(),
  /** none: no licence; expired or notYet: not valid today; expiring: valid, ending within 90 days. */
  state: z.enum(licenceStates),
  /** The licence's first or last day that matters (yyyy-mm-dd), or null when there is none. */
  day: z.string().nullable(),
  ...said,
});

const groupsWithoutHeadcountsRow = z.object({
  check: z.literal('groupsWithoutHeadcounts'),
  /** The speciality as its faculty teaches it (educational screen, its groups). */
  ...specialityPlace,
  /** The academic year (two digits): the current one. */
  year: z.number(),
  /** How many of its studying groups have no planned students this year. */
  groups: z.number(),
  /** The first few of them by name ("ЭК-1-23"). */
  groupNames: z.array(z.string()),
  ...said,
});

const translationRow = z.object({
  check: z.literal('translation'),
  /** The table and the record's id in it (idDirection, idSpecial, id_korpus …). */
  table: z.enum(translationTables),
  idRecord: z.number(),
  /** Which names are empty. */
  missing: z.array(z.enum(translationLanguages)).min(1),
  ...said,
});

/** One violation: its check's key says which ids it carries. */
const checkRow = z.discriminatedUnion('check', [
  gradingCoverageRow,
  firstCourseVsPlanRow,
  classroomCapacityRow,
  commissionRolesRow,
  licenceRow,
  groupsWithoutHeadcountsRow,
  translationRow,
]);
export type CheckRow = z.infer<typeof checkRow>;
export type CheckRowOf<K extends CheckKind> = Extract<CheckRow, { check: K }>;

/** A check's full total of violations. */
export const checkCount = z.object({ check: z.enum(checkKinds), count: z.number() });
export type CheckCount = z.infer<typeof checkCount>;

export const checksAnswer = z.object({
  /** Every check, in the order of checkKinds, with its total (0 when clean). */
  counts: z.array(checkCount),
  /** At most 200 rows per check, grouped by check in the order of checkKinds. */
  rows: z.array(checkRow),
});
export type ChecksAnswer = z.infer<typeof checksAnswer>;

export const checksList = defineCall({
  method: 'GET',
  path: 'checks/list',
  body: undefined,
  data: checksAnswer,
  requiresSession: true,
  summary:
    'Every violation of the data checks over the whole university: the total per check, and at most 200 rows per check, each with the ids of its record, its name and the check’s sentence in the request’s language',
});
