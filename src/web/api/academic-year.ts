import { currentAcademicYear } from '../../contract/academic-year';

/**
 * SPEC §9: the default academic year, by the one rule the server follows too (contract/academic-year.ts,
 * decision 0032): it begins on 1 September.
 */
export const currentYear = (): number => currentAcademicYear();

/** The current academic year where the calendar has it, else the calendar's latest year (null: none). */
export const defaultYearOf = (years: readonly { id_a_year: number }[] | undefined): number | null =>
  years?.some((row) => row.id_a_year === currentYear()) ? currentYear() : (years?.at(-1)?.id_a_year ?? null);
