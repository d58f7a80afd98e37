import type { TurnoverKind, TurnoverVerdict } from '../../contract/new-year';
import type { MessageKey } from '../core/messages';
import type { ScopeSpeciality, SourceHeadcount } from './queries';

// What a turnover's judgement is made of (decision 0048): its reads, its items and the rows they write.

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
  /**
   * The record a registrar counts, when several items make it (a group's planned students are a row per
   * half-year): the report counts it once (report.ts), not once per item.
   */
  unit?: string;
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

export type Judge = Omit<TurnoverItem, 'stamp'> & { key: string };
/** A row's counterpart in the target year, as the reads give it (all null when there is none). */
interface TargetRow {
  target_id: number | null;
  target_version: number | null;
  target_b: number | null;
  target_k: number | null;
}

/** A target row that exists: kept, or replaced by the carried numbers where asked and different. */
export function onTarget(
  target: TargetRow,
  carried: { kolB: number; kolK: number },
  table: 'plan_abit' | 'rrnk_gr_kolst',
  replace: boolean,
): Pick<Judge, 'verdict' | 'write'> {
  const before = { kol_b: target.target_b ?? 0, kol_k: target.target_k ?? 0 };
  const same = before.kol_b === carried.kolB && before.kol_k === carried.kolK;
  if (!replace || same || target.target_id === null) return { verdict: 'kept' };
  const id = target.target_id;
  return {
    verdict: 'replaced',
    write: { table, action: 'replaced', id, version: target.target_version ?? 0, ...carried, before },
  };
}
