import { useSearchParams } from 'react-router';
import { type CourseStage, stageOf } from '../../../contract/academic-year';
import type { GroupRow } from '../../../contract/structure';
import { useUrlCascade } from '../../components/cascade/cascade-state';
import { useAddressUpdate } from '../../lib/address-update';

/**
 * Where the registrar is below the cascade, kept in the address with it (decision 0032): the course filter of
 * the groups panel and the group in the footer's editor (name-group → sub-group → intake year). Choosing
 * a level of the cascade clears them all.
 */
const GROUP_LEVELS = ['nameGroup', 'subGroup', 'year'] as const;
const COURSE = 'course';
export const GROUP_PLACE: readonly string[] = [COURSE, ...GROUP_LEVELS];

/** The course filter: every course, one course of the form, next year's intake or the graduated groups. */
export type CourseFilter = 'all' | 'intake' | 'graduated' | number;

export function courseFilterOf(param: string | null): CourseFilter {
  if (param === 'intake' || param === 'graduated') return param;
  return param !== null && /^([1-9]|10)$/.test(param) ? Number(param) : 'all';
}

/** The stage of a group as its course says (contract/academic-year.ts). */
export const stageOfRow = (row: Pick<GroupRow, 'course' | 'max_course'>): CourseStage =>
  stageOf(row.course, row.max_course);

/** Whether a group shows under the filter (a course's groups come from the server already). */
export const shownUnder = (filter: CourseFilter, row: GroupRow): boolean =>
  typeof filter === 'number' || filter === 'all' || stageOfRow(row) === filter;

/** The course filter and the editor's group, as the address has them. */
export function useGroupPlace() {
  const [params] = useSearchParams();
  const updateAddress = useAddressUpdate();
  const picks = useUrlCascade(GROUP_LEVELS);
  const course = courseFilterOf(params.get(COURSE));
  const setCourse = (next: CourseFilter) =>
    updateAddress((address) => {
      if (next === 'all') address.delete(COURSE);
      else address.set(COURSE, String(next));
      return address;
    });
  /** Loads a group of the table into the editor. */
  const open = (row: GroupRow) =>
    picks.chooseAll({ nameGroup: row.id_n_gr, subGroup: row.id_com_gspe, year: row.id_group_y });
  return { course, setCourse, picks: picks.chosen, choose: picks.choose, chooseAll: picks.chooseAll, open };
}

export type GroupPlace = ReturnType<typeof useGroupPlace>;
