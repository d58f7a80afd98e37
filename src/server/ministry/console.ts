import type { Language } from '../../contract/limits';
import type { MinistryOverview, MinistryUniversity, UniversityFigures } from '../../contract/ministry';
import { CHECK_TABLES } from '../checks/run';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import { inUniversity, universityKey, universityOfKey } from '../db/university-scope';
import type { CurrentLicence } from '../licence/current';
import { overviewFigures } from '../overview/figures';
import { type DirectoryRow, universityDirectory } from './queries';

// The ministry's console (decision 0069): each university's row is its directory entry (read across the
// universities) and the overview's figures read in that university, exactly as its own overview reads them,
// so the two never disagree and row-level security stays the judge of what each figure sees.

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

type Figures = Omit<UniversityFigures, 'faculties'>;

// Kept as the overview's answers are (decision 0009): until one of the checks' tables changes in that
// university (migration 0027), per change feed (a test process opens many databases).
const figuresKept = new WeakMap<object, CoherentCache<string, Figures>>();

/** One university's figures for the year, read as its own users read them, from memory once read. */
const figuresOf = (database: Database, university: number, year: number, lang: Language, day: string) =>
  inUniversity(university, async () => {
    let cache = figuresKept.get(database.changes);
    if (!cache) {
      cache = new CoherentCache<string, Figures>(database.changes, CHECK_TABLES, 1_000, universityOfKey);
      figuresKept.set(database.changes, cache);
    }
    const load = async () => ({
      value: await readFigures(database, year, lang, day),
      freshForMs: Number.POSITIVE_INFINITY,
    });
    return (
      (await cache.get(universityKey(`${year}:${lang}:${day}`), load)) ??
      readFigures(database, year, lang, day)
    );
  });

async function readFigures(database: Database, year: number, lang: Language, day: string): Promise<Figures> {
  // The university's own overview, totalled: the console and the overview cannot disagree.
  const { admission, trend, groups, buildings, checks } = await overviewFigures(database, {
    year,
    lang,
    day,
  });
  return {
    groups: sum(groups.map((row) => row.groups)),
    students: sum(trend.filter((row) => row.year === year).map((row) => row.students)),
    planBudget: sum(admission.map((row) => row.planBudget)),
    planContract: sum(admission.map((row) => row.planContract)),
    seats: sum(buildings.map((row) => row.capacity)),
    openChecks: sum(checks.map((row) => row.count)),
  };
}

async function rowOf(
  database: Database,
  licence: CurrentLicence,
  entry: DirectoryRow,
  { year, lang, day }: { year: number; lang: Language; day: string },
): Promise<MinistryUniversity> {
  const [state, figures] = await Promise.all([
    licence.get(entry.idVuz),
    figuresOf(database, entry.idVuz, year, lang, day),
  ]);
  return {
    idVuz: entry.idVuz,
    code: entry.code,
    shortName: entry.shortName,
    name: entry.name,
    licence: { verdict: state.verdict.verdict, validUntil: state.verdict.payload?.validUntil ?? null },
    staff: {
      administrators: entry.administrators,
      editors: entry.editors,
      viewers: entry.viewers,
      disabled: entry.disabled,
    },
    lastActivityAt: entry.lastActivityAt,
    figures: { faculties: entry.faculties, ...figures },
  };
}

/** Every university's staff and figures, summed. */
function totalsOf(rows: readonly MinistryUniversity[]): MinistryOverview['totals'] {
  const staff = { administrators: 0, editors: 0, viewers: 0, disabled: 0 };
  const figures = {
    faculties: 0,
    groups: 0,
    students: 0,
    planBudget: 0,
    planContract: 0,
    seats: 0,
    openChecks: 0,
  };
  for (const row of rows) {
    for (const key of Object.keys(staff) as (keyof typeof staff)[]) staff[key] += row.staff[key];
    for (const key of Object.keys(figures) as (keyof typeof figures)[]) figures[key] += row.figures[key];
  }
  return { staff, figures };
}

/** Every university's row for the year, by name, with the totals; a few universities read at a time. */
export async function ministryOverview(
  database: Database,
  licence: CurrentLicence,
  params: { year: number; lang: Language; day: string },
): Promise<MinistryOverview> {
  const directory = await universityDirectory(database, params.lang);
  const universities: MinistryUniversity[] = [];
  // Four at a time: a ministry's eighty universities must not take the whole pool.
  for (let start = 0; start < directory.length; start += 4)
    universities.push(
      ...(await Promise.all(
        directory.slice(start, start + 4).map((entry) => rowOf(database, licence, entry, params)),
      )),
    );
  return { year: params.year, universities, totals: totalsOf(universities) };
}
