import type { Language } from '../../contract/limits';
import type { OverviewFigures } from '../../contract/overview';
import * as calls from '../../contract/overview';
import { nameIn, namesOf } from '../checks/found';
import { CHECK_TABLES, checkResults, countsOf } from '../checks/run';
import type { Database } from '../db/connection';
import { defineListRead } from '../db/list-read';
import type { Executor } from '../db/sql';
import * as queries from './queries';

// overview/figures: the figures of one academic year in one call, named in the reader's
// language; the open checks' counts are the checks' own (checks/run.ts), shared with checks/list. Each
// figure is a function of its own, so that the overview's exports (export/tables/overview.ts) write the
// very rows the screen charts without computing the others.

/** The figures' parameters: the chosen year, the reader's language, and today (the checks' day). */
interface FiguresParams {
  year: number;
  lang: Language;
  day: string;
}

type FacultyNames = Awaited<ReturnType<typeof queries.admissionByFaculty>>[number];

const facultyOf = (row: Omit<FacultyNames, `plan${string}`>, lang: Language) => ({
  idFaculty: row.id_faculty,
  faculty: nameIn(namesOf(row, 'faculty'), lang),
  facultyShort: nameIn(namesOf(row, 'short_faculty'), lang),
});

/** Each faculty's admission plan against its first course's planned students. */
export async function admissionFigures(
  tx: Executor,
  year: number,
  lang: Language,
): Promise<OverviewFigures['admission']> {
  return (await queries.admissionByFaculty(tx, year)).map((row) => ({
    ...facultyOf(row, lang),
    planBudget: row.plan_budget,
    planContract: row.plan_contract,
    plannedBudget: row.planned_budget,
    plannedContract: row.planned_contract,
  }));
}

/** The planned students per course over the trend's years. */
export async function trendFigures(tx: Executor, year: number): Promise<OverviewFigures['trend']> {
  return (await queries.plannedByCourse(tx, year)).map((row) => ({
    ...row,
    students: row.budget + row.contract,
  }));
}

/** The groups per faculty and study form. */
export async function groupsFigures(
  tx: Executor,
  year: number,
  lang: Language,
): Promise<OverviewFigures['groups']> {
  return (await queries.groupsByFacultyAndForm(tx, year)).map((row) => ({
    ...facultyOf(row, lang),
    idFEduc: row.id_f_educ,
    studyForm: nameIn(namesOf(row, 'f_educ'), lang),
    studyFormShort: row.short_name,
    groups: row.groups,
  }));
}

/** Each building's seats against the planned students of its faculties. */
export async function buildingFigures(
  tx: Executor,
  year: number,
  lang: Language,
): Promise<OverviewFigures['buildings']> {
  return (await queries.buildingCapacity(tx, year)).map((row) => ({
    idKorpus: row.id_korpus,
    building: nameIn(namesOf(row, 'korpus'), lang),
    capacity: row.capacity,
    students: row.students,
    faculties: row.faculties,
  }));
}

/** The open data checks by kind, today. */
export const checkFigures = async (database: Database, day: string): Promise<OverviewFigures['checks']> =>
  countsOf(await checkResults(database, day));

/** The overview's figures for a year, as the screen and the ministry's console read them. */
export async function overviewFigures(
  database: Database,
  { year, lang, day }: FiguresParams,
): Promise<OverviewFigures> {
  const [admission, trend, groups, buildings, checks] = await Promise.all([
    admissionFigures(database, year, lang),
    trendFigures(database, year),
    groupsFigures(database, year, lang),
    buildingFigures(database, year, lang),
    checkFigures(database, day),
  ]);
  return { year, admission, trend, groups, buildings, checks };
}

/** The overview's figures, kept until a table they read changes (the checks read them all). */
export const figuresRead = defineListRead(calls.overviewFiguresCall, {
  tables: CHECK_TABLES,
  load: overviewFigures,
});
