import {
  replaceableKinds,
  type TurnoverKind,
  type TurnoverRequest,
  turnoverKinds,
} from '../../../contract/new-year';

/** Whom a turnover covers: the whole university, some faculties, or some specialities of one faculty. */
export type Scope = 'all' | 'faculties' | 'specialities';
export type ReplaceableKind = (typeof replaceableKinds)[number];

/** What step 1 holds; kept as it is when the user goes back from the preview. */
export interface Choices {
  yearFrom: number;
  yearTo: number;
  scope: Scope;
  /** The faculties chosen whole (scope 'faculties'). */
  facultyIds: number[];
  /** The faculty whose specialities are offered (scope 'specialities'). */
  idFaculty: number | null;
  /** Bindings (id_speciality) of that faculty (scope 'specialities'). */
  specialityIds: number[];
  kinds: TurnoverKind[];
  replace: ReplaceableKind[];
}

/** Every kind ticked, nothing replaced, the whole university, from `year` to the next. */
export const defaultChoices = (year: number): Choices => ({
  yearFrom: year,
  yearTo: year + 1,
  scope: 'all',
  facultyIds: [],
  idFaculty: null,
  specialityIds: [],
  kinds: [...turnoverKinds],
  replace: [],
});

export const isReplaceable = (kind: TurnoverKind): kind is ReplaceableKind =>
  (replaceableKinds as readonly TurnoverKind[]).includes(kind);

/** The texts (keys under newYear) of what keeps the choices from being previewed, per field. */
interface ChoiceProblems {
  yearTo?: 'yearToAfter';
  scope?: 'chooseFaculties' | 'chooseFaculty' | 'chooseSpecialities';
  kinds?: 'chooseKind';
}

export function choiceProblems(choices: Choices): ChoiceProblems {
  const problems: ChoiceProblems = {};
  if (choices.yearTo <= choices.yearFrom) problems.yearTo = 'yearToAfter';
  if (choices.scope === 'faculties' && choices.facultyIds.length === 0) problems.scope = 'chooseFaculties';
  if (choices.scope === 'specialities') {
    if (choices.idFaculty === null) problems.scope = 'chooseFaculty';
    else if (choices.specialityIds.length === 0) problems.scope = 'chooseSpecialities';
  }
  if (choices.kinds.length === 0) problems.kinds = 'chooseKind';
  return problems;
}

/**
 * The request of the choices: the kinds in the order they are carried, "replace" only for kinds chosen,
 * and only the list of the chosen scope (both empty: the whole university).
 */
export function requestOf(choices: Choices): TurnoverRequest {
  const kinds = turnoverKinds.filter((kind) => choices.kinds.includes(kind));
  return {
    yearFrom: choices.yearFrom,
    yearTo: choices.yearTo,
    facultyIds: choices.scope === 'faculties' ? [...choices.facultyIds] : [],
    specialityIds: choices.scope === 'specialities' ? [...choices.specialityIds] : [],
    kinds,
    replace: replaceableKinds.filter((kind) => choices.replace.includes(kind) && kinds.includes(kind)),
  };
}

/** Ticks or unticks a kind; unticking it drops its "replace" too. */
export function withKind(choices: Choices, kind: TurnoverKind, on: boolean): Choices {
  const kinds = on ? [...new Set([...choices.kinds, kind])] : choices.kinds.filter((k) => k !== kind);
  const replace = on ? choices.replace : choices.replace.filter((k) => k !== kind);
  return { ...choices, kinds, replace };
}

export function withReplace(choices: Choices, kind: ReplaceableKind, on: boolean): Choices {
  const replace = on ? [...new Set([...choices.replace, kind])] : choices.replace.filter((k) => k !== kind);
  return { ...choices, replace };
}
