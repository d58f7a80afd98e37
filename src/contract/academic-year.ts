/**
 * The one academic-year rule of server and web (SPEC §9, decision 0032). An academic year is
 * named by the last two digits of the calendar year it begins in, and it begins on 1 September: from
 * 1 September 2025 to 31 August 2026 the current academic year is 25 ("2025-2026"). Every default year
 * and every course on both sides comes from here (the SQL of the group reads is its twin, db/group-sql.ts).
 */

/** September, as Date.getMonth() counts (January is 0). */
const SEPTEMBER = 8;
/** Two-digit years wrap at 100: a year up to this many years back is past, further is ahead. */
const WRAP = 50;

/** The calendar year in which the academic year of a day (its year and 0-based month) begins. */
const startYearOf = (year: number, month: number): number => year - (month < SEPTEMBER ? 1 : 0);

/** The academic year a day belongs to, as its two-digit start year. */
export function academicYearOf(day: Date): number {
  return startYearOf(day.getFullYear(), day.getMonth()) % 100;
}

/**
 * The academic year of a calendar day (yyyy-mm-dd) in full: its name ("2026-2027") and its last day
 * (31 August), the latest day a commission term may be replaced or ended on (decision 0031).
 */
export function academicYearAround(day: string): { name: string; lastDay: string } {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const start = startYearOf(year, month - 1);
  return { name: `${start}-${start + 1}`, lastDay: `${start + 1}-08-31` };
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
