import { yearLabel } from '../../contract/academic-year';
import type { TurnoverRequest } from '../../contract/new-year';
import { GROUP_HEADCOUNT_MAX, type Judge, onTarget, type TurnoverReads } from './items';

// The planned students of a turnover (decision 0048): each group's numbers a course up, and the new intake's
// shared out of the target year's admission plan.

/** Planned students: each group a year on, and the intake's from the target year's admission plan. */
export function judgeHeadcounts(
  request: TurnoverRequest,
  reads: TurnoverReads,
  targetPlan: Map<number, { kolB: number; kolK: number }>,
  intakeBindings: Map<number, Set<number>>,
  replace: boolean,
): Judge[] {
  const items: Judge[] = [];
  // A map: the large university's headcounts are tens of thousands of rows.
  const faculties = new Map(reads.specialities.map((row) => [row.id_speciality, row.id_faculty]));
  const facultyOf = (id: number) => faculties.get(id) ?? 0;
  const maxCourse = new Map(reads.specialities.map((row) => [row.id_speciality, row.max_course]));
  const intakeHalfYears = new Map<number, Set<number>>();
  for (const row of reads.headcounts) {
    const base = {
      kind: 'headcounts' as const,
      facultyId: facultyOf(row.id_speciality),
      specialityId: row.id_speciality,
      count: 1,
      unit: `group:${row.id_group}`,
      key: `${row.id_group}:${row.id_w_s}:${row.target_version ?? 0}`,
    };
    if (row.intake)
      intakeHalfYears.set(
        row.id_com_gspe,
        (intakeHalfYears.get(row.id_com_gspe) ?? new Set()).add(row.id_w_s),
      );
    const max = maxCourse.get(row.id_speciality) ?? 10;
    const carried = { kolB: row.kol_b, kolK: row.kol_k };
    if (row.course > max)
      items.push({
        ...base,
        verdict: 'refused',
        reason: { key: 'turnoverGraduates', params: { course: row.course, max } },
      });
    else if (row.target_id !== null)
      items.push({
        ...base,
        ...onTarget(row, carried, 'rrnk_gr_kolst', replace),
      });
    else
      items.push({
        ...base,
        verdict: 'created',
        write: {
          table: 'rrnk_gr_kolst',
          action: 'created',
          groupId: row.id_group,
          bindingId: row.id_com_gspe,
          halfYear: row.id_w_s,
          ...carried,
        },
      });
  }

  // The intake: the target plan shared evenly among the speciality's intake groups, in the half-years
  // its source-year intake had.
  const existing = new Map<string, TurnoverReads['targetIntake'][number]>();
  const groupOf = new Map<number, number>();
  for (const row of reads.targetIntake) {
    groupOf.set(row.id_com_gspe, row.id_group);
    if (row.id_w_s !== null) existing.set(`${row.id_com_gspe}:${row.id_w_s}`, row);
  }
  for (const [speciality, bindingSet] of intakeBindings) {
    const bindings = [...bindingSet].sort((a, b) => a - b);
    const ofSpeciality = new Set(bindings.flatMap((binding) => [...(intakeHalfYears.get(binding) ?? [])]));
    const plan = targetPlan.get(speciality);
    bindings.forEach((binding, index) => {
      const halfYears = [...(intakeHalfYears.get(binding) ?? ofSpeciality)].sort((a, b) => a - b);
      const share = (total: number) =>
        Math.floor(total / bindings.length) + (index < total % bindings.length ? 1 : 0);
      for (const halfYear of halfYears) {
        const target = existing.get(`${binding}:${halfYear}`);
        const base = {
          kind: 'headcounts' as const,
          facultyId: facultyOf(speciality),
          specialityId: speciality,
          count: 1,
          // The binding's intake group of the target year, made already or by this turnover.
          unit: `intake:${binding}`,
          key: `intake:${binding}:${halfYear}:${target?.target_version ?? 0}`,
        };
        if (!plan) {
          if (target) items.push({ ...base, verdict: 'kept' });
          else
            items.push({
              ...base,
              verdict: 'refused',
              reason: { key: 'turnoverNoPlan', params: { year: yearLabel(request.yearTo) } },
            });
          continue;
        }
        const carried = { kolB: share(plan.kolB), kolK: share(plan.kolK) };
        if (target?.target_id != null)
          items.push({
            ...base,
            ...onTarget(target, carried, 'rrnk_gr_kolst', replace),
          });
        else if (carried.kolB > GROUP_HEADCOUNT_MAX || carried.kolK > GROUP_HEADCOUNT_MAX)
          items.push({
            ...base,
            verdict: 'refused',
            reason: { key: 'turnoverHeadcountTooLarge', params: { max: GROUP_HEADCOUNT_MAX } },
          });
        else
          items.push({
            ...base,
            verdict: 'created',
            write: {
              table: 'rrnk_gr_kolst',
              action: 'created',
              groupId: groupOf.get(binding) ?? null,
              bindingId: binding,
              halfYear,
              ...carried,
            },
          });
      }
    });
  }
  return items;
}
