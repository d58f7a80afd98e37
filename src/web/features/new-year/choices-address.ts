import { replaceableKinds, type TurnoverKind, turnoverKinds } from '../../../contract/new-year';
import { type Choices, defaultChoices, type ReplaceableKind, requestOf, type Scope } from './choices';

/*
 * The screen's place kept in the address (decision 0057), as the audit screen keeps its filters, so that a
 * reload, Back or a shared link comes back to the same years, choices and step:
 * ?from=26&to=27&scope=faculties&faculties=1,2&kinds=admission,groups&replace=admission&step=preview, or
 * ?step=report&turnover=12. A parameter the screen would not offer (a year out of range, an unknown kind)
 * is left out, and its default stands.
 */

/** The step shown: the choices (no parameter), their preview (run again after a reload), or a report. */
export type Step = 'choices' | 'preview' | 'report';

export interface Place {
  choices: Choices;
  step: Step;
  /** The turnover whose report is shown (step 'report'); null after an apply that wrote nothing. */
  idTurnover: number | null;
}

const YEAR = /^\d{1,2}$/;
const ID = /^[1-9]\d{0,8}$/;
/** At most this many ids in a list parameter (a university has fewer faculties). */
const LIST_MAX = 500;

const yearOf = (text: string | null): number | null =>
  text !== null && YEAR.test(text) ? Number(text) : null;
const idOf = (text: string | null): number | null => (text !== null && ID.test(text) ? Number(text) : null);
const idsOf = (text: string | null): number[] =>
  text === null
    ? []
    : [
        ...new Set(
          text
            .split(',')
            .filter((part) => ID.test(part))
            .map(Number),
        ),
      ].slice(0, LIST_MAX);
/** The names of a list parameter that are among `known`, in `known`'s order; null when absent. */
function namesOf<T extends string>(text: string | null, known: readonly T[]): T[] | null {
  if (text === null) return null;
  const given = new Set(text.split(','));
  return known.filter((name) => given.has(name));
}
const scopes: readonly Scope[] = ['all', 'faculties', 'specialities'];

/** The place an address asks for, from `year` (this academic year) where it says nothing. */
export function placeOf(params: URLSearchParams, year: number): Place {
  const defaults = defaultChoices(year);
  const yearFrom = yearOf(params.get('from')) ?? defaults.yearFrom;
  const yearTo = yearOf(params.get('to')) ?? yearFrom + 1;
  const scope = scopes.find((value) => value === params.get('scope')) ?? 'all';
  const kinds: TurnoverKind[] = namesOf(params.get('kinds'), turnoverKinds) ?? defaults.kinds;
  const replace: ReplaceableKind[] = (namesOf(params.get('replace'), replaceableKinds) ?? []).filter((kind) =>
    kinds.includes(kind),
  );
  const choices: Choices = {
    yearFrom,
    yearTo,
    scope,
    facultyIds: scope === 'faculties' ? idsOf(params.get('faculties')) : [],
    idFaculty: scope === 'specialities' ? idOf(params.get('faculty')) : null,
    specialityIds: scope === 'specialities' ? idsOf(params.get('specialities')) : [],
    kinds,
    replace,
  };
  const idTurnover = idOf(params.get('turnover'));
  const asked = params.get('step');
  const step: Step =
    asked === 'preview' ? 'preview' : asked === 'report' && idTurnover !== null ? 'report' : 'choices';
  return { choices, step, idTurnover: step === 'report' ? idTurnover : null };
}

/**
 * The address's parameters of a place: the years always (what the screen is about), the rest of the
 * choices only where they differ from the defaults (a report keeps them too, for the next turnover), then
 * the step and the turnover reported.
 */
export function paramsOf({ choices, step, idTurnover }: Place): URLSearchParams {
  const params = new URLSearchParams();
  const request = requestOf(choices);
  params.set('from', String(choices.yearFrom));
  params.set('to', String(choices.yearTo));
  if (choices.scope !== 'all') params.set('scope', choices.scope);
  if (choices.scope === 'faculties' && choices.facultyIds.length > 0)
    params.set('faculties', choices.facultyIds.join(','));
  if (choices.scope === 'specialities') {
    if (choices.idFaculty !== null) params.set('faculty', String(choices.idFaculty));
    if (choices.specialityIds.length > 0) params.set('specialities', choices.specialityIds.join(','));
  }
  if (request.kinds.length !== turnoverKinds.length) params.set('kinds', request.kinds.join(','));
  if (request.replace.length > 0) params.set('replace', request.replace.join(','));
  if (step === 'preview') params.set('step', 'preview');
  if (step === 'report' && idTurnover !== null) {
    params.set('step', 'report');
    params.set('turnover', String(idTurnover));
  }
  return params;
}
