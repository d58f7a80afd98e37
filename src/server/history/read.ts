import type { AuditFilter, AuditPage, AuditRow, HistoryEntry, RecordKind } from '../../contract/history';
import type { Language } from '../../contract/limits';
import { AppError } from '../core/errors';
import type { Executor } from '../db/sql';
import { actionOf, type RawChange, referencedRows, toldChanges, touchedFields } from './changes';
import type { Named, Show } from './kind';
import { catalogue, cataloguedTables, kindOfTable } from './kinds';
import { auditPageRows, changesOfRow, type Entry, namesOf } from './queries';

/** The table a field's value names rows of, if it names any. */
export function namedOf(show: Show): Named | undefined {
  if (typeof show !== 'object') return undefined;
  if ('record' in show) return catalogue[show.record];
  if ('records' in show) return catalogue[show.records];
  if ('lookup' in show) return show.lookup;
  return undefined;
}

/**
 * Each entry's touched fields, told in the language, with the names of every row they refer to and of
 * the `records` asked besides, all read in one statement.
 */
async function told(
  on: Executor,
  entries: Array<{ entry: Entry; kind: RecordKind }>,
  lang: Language,
  records = new Map<Named, Set<number>>(),
) {
  const touched = entries.map(({ entry, kind }) => touchedFields(catalogue[kind], entry.before, entry.after));
  const wanted = referencedRows(touched.flat(), namedOf);
  for (const [named, ids] of records) wanted.set(named, new Set([...(wanted.get(named) ?? []), ...ids]));
  const names = await namesOf(on, wanted, lang);
  return {
    changes: touched.map((changes: RawChange[]) => toldChanges(changes, lang, names, namedOf)),
    names,
  };
}

const author = (entry: Entry) => ({
  userId: entry.userId,
  userLogin: entry.userLogin,
  userName: entry.userName,
  clientName: entry.clientName,
});

/** A record's history, newest first; the users' accounts only for administrators. */
export async function historyOf(
  on: Executor,
  kind: RecordKind,
  id: number,
  lang: Language,
  isAdministrator: boolean,
): Promise<HistoryEntry[]> {
  const description = catalogue[kind];
  if (description.administratorsOnly && !isAdministrator) throw new AppError('FORBIDDEN', 'forbiddenRole');
  const entries = await changesOfRow(on, description.table, id);
  const { changes } = await told(
    on,
    entries.map((entry) => ({ entry, kind })),
    lang,
  );
  return entries.map((entry, index) => ({
    auditId: entry.auditId,
    changedAt: entry.changedAt,
    action: actionOf[entry.action] ?? 'changed',
    ...author(entry),
    rowVersion: typeof entry.after?.row_version === 'number' ? entry.after.row_version : null,
    changes: changes[index] ?? [],
  }));
}

/** One page of the audit screen: each change with its record's name and the labels of what it touched. */
export async function auditPage(
  on: Executor,
  filter: AuditFilter,
  lang: Language,
  timeZone: string,
): Promise<AuditPage> {
  const { total, more, page } = await auditPageRows(on, filter, auditTables(filter), timeZone);
  return { total, more, rows: await auditRows(on, page, lang) };
}

/** The tables an audit filter looks at: its kind's, or every catalogued one. */
export const auditTables = (filter: Pick<AuditFilter, 'kind'>) =>
  filter.kind ? [catalogue[filter.kind].table] : cataloguedTables;

/** Audit entries as the screen shows them: with their record's name and the labels of what they touched. */
export async function auditRows(on: Executor, entries: Entry[], lang: Language): Promise<AuditRow[]> {
  const kinds = entries.map((entry) => ({ entry, kind: kindOfTable(entry.tableName) as RecordKind }));
  const { changes, names } = await told(on, kinds, lang, recordsOf(kinds));
  return kinds.map(({ entry, kind }, index) => ({
    auditId: entry.auditId,
    changedAt: entry.changedAt,
    action: actionOf[entry.action] ?? 'changed',
    ...author(entry),
    kind,
    kindLabel: catalogue[kind].label[lang],
    recordId: Number(entry.rowId),
    recordName: names.get(catalogue[kind].table)?.get(Number(entry.rowId)) ?? `#${entry.rowId}`,
    fields: entry.action === 'update' ? (changes[index] ?? []).map((change) => change.label) : [],
  }));
}

/** The records a page's rows are changes of, by table. */
function recordsOf(entries: Array<{ entry: Entry; kind: RecordKind }>) {
  const wanted = new Map<Named, Set<number>>();
  for (const { entry, kind } of entries) {
    const named = catalogue[kind];
    const ids = wanted.get(named) ?? new Set<number>();
    ids.add(Number(entry.rowId));
    wanted.set(named, ids);
  }
  return wanted;
}
