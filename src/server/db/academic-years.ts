import { academicYearOf } from '../../contract/academic-year';
import type { Database } from './connection';
import { firstRow, settleTransaction, sql } from './sql';
import { asInstallation } from './university-scope';
import { announcedTables } from './write';

// The academic years keep coming (decision 0059): the years from six before the current one to
// the next are in the calendar (a_year) without anyone adding them, so that next year's plans, groups,
// headcounts and positions can be entered, and chosen, before the new academic year is made. Migration 0023
// puts them there at install; every server process again at its start and every few hours after.

/** How often a serving process makes sure of the years: 1 September is met within this. */
const ACADEMIC_YEARS_EVERY_MS = 6 * 60 * 60_000;

/**
 * Adds to the calendar the academic years around the one `today` falls in that it lacks (the fixed
 * reference's ensure_academic_years), as the system's rows; answers how many it added. Idempotent, and safe
 * with several processes at once (each year is one key). The process's own caches hear of a change before
 * it answers; the others through the database's announcement. The calendar is the installation's: written
 * in its scope, whatever the caller's (as the server's role with none, the audit row would be refused).
 */
export async function ensureAcademicYears(database: Database, today: Date): Promise<number> {
  const { added, changed } = await asInstallation(() =>
    database.orm.transaction(async (tx) => {
      await settleTransaction(tx);
      const row = await firstRow(
        tx,
        { added: 'integer' },
        sql`SELECT ensure_academic_years(${academicYearOf(today)}::int) AS added`,
      );
      return { added: row?.added ?? 0, changed: await announcedTables(tx) };
    }),
  );
  database.changes.publish(changed);
  return added;
}

interface AcademicYearsKeeper {
  /** Makes sure of the years now (its failure is reported, not thrown), then every `everyMs`. */
  start(): Promise<void>;
  stop(): void;
}

/** A serving process's keeper of the years; `now` is the clock (tests pass their own). */
export function academicYearsKeeper(
  database: Database,
  report: (error: unknown) => void,
  { now = () => new Date(), everyMs = ACADEMIC_YEARS_EVERY_MS } = {},
): AcademicYearsKeeper {
  let timer: NodeJS.Timeout | undefined;
  const ensure = () => ensureAcademicYears(database, now()).then(() => undefined, report);
  return {
    start: async () => {
      await ensure();
      timer ??= setInterval(() => void ensure(), everyMs).unref();
    },
    stop: () => {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
