import { z } from 'zod';
import { defineCall, listCall, tableWrites } from './call';
import { specialNames } from './catalog';
import { smsRowSchema } from './envelope';
import { count, id, trilingual, twoDigitYear, versioned } from './fields';
import { MAX_COURSE_MAX } from './limits';
import { courseRow } from './structure';

// The two group modals of the educational screen that work on a whole faculty (decision 0015): planned
// student numbers per course and group (SPEC §2 "Planned student numbers", §4 "Headcount row") and
// creating next year's groups (rollover). Paths under /ministerstvo/, payload keys as SPEC §7. Years are
// two-digit academic years (a_year); half-years are w_s. Decisions where SPEC is silent: 0015.

/** A headcount: at most 3 digits (SPEC §9), empty is 0, a negative becomes 0. */
const HEADCOUNT_MAX = 999;
/** The most groups one rollover may name (a large faculty has a few hundred). */
const NEXT_YEAR_MAX_GROUPS = 2_000;

const halfYear = () => z.number().int().min(1).max(9);

/** The half-years of the calendar (w_s): autumn and spring. */
export const AUTUMN = 1;
export const SPRING = 2;

/**
 * The current half-year (decision 0032): spring from February to June, autumn from July (the next academic
 * year's autumn is being planned) to January (its session).
 */
export function currentHalfYear(today: Date): typeof AUTUMN | typeof SPRING {
  const month = today.getMonth() + 1;
  return month >= 2 && month <= 6 ? SPRING : AUTUMN;
}

export const facultyCourses = listCall('POST', 'ministerstvo/rate', courseRow, {
  body: z.object({ idYear: twoDigitYear(), idWs: halfYear(), idFaculty: id() }),
  summary: 'The courses in which the faculty has groups in an academic year',
});

const headcountRow = z.object({
  /** -1 while the group has no headcounts of that year and half-year yet (they read as 0). */
  id_rrnk_gr_kolst: z.number(),
  id_group: z.number(),
  group_name: z.string(),
  kol_b: z.number(),
  kol_k: z.number(),
  /** 0 while not saved. */
  ...versioned,
});
export type HeadcountRow = z.infer<typeof headcountRow>;

export const headcounts = listCall('POST', 'ministerstvo/gr-kolst', headcountRow, {
  body: z.object({
    idYear: twoDigitYear(),
    idWs: halfYear(),
    idRate: z.number().int().min(1).max(MAX_COURSE_MAX),
    idFaculty: id(),
  }),
  summary: "The faculty's groups of a course with their planned budget and contract students",
});

export const saveHeadcount = tableWrites('idRrnkGrKolst', 'faculty').save(
  'ministerstvo/upd-kolst',
  {
    kolB: count(HEADCOUNT_MAX),
    kolK: count(HEADCOUNT_MAX),
    /** With idRrnkGrKolst -1: the group, academic year and half-year of the new row. */
    idGroup: id().optional(),
    idYear: twoDigitYear().optional(),
    idWs: halfYear().optional(),
  },
  "Save a group's planned students (0-999, empty 0): sms 2; 1 for a first save (-1 with idGroup, idYear, idWs), 3 when made meanwhile",
);

/** The answer of a copy: sms 1 when something was copied, 7 when nothing was (all there already). */
const copyAnswer = z.array(
  smsRowSchema.extend({
    /** Rows made by the copy. */
    copied: z.number(),
    /** Rows the target had already, left as they were. */
    kept: z.number(),
  }),
);

/**
 * Copies a faculty's planned students of one half-year of an academic year onto another half-year of it
 * (autumn to spring, decision 0033), in one audited transaction. A group that has its numbers for the target
 * already keeps them: a second copy makes nothing.
 */
export const copyHeadcounts = defineCall({
  method: 'POST',
  path: 'ministerstvo/copy-kolst',
  body: z
    .object({ idYear: twoDigitYear(), idFaculty: id(), idWsFrom: halfYear(), idWsTo: halfYear() })
    .refine((body) => body.idWsFrom !== body.idWsTo, { path: ['idWsTo'], message: 'same half-year' }),
  data: copyAnswer,
  writes: true,
  requiresSession: true,
  access: 'faculty',
  summary:
    "Copy a faculty's headcounts of a year from one half-year to another: sms 1 with the rows copied and kept, 7 when none was left to copy",
});

const rolloverGroupRow = z.object({
  id_com_gspe: z.number(),
  id_group: z.number(),
  group_name: z.string(),
  id_speciality: z.number(),
  /** The speciality's code and names (its Russian name, p25-2, is the modal's filter by speciality). */
  ...specialNames,
  /** Its study form's name (two bindings of one speciality name differ by it). */
  ...trilingual('f_educ'),
  /** The binding has its group of the next year already (next-year skips it). */
  next_exists: z.boolean(),
});

export const facultyYearGroups = listCall('POST', 'ministerstvo/group-com-gspe', rolloverGroupRow, {
  body: z.object({ idYear: twoDigitYear(), idFaculty: id() }),
  summary: "The faculty's groups admitted in a year, one per name-group binding (the rollover's list)",
});

export const nextYearGroups = defineCall({
  method: 'POST',
  path: 'ministerstvo/next-year',
  body: z.object({
    idComGspe: z.array(id()).max(NEXT_YEAR_MAX_GROUPS),
    yearFrom: twoDigitYear(),
    yearTo: twoDigitYear(),
  }),
  // One row per new group, each with sms 1 and the group's id and name (decision 0035); [{sms: 3}] when none.
  data: z.array(smsRowSchema.extend({ id_group: z.number().optional(), group_name: z.string().optional() })),
  writes: true,
  requiresSession: true,
  access: 'faculty',
  summary:
    "Create the chosen bindings' groups of yearTo (= yearFrom + 1) from those of yearFrom: a row per new group (sms 1, id_group, group_name); [{sms: 3}] when each had one already",
});
