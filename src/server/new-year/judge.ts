import { yearLabel } from '../../contract/academic-year';
import type { Permissions } from '../../contract/access';
import { mayWriteFaculty } from '../../contract/access';
import type { TurnoverKind, TurnoverRequest, TurnoverVerdict } from '../../contract/new-year';
import type { MessageKey } from '../core/messages';
import type { ScopeSpeciality, SourceHeadcount } from './queries';

// What a turnover does, as plain functions of what it read (issue 30, decision 0048): each kind's items,
// each created, kept, replaced or refused with its reason, and the row it writes. The preview and the
// apply run the same functions on the same reads, so the apply writes what the preview showed.

/** The most planned students of a group in a half-year (rrnk_gr_kolst's CHECK). */
export const GROUP_HEADCOUNT_MAX = 999;

export interface Reason {
  key: MessageKey;
  params: Record<string, string | number>;
}

export type TurnoverWrite =
  | { table: 'plan_abit'; action: 'created'; specialityId: number; kolB: number; kolK: number }
  | { table: 'study_group'; action: 'created'; bindingId: number; dop: string; individual: boolean }
  | {
      table: 'rrnk_gr_kolst';
      action: 'created';
      /** The group, or null: the binding's intake group this turnover makes. */
      groupId: number | null;
      bindingId: number;
      halfYear: number;
      kolB: number;
      kolK: number;
    }
  | {
      table: 'plan_abit' | 'rrnk_gr_kolst';
      action: 'replaced';
      id: number;
      version: number;
      kolB: number;
      kolK: number;
      before: { kol_b: number; kol_k: number };
    };

export interface TurnoverItem {
  kind: TurnoverKind;
  facultyId: number;
  /** The speciality (binding); null for a faculty's own commission. */
  specialityId: number | null;
  /** A speciality commission is the catalogue speciality's: its id, to name it. */
  specialId?: number;
  verdict: TurnoverVerdict;
  /** How many records the item stands for (commission members are counted, not listed). */
  count: number;
  reason?: Reason;
  write?: TurnoverWrite;
  /** What the item was judged on, in no language: the token is made of these. */
  stamp: string;
}

export interface TurnoverReads {
  specialities: ScopeSpeciality[];
  plans: Array<{
    id_speciality: number;
    kol_b: number;
    kol_k: number;
    target_id: number | null;
    target_b: number | null;
    target_k: number | null;
    target_version: number | null;
  }>;
  intake: Array<{
    id_speciality: number;
    id_com_gspe: number;
    dop: string;
    ind_name_gr: boolean;
    target_id: number | null;
    target_version: number | null;
  }>;
  headcounts: SourceHeadcount[];
  targetIntake: Array<{
    id_speciality: number;
    id_com_gspe: number;
    id_group: number;
    id_w_s: number | null;
    target_id: number | null;
    target_b: number | null;
    target_k: number | null;
    target_version: number | null;
  }>;
  facultyCommissions: Array<{ id_faculty: number; carried: number; ended: string[] }>;
  specialityCommissions: Array<{ id_faculty: number; id_special: number; members: number }>;
}

/** 1 September of a two-digit year, as staff write a day. */
export const firstDayOf = (year: number) => `01.09.${2000 + year}`;

type Judge = Omit<TurnoverItem, 'stamp'> & { key: string };
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

/** A target row that exists: kept, or replaced by the carried numbers where asked and different. */
function onTarget(
  target: { id: number; version: number; kolB: number; kolK: number },
  carried: { kolB: number; kolK: number },
  table: 'plan_abit' | 'rrnk_gr_kolst',
  replace: boolean,
): Pick<Judge, 'verdict' | 'write'> {
  if (!replace || (target.kolB === carried.kolB && target.kolK === carried.kolK)) return { verdict: 'kept' };
  return {
    verdict: 'replaced',
    write: {
      table,
      action: 'replaced',
      id: target.id,
      version: target.version,
      ...carried,
      before: { kol_b: target.kolB, kol_k: target.kolK },
    },
  };
}

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
      const judged = onTarget(
        {
          id: plan.target_id,
          version: plan.target_version ?? 0,
          kolB: plan.target_b ?? 0,
          kolK: plan.target_k ?? 0,
        },
        carried,
        'plan_abit',
        replace.has('admission'),
      );
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

/** Planned students: each group a year on, and the intake's from the target year's admission plan. */
function judgeHeadcounts(
  request: TurnoverRequest,
  reads: TurnoverReads,
  targetPlan: Map<number, { kolB: number; kolK: number }>,
  intakeBindings: Map<number, Set<number>>,
  replace: boolean,
): Judge[] {
  const items: Judge[] = [];
  const facultyOf = (id: number) =>
    reads.specialities.find((row) => row.id_speciality === id)?.id_faculty ?? 0;
  const maxCourse = new Map(reads.specialities.map((row) => [row.id_speciality, row.max_course]));
  const intakeHalfYears = new Map<number, Set<number>>();
  for (const row of reads.headcounts) {
    const base = {
      kind: 'headcounts' as const,
      facultyId: facultyOf(row.id_speciality),
      specialityId: row.id_speciality,
      count: 1,
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
        ...onTarget(
          {
            id: row.target_id,
            version: row.target_version ?? 0,
            kolB: row.target_b ?? 0,
            kolK: row.target_k ?? 0,
          },
          carried,
          'rrnk_gr_kolst',
          replace,
        ),
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
            ...onTarget(
              {
                id: target.target_id,
                version: target.target_version ?? 0,
                kolB: target.target_b ?? 0,
                kolK: target.target_k ?? 0,
              },
              carried,
              'rrnk_gr_kolst',
              replace,
            ),
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
          reason: { key: 'turnoverOutsideScope', params: {} },
          stamp: item.stamp,
        }
      : item,
  );
}
