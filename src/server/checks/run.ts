import type { CheckCount, CheckKind, CheckRow, ChecksAnswer } from '../../contract/checks';
import * as calls from '../../contract/checks';
import type { Language } from '../../contract/limits';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import { defineListRead } from '../db/list-read';
import type { Executor } from '../db/sql';
import { universityKey, universityOfKey } from '../db/university-scope';
import { type ClassroomViolation, classroomCapacity, sayClassroom } from './classrooms';
import { type CommissionViolation, commissionRoles, sayCommission } from './commissions';
import { type CoverageViolation, gradingCoverage, sayCoverage } from './coverage';
import { type CheckDay, checkDayOf, type Found } from './found';
import { type LicenceViolation, licence, sayLicence } from './licences';
import {
  firstCourseVsPlan,
  type GroupsViolation,
  groupsWithoutHeadcounts,
  type PlanViolation,
  sayGroups,
  sayPlan,
} from './plans';
import { sayTranslation, type TranslationViolation, translation } from './translations';

// Every check over the whole university: seven statements, found in no language, then said in
// the reader's. What they found is kept per database and day until one of the tables they read changes,
// so the three languages' answers and the overview's counts share one run, and the sidebar's badge costs
// nothing between changes.

/** Every table a check reads: a change to one makes every answer stale. */
export const CHECK_TABLES = [
  'ebe_var',
  'ebe',
  'plan_abit',
  'study_group',
  'com_gspe',
  'n_gr',
  'rrnk_gr_kolst',
  'speciality',
  'faculty',
  'special',
  'f_educ',
  'auditorium',
  'korpus',
  'gak_member_history',
  'gak_member_speciality',
  'member_type',
  'licence',
  'direction',
  'f_educ_vid',
  'f_educ_prog',
  'otdel',
  'discipline',
  'vid_discipline',
  'ministry',
  'vuz',
] as const;

/** What the checks found on a day, in no language. */
interface CheckResults {
  at: CheckDay;
  gradingCoverage: Found<CoverageViolation>;
  firstCourseVsPlan: Found<PlanViolation>;
  classroomCapacity: Found<ClassroomViolation>;
  commissionRoles: Found<CommissionViolation>;
  licence: Found<LicenceViolation>;
  groupsWithoutHeadcounts: Found<GroupsViolation>;
  translation: Found<TranslationViolation>;
}

/** Runs every check: one statement each, side by side where the database has connections to spare. */
async function runChecks(tx: Executor, at: CheckDay): Promise<CheckResults> {
  const [coverage, plans, classrooms, commissions, licences, groups, translations] = await Promise.all([
    gradingCoverage(tx),
    firstCourseVsPlan(tx, at),
    classroomCapacity(tx, at),
    commissionRoles(tx, at),
    licence(tx, at),
    groupsWithoutHeadcounts(tx, at),
    translation(tx),
  ]);
  return {
    at,
    gradingCoverage: coverage,
    firstCourseVsPlan: plans,
    classroomCapacity: classrooms,
    commissionRoles: commissions,
    licence: licences,
    groupsWithoutHeadcounts: groups,
    translation: translations,
  };
}

/** Each check's full total, in the order of checkKinds. */
export const countsOf = (results: CheckResults): CheckCount[] =>
  calls.checkKinds.map((check) => ({ check, count: results[check].total }));

/** Every check's rows said in `lang`, grouped by check in the order of checkKinds. */
function sayChecks(results: CheckResults, lang: Language): ChecksAnswer {
  const { at } = results;
  const said: { [K in CheckKind]: CheckRow[] } = {
    gradingCoverage: results.gradingCoverage.rows.map((row) => sayCoverage(row, lang)),
    firstCourseVsPlan: results.firstCourseVsPlan.rows.map((row) => sayPlan(row, at, lang)),
    classroomCapacity: results.classroomCapacity.rows.map((row) => sayClassroom(row, lang)),
    commissionRoles: results.commissionRoles.rows.map((row) => sayCommission(row, lang)),
    licence: results.licence.rows.map((row) => sayLicence(row, lang)),
    groupsWithoutHeadcounts: results.groupsWithoutHeadcounts.rows.map((row) => sayGroups(row, at, lang)),
    translation: results.translation.rows.map((row) => sayTranslation(row, lang)),
  };
  return { counts: countsOf(results), rows: calls.checkKinds.flatMap((check) => said[check]) };
}

// Per database (a test process opens many): a day's results per university, a few days at most.
const resultsOf = new WeakMap<Database, CoherentCache<string, CheckResults>>();

/** What the checks find on `day` (yyyy-mm-dd), from memory until one of their tables changes. */
export async function checkResults(database: Database, day: string): Promise<CheckResults> {
  let cache = resultsOf.get(database);
  if (!cache) {
    cache = new CoherentCache<string, CheckResults>(database.changes, CHECK_TABLES, 400, universityOfKey);
    resultsOf.set(database, cache);
  }
  // Each university's own (decision 0068).
  const results = await cache.get(universityKey(day), async () => ({
    value: await runChecks(database, checkDayOf(day)),
    freshForMs: Number.POSITIVE_INFINITY,
  }));
  // The load always answers a value; undefined only if it were to answer nothing.
  return results ?? runChecks(database, checkDayOf(day));
}

/** checks/list: what the checks found today, said in the reader's language. */
export const checksList = defineListRead(calls.checksList, {
  tables: CHECK_TABLES,
  load: async (database, { lang, day }: { lang: Language; day: string }) =>
    sayChecks(await checkResults(database, day), lang),
});
