import { z } from 'zod';
import { defineCall } from './call';
import { checkCount } from './checks';
import { twoDigitYear } from './fields';

// The overview: the figures a rector's office asks for, in one call, for one academic year.
// Headcounts are the planned students (rrnk_gr_kolst) of the first half-year; names are in the request's
// language (an empty translation falls back to the Russian name).

/** How many academic years the trend shows, up to the chosen one. */
const TREND_YEARS = 5;

/** The academic years of the trend ending with `year`, oldest first (two digits wrap at 100). */
export const trendYears = (year: number): number[] =>
  Array.from({ length: TREND_YEARS }, (_, index) => (year - (TREND_YEARS - 1) + index + 100) % 100);

const faculty = {
  idFaculty: z.number(),
  faculty: z.string(),
  /** Its short name (for a chart's axis). */
  facultyShort: z.string(),
};

/** A faculty's admission plan against its first-course groups' planned students in the year. */
const admissionFigure = z.object({
  ...faculty,
  planBudget: z.number(),
  planContract: z.number(),
  plannedBudget: z.number(),
  plannedContract: z.number(),
});

/** The planned students of one course in one year of the trend. */
const trendFigure = z.object({
  /** Two digits, from the chosen year back TREND_YEARS − 1 years. */
  year: z.number(),
  course: z.number(),
  budget: z.number(),
  contract: z.number(),
  /** budget + contract. */
  students: z.number(),
});

/** The groups a faculty's study form has studying in the year (course 1 to the form's last). */
const groupsFigure = z.object({
  ...faculty,
  idFEduc: z.number(),
  studyForm: z.string(),
  /** Its short name ("ОФО"). */
  studyFormShort: z.string(),
  groups: z.number(),
});

/**
 * A building's seats against students: capacity is the sum of its classrooms' seats; students the planned
 * students of the year of every faculty owning a classroom in it, each faculty counted once (a faculty
 * with rooms in two buildings counts in both).
 */
const buildingFigure = z.object({
  idKorpus: z.number(),
  building: z.string(),
  capacity: z.number(),
  students: z.number(),
  /** How many faculties own a classroom in it. */
  faculties: z.number(),
});

const overviewFigures = z.object({
  year: z.number(),
  /** Faculties with a plan or first-course planned students in the year, in the faculties' order (ids). */
  admission: z.array(admissionFigure),
  /** Oldest year first, then by course. */
  trend: z.array(trendFigure),
  /** By faculty, then study form (ids); only pairs with groups. */
  groups: z.array(groupsFigure),
  /** Every building, in the buildings' order (ids). */
  buildings: z.array(buildingFigure),
  /** The open data checks by kind (checks/list's counts, today). */
  checks: z.array(checkCount),
});
export type OverviewFigures = z.infer<typeof overviewFigures>;

export const overviewFiguresCall = defineCall({
  method: 'POST',
  path: 'overview/figures',
  body: z.object({ year: twoDigitYear() }),
  data: overviewFigures,
  requiresSession: true,
  summary:
    'The overview’s figures for an academic year: admission plan against first-course planned students by faculty, planned students by course over five years, groups per faculty and study form, classroom seats against planned students per building, open data checks by kind',
});
