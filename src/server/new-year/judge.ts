import type { Permissions } from '../../contract/access';
import { mayWriteFaculty } from '../../contract/access';
import type { TurnoverRequest } from '../../contract/new-year';
import { judgeHeadcounts } from './headcounts';
import {
  firstDayOf,
  type Judge,
  onTarget,
  type Reason,
  type TurnoverItem,
  type TurnoverReads,
} from './items';

export type { TurnoverItem, TurnoverReads, TurnoverWrite } from './items';

// What a turnover does, as plain functions of what it read (decision 0048): each kind's items,
// each created, kept, replaced or refused with its reason, and the row it writes. The preview and the
// apply run the same functions on the same reads, so the apply writes what the preview showed.

const stamped = ({ key, ...item }: Judge): TurnoverItem => ({
  ...item,
  stamp: [
    item.kind,
    key,
    item.verdict,
    item.count,
    item.reason?.key ?? '',
    JSON.stringify(item.reason?.params ?? {}),
    JSON.stringify(item.write ?? null),
  ].join('|'),
});

const noLicence = (yearTo: number): Reason => ({
  key: 'turnoverNoLicence',
  params: { day: firstDayOf(yearTo) },
});

/** Every item of the chosen kinds, before the user's scope is applied (the token is made of these). */
export function judgeTurnover(request: TurnoverRequest, reads: TurnoverReads): TurnoverItem[] {
  const kinds = new Set(request.kinds);
  const replace = new Set<string>(request.replace);
  const bySpeciality = new Map(
    reads.specialities.map((speciality) => [speciality.id_speciality, speciality]),
  );
  const facultyOf = (id: number) => bySpeciality.get(id)?.id_faculty ?? 0;
  const licensed = (id: number) => bySpeciality.get(id)?.licence_valid ?? false;
  const items: Judge[] = [];

  // Admission plans; what each speciality's plan of the target year will be (its first course's numbers).
  const targetPlan = new Map<number, { kolB: number; kolK: number }>();
  for (const plan of reads.plans) {
    const carried = { kolB: plan.kol_b, kolK: plan.kol_k };
    if (plan.target_id !== null)
      targetPlan.set(plan.id_speciality, { kolB: plan.target_b ?? 0, kolK: plan.target_k ?? 0 });
    if (!kinds.has('admission')) continue;
    const base = {
      kind: 'admission' as const,
      facultyId: facultyOf(plan.id_speciality),
      specialityId: plan.id_speciality,
      count: 1,
      key: `${plan.id_speciality}:${plan.target_version ?? 0}`,
    };
    if (plan.target_id !== null) {
      const judged = onTarget(plan, carried, 'plan_abit', replace.has('admission'));
      if (judged.verdict === 'replaced' && !licensed(plan.id_speciality))
        items.push({ ...base, verdict: 'refused', reason: noLicence(request.yearTo) });
      else {
        items.push({ ...base, ...judged });
        if (judged.verdict === 'replaced') targetPlan.set(plan.id_speciality, carried);
      }
    } else if (!licensed(plan.id_speciality))
      items.push({ ...base, verdict: 'refused', reason: noLicence(request.yearTo) });
    else {
      items.push({
        ...base,
        verdict: 'created',
        write: { table: 'plan_abit', action: 'created', specialityId: plan.id_speciality, ...carried },
      });
      targetPlan.set(plan.id_speciality, carried);
    }
  }

  // Next year's intake groups (the next-year rule): the bindings whose target-year group exists or is made.
  const intakeBindings = new Map<number, Set<number>>();
  const addIntake = (speciality: number, binding: number) => {
    const set = intakeBindings.get(speciality) ?? new Set<number>();
    intakeBindings.set(speciality, set.add(binding));
  };
  for (const row of reads.targetIntake) addIntake(row.id_speciality, row.id_com_gspe);
  if (kinds.has('groups'))
    for (const group of reads.intake) {
      const base = {
        kind: 'groups' as const,
        facultyId: facultyOf(group.id_speciality),
        specialityId: group.id_speciality,
        count: 1,
        key: `${group.id_com_gspe}:${group.target_version ?? 0}`,
      };
      if (group.target_id !== null) items.push({ ...base, verdict: 'kept' });
      else if (!licensed(group.id_speciality))
        items.push({ ...base, verdict: 'refused', reason: noLicence(request.yearTo) });
      else {
        items.push({
          ...base,
          verdict: 'created',
          write: {
            table: 'study_group',
            action: 'created',
            bindingId: group.id_com_gspe,
            dop: group.dop,
            individual: group.ind_name_gr,
          },
        });
        addIntake(group.id_speciality, group.id_com_gspe);
      }
    }

  if (kinds.has('headcounts'))
    items.push(...judgeHeadcounts(request, reads, targetPlan, intakeBindings, replace.has('headcounts')));

  if (kinds.has('grading'))
    for (const speciality of reads.specialities)
      items.push({
        kind: 'grading',
        facultyId: speciality.id_faculty,
        specialityId: speciality.id_speciality,
        count: 1,
        key: `${speciality.id_speciality}:${speciality.grading_rule ?? ''}`,
        ...(speciality.grading_rule === null
          ? { verdict: 'refused', reason: { key: 'turnoverNoGradingRule', params: {} } }
          : { verdict: 'kept' }),
      });

  if (kinds.has('commission')) items.push(...judgeCommissions(request, reads));
  return items.map(stamped);
}

