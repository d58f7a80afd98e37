import { Problem } from '../../core/problem';
import type { Database } from '../../db/connection';
import { inUniversity } from '../../db/university-scope';
import type { IntegrationClient } from '../bearer';
import { auditPage, drawingRecords, entryAndHorizon, horizon } from '../resource-queries/feed';
import { pagedResources, universityResource } from '../resources';
import { movedAway, visibleWithoutRecord } from './faculties';
import { drawingsOf, type FeedKind, kindScopes, ownKind, tablesFor } from './kinds';
import { recordsPhase } from './records';
import { encodeVersion, isAfter, type Version } from './version';

// The change feed (decision 0077): every created, changed and deleted record after a version, in commit
// order, each with its record as its resource answers it now.

type Action = 'created' | 'updated' | 'deleted';

export interface FeedEntry {
  version: string;
  kind: FeedKind;
  id: number;
  action: Action;
  record: unknown;
}

type AuditRow = Awaited<ReturnType<typeof auditPage>>[number];

/** A record an audit entry reaches, at its place within the entry. */
interface Reached {
  row: AuditRow;
  kind: FeedKind;
  id: number;
  action: Action;
  drawing: number;
  last: boolean;
}

const actions = { insert: 'created', update: 'updated', delete: 'deleted' } as const;

const changed = (row: AuditRow, columns: readonly string[] | undefined) => {
  if (columns === undefined) return true;
  const [before, now] = [row.before, row.after] as Array<Record<string, unknown> | null>;
  return columns.some((column) => JSON.stringify(before?.[column]) !== JSON.stringify(now?.[column]));
};

/** The records each audit entry reaches, in the entry's order: its own record, then each drawing's by id. */
async function reachedBy(database: Database, client: IntegrationClient, audit: AuditRow[]) {
  const shown = (kind: FeedKind) => client.scopes.includes(kindScopes[kind]);
  // One query per drawing for the whole page: the updated rows it draws from.
  const drawnRecords = new Map<string, Map<number, number[]>>();
  const asked = new Map<string, { table: string; index: number; ids: number[] }>();
  for (const row of audit) {
    if (row.action !== 'update') continue;
    drawingsOf(row.table).forEach((drawing, index) => {
      if (!shown(drawing.kind) || !changed(row, drawing.columns)) return;
      const key = `${row.table}/${index}`;
      const entry = asked.get(key) ?? { table: row.table, index, ids: [] };
      entry.ids.push(Number(row.rowId));
      asked.set(key, entry);
    });
  }
  for (const [key, { table, index, ids }] of asked) {
    const drawing = drawingsOf(table)[index];
    if (!drawing) continue;
    const found = await inUniversity(client.universityId, () => drawingRecords(database, drawing.drawn, ids));
    const byRow = new Map<number, number[]>();
    for (const { id, of } of found) byRow.set(of, [...(byRow.get(of) ?? []), id]);
    drawnRecords.set(key, byRow);
  }
  return audit.map((row) => {
    const reached: Array<Omit<Reached, 'last'>> = [];
    const own = ownKind(row.table);
    if (own && shown(own))
      reached.push({ row, kind: own, id: Number(row.rowId), action: actions[row.action], drawing: 0 });
    drawingsOf(row.table).forEach((drawing, index) => {
      for (const id of drawnRecords.get(`${row.table}/${index}`)?.get(Number(row.rowId)) ?? [])
        reached.push({ row, kind: drawing.kind, id, action: 'updated', drawing: index + 1 });
    });
    return reached.map((record, index) => ({ ...record, last: index === reached.length - 1 }));
  });
}

const versionOf = (reached: Reached): Version => ({
  phase: 'log',
  xact: BigInt(reached.row.xact),
  id: BigInt(reached.row.id),
  within: reached.last ? undefined : { part: reached.drawing, record: reached.id },
});

/** The records of a kind, by id, as its resource answers them now (one query); absent: none seen now. */
async function recordsOf(database: Database, client: IntegrationClient, kind: FeedKind, ids: number[]) {
  const records = new Map<number, unknown>();
  if (kind === 'university') {
    const university = ids.includes(client.universityId)
      ? await universityResource.read(database, client).catch((error: unknown) => {
          // Its 404: the university is not there (any more).
          if (error instanceof Problem) return undefined;
          throw error;
        })
      : undefined;
    if (university) records.set(client.universityId, university);
    return records;
  }
  const resource = pagedResources.find(({ path }) => path === kind);
  if (!resource) return records;
  const query = { limit: ids.length, cursor: undefined, updatedSince: undefined };
  const { data } = await resource.read(database, client, query, ids);
  for (const record of data as Array<{ id: number }>) records.set(record.id, record);
  return records;
}

