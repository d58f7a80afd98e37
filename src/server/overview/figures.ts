import type { Language } from '../../contract/limits';
import type { OverviewFigures } from '../../contract/overview';
import * as calls from '../../contract/overview';
import { nameIn, namesOf } from '../checks/found';
import { CHECK_TABLES, checkResults, countsOf } from '../checks/run';
import type { Database } from '../db/connection';
import { defineListRead } from '../db/list-read';
import * as queries from './queries';

// overview/figures (issue 31): the figures of one academic year in one call, named in the reader's
// language; the open checks' counts are the checks' own (checks/run.ts), shared with checks/list.

/** The figures' parameters: the chosen year, the reader's language, and today (the checks' day). */
export interface FiguresParams {
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

export async function overviewFigures(
  database: Database,
  { year, lang, day }: FiguresParams,
): Promise<OverviewFigures> {
  const [admission, trend, groups, buildings, checks] = await Promise.all([
    queries.admissionByFaculty(database, year),
    queries.plannedByCourse(database, year),
    queries.groupsByFacultyAndForm(database, year),
    queries.buildingCapacity(database, year),
    checkResults(database, day),
  ]);
  return {
    year,
    admission: admission.map((row) => ({
      ...facultyOf(row, lang),
      planBudget: row.plan_budget,
      planContract: row.plan_contract,
      plannedBudget: row.planned_budget,
      plannedContract: row.planned_contract,
    })),
    trend: trend.map((row) => ({ ...row, students: row.budget + row.contract })),
    groups: groups.map((row) => ({
      ...facultyOf(row, lang),
      idFEduc: row.id_f_educ,
      studyForm: nameIn(namesOf(row, 'f_educ'), lang),
      studyFormShort: row.short_name,
      groups: row.groups,
    })),
    buildings: buildings.map((row) => ({
      idKorpus: row.id_korpus,
      building: nameIn(namesOf(row, 'korpus'), lang),
      capacity: row.capacity,
      students: row.students,
      faculties: row.faculties,
    })),
    checks: countsOf(checks),
  };
}

/** The overview's figures, kept until a table they read changes (the checks read them all). */
export const figuresRead = defineListRead(calls.overviewFiguresCall, {
  tables: CHECK_TABLES,
  load: overviewFigures,
});
