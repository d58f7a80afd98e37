import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import { useUrlCascade } from '../../components/cascade/cascade-state';
import {
  directionsQuery,
  facultiesQuery,
  ministriesQuery,
  specialitiesQuery,
  studyFormsQuery,
  universitiesQuery,
} from './api';
import { GROUP_PLACE } from './use-group-place';

/** The levels of the cascade, top down, as they are named in the address. */
export const LEVELS = ['ministry', 'vuz', 'faculty', 'direction', 'form', 'speciality'] as const;
export type Level = (typeof LEVELS)[number];

/** The id of a list's only choice (a placeholder is none), else null. */
const onlyChoice = (ids: readonly number[] | undefined): number | null =>
  ids?.length === 1 && ids[0] !== PLACEHOLDER_ID ? (ids[0] as number) : null;

/**
 * The cascade's choices (kept in the address, with the groups' filter and editor below them), the list
 * of each level, and the chosen rows. A level with exactly one choice (the ministry, the university) is
 * chosen by itself (decision 0032), unless the user has just emptied it.
 */
export function useStructure() {
  const cascade = useUrlCascade(LEVELS, { clears: GROUP_PLACE });
  const { chosen, chooseAll } = cascade;
  // A level the user has just emptied (its clear button, a deleted speciality) stays empty.
  const emptied = useRef<Level | null>(null);
  const choose = useCallback(
    (level: Level, id: number | null) => {
      emptied.current = id === null ? level : null;
      cascade.choose(level, id);
    },
    [cascade.choose],
  );
  const { ministry, vuz, faculty, direction, form, speciality } = chosen;
  const lists = {
    ministry: useQuery(ministriesQuery()),
    // Each list waits (skipToken) until the level above is chosen.
    vuz: useQuery(universitiesQuery(ministry)),
    faculty: useQuery(facultiesQuery(vuz)),
    direction: useQuery(directionsQuery(faculty)),
    form: useQuery(studyFormsQuery(faculty, direction)),
    speciality: useQuery(specialitiesQuery(faculty, direction, form)),
  };
  const ids: Record<Level, number[] | undefined> = {
    ministry: lists.ministry.data?.map((row) => row.id_ministry),
    vuz: lists.vuz.data?.map((row) => row.id_vuz),
    faculty: lists.faculty.data?.map((row) => row.id_faculty),
    direction: lists.direction.data?.map((row) => row.id_direction),
    form: lists.form.data?.map((row) => row.id_f_educ),
    speciality: lists.speciality.data?.map((row) => row.id_speciality),
  };
  // The first open level whose list has one choice takes it; the next level follows at its own turn.
  const open = LEVELS.findIndex((level) => chosen[level] === null);
  const openLevel = open === -1 ? null : (LEVELS[open] as Level);
  const above = open <= 0 ? true : chosen[LEVELS[open - 1] as Level] !== null;
  const single = openLevel && above && openLevel !== emptied.current ? onlyChoice(ids[openLevel]) : null;
  useEffect(() => {
    if (openLevel && single !== null) cascade.choose(openLevel, single);
  }, [openLevel, single, cascade.choose]);

  return {
    chosen,
    choose,
    chooseAll,
    lists,
    university: lists.vuz.data?.find((row) => row.id_vuz === vuz) ?? null,
    facultyRow: lists.faculty.data?.find((row) => row.id_faculty === faculty) ?? null,
    specialityRow: lists.speciality.data?.find((row) => row.id_speciality === speciality) ?? null,
  };
}

export type Structure = ReturnType<typeof useStructure>;
