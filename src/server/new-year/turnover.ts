import { yearLabel } from '../../contract/academic-year';
import type { Language } from '../../contract/limits';
import type { TurnoverKind, TurnoverReport, TurnoverRequest } from '../../contract/new-year';
import { AppError } from '../core/errors';
import type { SignedInUser } from '../core/signed-in-user';
import type { Database } from '../db/connection';
import type { Executor } from '../db/sql';
import { writeTransaction } from '../db/write';
import { judgeTurnover, type TurnoverItem, type TurnoverReads, withinScope } from './judge';
import { type ApplyProgress, recordUnits, trackProgress, untracked } from './progress';
import * as queries from './queries';
import { countsOf, type NameBook, nameIn, render, summarise, tokenOf } from './report';
import { recordTurnover, writeItems } from './writes';

// The preview and the apply of a turnover (decision 0048): the same reads and the same judgement; the apply
// runs them inside its transaction and writes only when their token is the preview's.

/** The target year comes after the source year (SPEC §5, as the next-year groups). */
function assertYearOrder(request: Pick<TurnoverRequest, 'yearFrom' | 'yearTo'>) {
  if (request.yearTo <= request.yearFrom)
    throw new AppError('VALIDATION', 'turnoverYearOrder', { year: yearLabel(request.yearFrom) });
}

/** An editor of some faculties: what they write is limited to those (decision 0048). */
const isLimited = (user: SignedInUser) => user.role !== 'administrator' && !user.allFaculties;

/** An editor of some faculties who chose the whole university turns over theirs. */
function scopeOf(request: TurnoverRequest, user: SignedInUser): queries.Scope {
  const whole = request.facultyIds.length === 0 && request.specialityIds.length === 0;
  return { ...request, ...(whole && isLimited(user) && { limitTo: user.facultyIds }) };
}

/** An editor of some faculties is told which: they are all the turnover covers (decision 0057). */
async function onlyFacultiesOf(tx: Executor, user: SignedInUser, lang: Language) {
  if (!isLimited(user)) return {};
  const names = await queries.facultyNames(tx, user.facultyIds);
  // In the language's alphabetical order (the database's collation may be another).
  const locale = lang === 'kg' ? 'ky' : lang;
  return {
    onlyFaculties: names
      .map((row) => nameIn({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }, lang))
      .sort((a, b) => a.localeCompare(b, locale)),
  };
}

/** Which reads a request needs: each is one statement, after the scope's. */
function readsOf(request: TurnoverRequest) {
  const kinds = new Set(request.kinds);
  const needs = (...wanted: TurnoverKind[]) => wanted.some((kind) => kinds.has(kind));
  return {
    plans: needs('admission', 'headcounts'),
    intake: needs('groups'),
    headcounts: needs('headcounts'),
    commissions: needs('commission'),
  };
}

/** How many statements the reading of a request makes (its progress, progress.ts). */
const readCount = (request: TurnoverRequest) => {
  const needs = readsOf(request);
  return (
    1 +
    Number(needs.plans) +
    Number(needs.intake) +
    2 * Number(needs.headcounts) +
    2 * Number(needs.commissions)
  );
};

async function read(
  tx: Executor,
  request: TurnoverRequest,
  user: SignedInUser,
  progress: ApplyProgress = untracked,
) {
  const { yearFrom, yearTo } = request;
  const needs = readsOf(request);
  // Each statement, then its step of the progress.
  const stepped = async <T>(statement: Promise<T[]>): Promise<T[]> => {
    const found = await statement;
    await progress.step();
    return found;
  };
  const specialities = await stepped(queries.scopeSpecialities(tx, scopeOf(request, user), yearTo));
  const ids = specialities.map((row) => row.id_speciality);
  const faculties = [...new Set(specialities.map((row) => row.id_faculty))];
  const reads: TurnoverReads = {
    specialities,
    plans: needs.plans ? await stepped(queries.admissionPlans(tx, ids, yearFrom, yearTo)) : [],
    intake: needs.intake ? await stepped(queries.intakeGroups(tx, ids, yearFrom, yearTo)) : [],
    headcounts: needs.headcounts ? await stepped(queries.sourceHeadcounts(tx, ids, yearFrom, yearTo)) : [],
    targetIntake: needs.headcounts ? await stepped(queries.targetIntake(tx, ids, yearTo)) : [],
    facultyCommissions: needs.commissions
      ? await stepped(queries.facultyCommissions(tx, faculties, yearFrom, yearTo))
      : [],
    specialityCommissions: needs.commissions
      ? await stepped(queries.specialityCommissions(tx, faculties))
      : [],
  };
  return reads;
}

/** The names of the report's faculties and specialities, from the rows read. */
function bookOf(reads: Pick<TurnoverReads, 'specialities'>): NameBook {
  const book: NameBook = { faculties: new Map(), specialities: new Map() };
  for (const row of reads.specialities) {
    book.faculties.set(row.id_faculty, { ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en });
    book.specialities.set(row.id_speciality, {
      code: row.code,
      special: { ru: row.special, kg: row.special_kg, en: row.special_en },
      form: { ru: row.f_educ, kg: row.f_educ_kg, en: row.f_educ_en },
    });
  }
  return book;
}

function reportOf(
  request: TurnoverRequest,
  items: TurnoverItem[],
  scoped: TurnoverItem[],
  reads: TurnoverReads,
  lang: Language,
): TurnoverReport {
  const summary = summarise(scoped);
  return {
    rows: render(summary, bookOf(reads), lang),
    counts: countsOf(summary, request.kinds),
    token: tokenOf(request, items),
  };
}

/** What the turnover would do; nothing is written, nothing is locked. */
export async function previewTurnover(
  database: Database,
  user: SignedInUser,
  lang: Language,
  request: TurnoverRequest,
) {
  assertYearOrder(request);
  const reads = await read(database, request, user);
  const items = judgeTurnover(request, reads);
  return {
    ...reportOf(request, items, withinScope(items, user), reads, lang),
    ...(await onlyFacultiesOf(database, user, lang)),
  };
}

/**
 * Does it, in one audited transaction, when the judgement's token is the preview's (409 otherwise,
 * nothing written); keeps the turnover (its request, report and rows) for the report and the undo. Under
 * a `progressId`, says how far it has gone (new-year/progress).
 */
export async function applyTurnover(
  database: Database,
  user: SignedInUser,
  lang: Language,
  request: TurnoverRequest,
  token: string,
  progressId?: string,
) {
  assertYearOrder(request);
  const progress = trackProgress(progressId, user.id, readCount(request));
  try {
    return await writeTransaction(database, user.id, async (tx) => {
      const reads = await read(tx, request, user, progress);
      progress.enter('judging');
      const items = judgeTurnover(request, reads);
      await progress.step();
      if (tokenOf(request, items) !== token) throw new AppError('CONFLICT', 'turnoverStale');
      const scoped = withinScope(items, user);
      const written = await writeItems(tx, request.yearTo, scoped, progress);
      progress.enter('recording');
      const summary = summarise(scoped);
      const idTurnover =
        written.length > 0 ? await recordTurnover(tx, user.id, request, summary, written) : null;
      await progress.step(recordUnits(written.length));
      return {
        ...reportOf(request, items, scoped, reads, lang),
        ...(await onlyFacultiesOf(tx, user, lang)),
        idTurnover,
      };
    });
  } finally {
    progress.end();
  }
}