/**
 * The commissions hold until changed (they are the faculty's, not a year's): their members in office on
 * the target year's first day are carried (kept), those whose term ends before it are not.
 */
function judgeCommissions(request: TurnoverRequest, reads: TurnoverReads): Judge[] {
  const items: Judge[] = [];
  const whole = request.facultyIds.length === 0 && request.specialityIds.length === 0;
  const wholeFaculties = new Set(
    whole ? reads.specialities.map((row) => row.id_faculty) : request.facultyIds,
  );
  for (const commission of reads.facultyCommissions) {
    if (!wholeFaculties.has(commission.id_faculty)) continue;
    const base = { kind: 'commission' as const, facultyId: commission.id_faculty, specialityId: null };
    if (commission.carried > 0)
      items.push({
        ...base,
        verdict: 'kept',
        count: commission.carried,
        key: `faculty:${commission.id_faculty}`,
      });
    for (const day of commission.ended)
      items.push({
        ...base,
        verdict: 'refused',
        count: 1,
        reason: { key: 'turnoverTermEnded', params: { day } },
        key: `faculty:${commission.id_faculty}:${day}`,
      });
  }
  const members = new Map(
    reads.specialityCommissions.map((row) => [`${row.id_faculty}:${row.id_special}`, row.members]),
  );
  const seen = new Set<string>();
  for (const speciality of reads.specialities) {
    const pair = `${speciality.id_faculty}:${speciality.id_special}`;
    const count = members.get(pair);
    if (!count || seen.has(pair)) continue;
    seen.add(pair);
    items.push({
      kind: 'commission',
      facultyId: speciality.id_faculty,
      specialityId: speciality.id_speciality,
      specialId: speciality.id_special,
      verdict: 'kept',
      count,
      key: `speciality:${pair}`,
    });
  }
  return items;
}

/** The user's scope: what they may not write is refused with the reason, and writes nothing. */
export function withinScope(items: TurnoverItem[], user: Permissions): TurnoverItem[] {
  return items.map((item) =>
    item.write && !mayWriteFaculty(user, item.facultyId)
      ? {
          kind: item.kind,
          facultyId: item.facultyId,
          specialityId: item.specialityId,
          verdict: 'refused',
          count: item.count,
          ...(item.unit !== undefined && { unit: item.unit }),
          reason: { key: 'turnoverOutsideScope', params: {} },
          stamp: item.stamp,
        }
      : item,
  );
}
