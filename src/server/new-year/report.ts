import { createHash } from 'node:crypto';
import type { Language } from '../../contract/limits';
import {
  type TurnoverCounts,
  type TurnoverKind,
  type TurnoverRequest,
  type TurnoverRow,
  turnoverKinds,
} from '../../contract/new-year';
import { specialityName } from '../../contract/speciality-name';
import { type MessageKey, type Names, translate } from '../core/messages';
import type { Reason } from './items';
import type { TurnoverItem } from './judge';

// A turnover's report: its items summed per speciality and kind, in no language (what a turnover keeps),
// then named in the reader's language.

export interface SummaryRow {
  kind: TurnoverKind;
  facultyId: number;
  specialityId: number | null;
  /** A speciality commission's catalogue speciality. */
  specialId?: number;
  created: number;
  kept: number;
  replaced: number;
  refused: number;
  reasons: Array<{ key: MessageKey; params: Record<string, string | number>; count: number }>;
}

/**
 * Which verdict a record made of several items takes (a group whose autumn row exists and whose spring row
 * is made is a group for which something is created): what it changes first, then what it leaves behind.
 */
const verdictOrder: readonly TurnoverItem['verdict'][] = ['created', 'replaced', 'refused', 'kept'];

/** A record as the report counts it, with each of its reasons. */
type Counted = Pick<TurnoverItem, 'kind' | 'facultyId' | 'specialityId' | 'verdict' | 'count'> & {
  reasons: Reason[];
};

/**
 * The items as a registrar counts them: the items of one unit (a group's half-years) become one record,
 * with the verdict of verdictOrder and each of its reasons once; an item without a unit is its own.
 */
function records(items: readonly TurnoverItem[]): Counted[] {
  const units = new Map<string, TurnoverItem[]>();
  const alone: Counted[] = [];
  for (const item of items) {
    if (item.unit === undefined) {
      alone.push({ ...item, reasons: item.reason ? [item.reason] : [] });
      continue;
    }
    const key = `${item.kind}:${item.facultyId}:${item.specialityId ?? ''}:${item.unit}`;
    const unit = units.get(key);
    if (unit) unit.push(item);
    else units.set(key, [item]);
  }
  const merged: Counted[] = [];
  for (const unit of units.values()) {
    const verdict = verdictOrder.find((wanted) => unit.some((item) => item.verdict === wanted)) ?? 'kept';
    const reasons = new Map<string, Reason>();
    for (const item of unit) if (item.reason) reasons.set(JSON.stringify(item.reason), item.reason);
    const [first] = unit as [TurnoverItem];
    merged.push({ ...first, verdict, count: 1, reasons: [...reasons.values()] });
  }
  return [...alone, ...merged];
}

/**
 * The items summed per kind and speciality (or faculty commission), in the order they came, each record
 * counted once: a plan, a group, a group's planned students (whatever its half-years), a member.
 */
export function summarise(items: readonly TurnoverItem[]): SummaryRow[] {
  const rows = new Map<string, SummaryRow>();
  // Rows keep the order of the items' first appearance.
  for (const item of items) {
    const key = `${item.kind}:${item.facultyId}:${item.specialityId ?? ''}`;
    if (!rows.has(key))
      rows.set(key, {
        kind: item.kind,
        facultyId: item.facultyId,
        specialityId: item.specialityId,
        ...(item.specialId !== undefined && { specialId: item.specialId }),
        created: 0,
        kept: 0,
        replaced: 0,
        refused: 0,
        reasons: [],
      });
  }
  for (const record of records(items)) {
    const row = rows.get(`${record.kind}:${record.facultyId}:${record.specialityId ?? ''}`) as SummaryRow;
    row[record.verdict] += record.count;
    for (const reason of record.reasons) {
      const text = JSON.stringify({ key: reason.key, params: reason.params });
      const same = row.reasons.find(
        (known) => JSON.stringify({ key: known.key, params: known.params }) === text,
      );
      if (same) same.count += record.count;
      else row.reasons.push({ ...reason, count: record.count });
    }
  }
  return [...rows.values()];
}

/** Each chosen kind's totals, in the order of turnoverKinds. */
export function countsOf(summary: readonly SummaryRow[], kinds: readonly TurnoverKind[]): TurnoverCounts[] {
  return turnoverKinds
    .filter((kind) => kinds.includes(kind))
    .map((kind) => {
      const total = { kind, created: 0, kept: 0, replaced: 0, refused: 0 };
      for (const row of summary)
        if (row.kind === kind) {
          total.created += row.created;
          total.kept += row.kept;
          total.replaced += row.replaced;
          total.refused += row.refused;
        }
      return total;
    });
}

/** The names a report shows: faculties, and specialities as staff name them. */
export interface NameBook {
  faculties: Map<number, Names>;
  specialities: Map<number, { code: string; special: Names; form: Names }>;
}

/**
 * The token of a judgement: the request and every item's stamp, in no language and before the user's
 * scope, so that the same data gives the same token to any user in any language.
 */
export function tokenOf(request: TurnoverRequest, items: readonly TurnoverItem[]): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify([
      request.yearFrom,
      request.yearTo,
      [...request.facultyIds].sort((a, b) => a - b),
      [...request.specialityIds].sort((a, b) => a - b),
      [...request.kinds].sort(),
      [...request.replace].sort(),
    ]),
  );
  for (const item of items) hash.update(`\n${item.stamp}`);
  return hash.digest('base64url');
}

/** A name in `lang`, the Russian one where it has none. */
export const nameIn = (names: Names, lang: Language) => names[lang] || names.ru;

/** The report's rows in `lang`. */
export function render(summary: readonly SummaryRow[], book: NameBook, lang: Language): TurnoverRow[] {
  return summary.map((row) => {
    const faculty = book.faculties.get(row.facultyId);
    const speciality = row.specialityId === null ? undefined : book.specialities.get(row.specialityId);
    let record: string;
    if (row.specialityId === null) record = translate('turnoverFacultyCommission', lang);
    else if (!speciality) record = `#${row.specialityId}`;
    else if (row.kind === 'commission') record = `${speciality.code} ${nameIn(speciality.special, lang)}`;
    // As every screen, check and document names a speciality (decision 0058): code, name · study form.
    else
      record = specialityName({
        code: speciality.code,
        name: nameIn(speciality.special, lang),
        form: nameIn(speciality.form, lang),
      });
    return {
      kind: row.kind,
      idFaculty: row.facultyId,
      faculty: faculty ? nameIn(faculty, lang) : `#${row.facultyId}`,
      idSpeciality: row.specialityId,
      record,
      created: row.created,
      kept: row.kept,
      replaced: row.replaced,
      refused: row.refused,
      reasons: row.reasons.map((reason) => {
        const text = translate(reason.key, lang, reason.params);
        return reason.count > 1 ? `${reason.count} × ${text}` : text;
      }),
    };
  });
}
