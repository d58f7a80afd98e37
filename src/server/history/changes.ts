import type { ChangeAction, FieldChange } from '../../contract/history';
import type { Language } from '../../contract/limits';
import { screenTexts } from '../core/screen-texts';
import type { Field, KindDescription, Named, Show } from './kind';

/** A row as the audit log keeps it: its columns by name, as to_jsonb wrote them. */
export type Snapshot = Record<string, unknown>;

/** The audit log's action as the contract tells it. */
export const actionOf: Record<string, ChangeAction> = {
  insert: 'created',
  update: 'changed',
  delete: 'deleted',
};
export const logActionOf: Record<ChangeAction, string> = {
  created: 'insert',
  changed: 'update',
  deleted: 'delete',
};

/** One field a change touched, with its stored values. */
export interface RawChange {
  column: string;
  field: Field;
  before: unknown;
  after: unknown;
}

const blank = (value: unknown) => value === null || value === undefined || value === '';
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of the kind a change touched, in the screen's order: every filled field of a created or
 * deleted row, the differing ones of a changed row. Columns the screen does not show are never told.
 */
export function touchedFields(
  kind: KindDescription,
  before: Snapshot | null,
  after: Snapshot | null,
): RawChange[] {
  const touched: RawChange[] = [];
  for (const [column, field] of Object.entries(kind.fields)) {
    const old = before?.[column];
    const now = after?.[column];
    if (before && after ? same(old, now) : blank(before ? old : now)) continue;
    touched.push({ column, field, before: before ? old : null, after: after ? now : null });
  }
  return touched;
}

/** The rows a change's fields name (faculties, specialities …): their tables and ids, to be named. */
export function referencedRows(changes: RawChange[], namedOf: (show: Show) => Named | undefined) {
  const wanted = new Map<Named, Set<number>>();
  for (const change of changes) {
    const named = namedOf(change.field.show);
    if (!named) continue;
    const ids = wanted.get(named) ?? new Set<number>();
    for (const value of [change.before, change.after].flat())
      if (typeof value === 'number' && Number.isSafeInteger(value)) ids.add(value);
    wanted.set(named, ids);
  }
  return wanted;
}

/** The names of referenced rows, by table and id. */
export type Names = Map<string, Map<number, string>>;

/** A day as the language writes it (web/i18n/dates.ts): dd.mm.yyyy, in English dd/mm/yyyy. */
function localDay(iso: string, lang: Language) {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return [day, month, year].join(lang === 'en' ? '/' : '.');
}

const { shell } = screenTexts;

/** A stored value as the record's screen shows it; null when there is none. */
export function shown(
  show: Show,
  value: unknown,
  lang: Language,
  names: Names,
  namedOf: (show: Show) => Named | undefined,
): string | null {
  if (typeof show === 'object' && 'presence' in show) return show.presence[blank(value) ? 0 : 1][lang];
  if (blank(value)) return null;
  const named = namedOf(show);
  if (named) {
    const nameOf = (id: unknown) => names.get(named.table)?.get(Number(id)) ?? `#${String(id)}`;
    return Array.isArray(value) ? value.map(nameOf).join(', ') : nameOf(value);
  }
  if (show === 'flag') return shell[lang].choice[value === true || Number(value) > 0 ? 'yes' : 'no'];
  if (show === 'date' && typeof value === 'string') return localDay(value, lang);
  if (typeof show === 'object' && 'choices' in show) {
    // A list of choices (a client's scopes) is told as its names, in its order.
    const choice = (each: unknown) => show.choices[String(each)]?.[lang] ?? String(each);
    return Array.isArray(value) ? value.map(choice).join(', ') : choice(value);
  }
  return String(value);
}

/** The changes told: each field's label and its values as the screen shows them. */
export function toldChanges(
  changes: RawChange[],
  lang: Language,
  names: Names,
  namedOf: (show: Show) => Named | undefined,
): FieldChange[] {
  return changes.map((change) => ({
    field: change.column,
    label: change.field.label[lang],
    before: shown(change.field.show, change.before, lang, names, namedOf),
    after: shown(change.field.show, change.after, lang, names, namedOf),
  }));
}
