import { useQuery } from '@tanstack/react-query';
import { useUrlCascade } from '../../components/cascade/cascade-state';
import {
  directionsQuery,
  facultiesQuery,
  ministriesQuery,
  specialitiesQuery,
  studyFormsQuery,
  universitiesQuery,
} from './api';

/** The levels of the cascade, top down, as they are named in the address. */
export const LEVELS = ['ministry', 'vuz', 'faculty', 'direction', 'form', 'speciality'] as const;
export type Level = (typeof LEVELS)[number];

/** A list query that runs only once the level above is chosen. */
const after = <T>(id: number | null, options: T) => ({ ...options, enabled: id !== null });

/** The cascade's choices (kept in the address), the list of each level, and the chosen rows. */
export function useStructure() {
  const { chosen, choose } = useUrlCascade(LEVELS);
  const { ministry, vuz, faculty, direction, form, speciality } = chosen;
  const lists = {
    ministry: useQuery(ministriesQuery()),
    vuz: useQuery(after(ministry, universitiesQuery(ministry ?? 0))),
    faculty: useQuery(after(vuz, facultiesQuery(vuz ?? 0))),
    direction: useQuery(after(faculty, directionsQuery(faculty ?? 0))),
    form: useQuery(after(direction, studyFormsQuery(faculty ?? 0, direction ?? 0))),
    speciality: useQuery(after(form, specialitiesQuery(faculty ?? 0, direction ?? 0, form ?? 0))),
  };
  return {
    chosen,
    choose,
    lists,
    university: lists.vuz.data?.find((row) => row.id_vuz === vuz) ?? null,
    facultyRow: lists.faculty.data?.find((row) => row.id_faculty === faculty) ?? null,
    specialityRow: lists.speciality.data?.find((row) => row.id_speciality === speciality) ?? null,
  };
}

export type Structure = ReturnType<typeof useStructure>;