/**
 * The page of entries after `from`: up to `limit` records, the version to resume from, and whether more is
 * there now. A page may answer fewer (entries of other faculties are left out), never skip one.
 */
export async function changes(database: Database, client: IntegrationClient, from: Version, limit: number) {
  if (from.phase === 'start') {
    const [now] = await horizon(database);
    return recordsPhase(database, client, BigInt(now?.horizon ?? '0'), { part: 0 }, limit);
  }
  await refuseAnotherDatabases(database, client, from);
  if (from.phase === 'records')
    return recordsPhase(database, client, from.horizon, { part: from.at.part, after: from.at.record }, limit);
  return logPhase(database, client, from, limit);
}

/**
 * A version of this database's feed names an audit entry that is there with its transaction, or a horizon
 * not past the present one. A restore (which numbers the restored entries' transactions 0, cli/backup-file/
 * load.ts) or another cluster makes the consumer's versions another database's: it starts again from 0.
 */
async function refuseAnotherDatabases(
  database: Database,
  client: IntegrationClient,
  from: Exclude<Version, { phase: 'start' }>,
) {
  const id = from.phase === 'log' ? from.id : 0n;
  const [now] = await inUniversity(client.universityId, () => entryAndHorizon(database, String(id)));
  const xact = from.phase === 'log' ? from.xact : from.horizon;
  const known = id === 0n ? xact <= BigInt(now?.horizon ?? '0') : now?.xact === String(xact);
  if (!known)
    throw new Problem(
      410,
      'Gone',
      'after is not a version of this database (it was restored, or is another): start again from after=0',
    );
}

/** The audit log's entries after `from`, in commit order. */
async function logPhase(
  database: Database,
  client: IntegrationClient,
  from: Extract<Version, { phase: 'log' }>,
  limit: number,
) {
  const cursor = { xact: String(from.xact), id: String(from.id), inclusive: from.within !== undefined };
  const audit = await inUniversity(client.universityId, () =>
    auditPage(database, cursor, tablesFor(client.scopes), limit + 1),
  );
  const scanned = audit.slice(0, limit);
  const reached = (await reachedBy(database, client, scanned))
    .flat()
    .filter(
      (entry) =>
        from.within === undefined ||
        entry.row.xact !== cursor.xact ||
        entry.row.id !== cursor.id ||
        isAfter({ part: entry.drawing, record: entry.id }, from.within),
    );
  const taken = reached.slice(0, limit);
  const byKind = new Map<FeedKind, number[]>();
  for (const entry of taken) byKind.set(entry.kind, [...(byKind.get(entry.kind) ?? []), entry.id]);
  const records = new Map<FeedKind, Map<number, unknown>>();
  for (const [kind, ids] of byKind)
    records.set(kind, await recordsOf(database, client, kind, [...new Set(ids)]));
  const present = (entry: Reached) =>
    entry.action !== 'deleted' && records.get(entry.kind)?.has(entry.id) === true;
  const allowed = await visibleWithoutRecord(
    database,
    client,
    taken.filter((entry) => !present(entry)),
  );
  const shown = taken.flatMap((entry): Reached[] => {
    if (present(entry) || allowed.has(`${entry.kind}/${entry.id}`)) return [entry];
    return movedAway(client, entry.row) ? [{ ...entry, action: 'deleted' }] : [];
  });
  const data: FeedEntry[] = shown.map((entry) => ({
    version: encodeVersion(versionOf(entry)),
    kind: entry.kind,
    id: entry.id,
    action: entry.action,
    record: entry.action === 'deleted' ? null : (records.get(entry.kind)?.get(entry.id) ?? null),
  }));
  const lastTaken = taken.at(-1);
  const lastRow = scanned.at(-1);
  const cut = reached.length > limit;
  const next =
    cut && lastTaken
      ? versionOf(lastTaken)
      : lastRow
        ? ({ phase: 'log', xact: BigInt(lastRow.xact), id: BigInt(lastRow.id) } as const)
        : from;
  return { data, next: encodeVersion(next), hasMore: cut || audit.length > limit };
}
