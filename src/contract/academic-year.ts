/**
 * The one academic-year rule of server and web (SPEC §9, issue 26, decision 0032). An academic year is
 * named by the last two digits of the calendar year it begins in, and it begins on 1 September: from
 * 1 September 2025 to 31 August 2026 the current academic year is 25 ("2025-2026"). Every default year
 * and every course on both sides comes from here (the SQL of the group reads is its twin, db/group-sql.ts).
 */

/** September, as Date.getMonth() counts (January is 0). */
const SEPTEMBER = 8;
/** Two-digit years wrap at 100: a year up to this many years back is past, further is ahead. */
const WRAP = 50;

/** The academic year a day belongs to, as its two-digit start year. */
export function academicYearOf(day: Date): number {
  const year = day.getFullYear() - (day.getMonth() < SEPTEMBER ? 1 : 0);
  return year % 100;
}

/** The current academic year (the default year of every year choice). */
export const currentAcademicYear = (): number => academicYearOf(new Date());

/** How many years `year` lies before `current` (0 the same year; negative: ahead), within the wrap. */
export function yearsBack(year: number, current: number): number {
  const back = (current - year + 100) % 100;
  return back < WRAP ? back : back - 100;
}

/** Whether a two-digit admission year is before the current academic year (up to 49 years back). */
export const isPastYear = (year: number, current: number): boolean => yearsBack(year, current) > 0;

/**
 * The course of a group admitted in `admissionYear`, in the academic year `year`: 1 in its admission
 * year, 0 when admitted in a later year (next year's intake, planned ahead).
 */
export function courseOf(admissionYear: number, year: number): number {
  const back = yearsBack(admissionYear, year);
  return back < 0 ? 0 : back + 1;
}

/** Where a group of that course stands in a study form of `maxCourse` courses. */
export type CourseStage = 'intake' | 'studying' | 'graduated';
export function stageOf(course: number, maxCourse: number): CourseStage {
  if (course < 1) return 'intake';
  return course > maxCourse ? 'graduated' : 'studying';
}

/** An academic year's label, as the calendar writes it: 25 → "2025-2026". */
export const yearLabel = (year: number): string => `${2000 + year}-${2001 + year}`;
