/** SPEC §9: the default academic year is the last two digits of the current year. */
export const currentYear = (): number => new Date().getFullYear() % 100;

/** The current two-digit year where the calendar has it, else the calendar's latest year (null: none). */
export const defaultYearOf = (years: readonly { id_a_year: number }[] | undefined): number | null =>
  years?.some((row) => row.id_a_year === currentYear()) ? currentYear() : (years?.at(-1)?.id_a_year ?? null);
