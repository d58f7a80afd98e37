import type { Database } from '../../db/connection';
import { inUniversity } from '../../db/university-scope';
import type { IntegrationClient } from '../bearer';
import { knownColumn } from '../resource-queries/feed';
import { type FeedKind, facultyPaths } from './kinds';

// Which entries without a record now (deleted, or out of the client's faculties) a client may see
// (decision 0077): a client of some faculties sees nothing of another faculty, not even a deleted record's
// id. The faculty is the record's as it is now or as its deletion left it, step by step through the rows it
// belongs to (a plan's speciality); one unknown (another university's) hides the entry.

/** The keys (`kind/id`) of those entries the client may see. */
export async function visibleWithoutRecord(
  database: Database,
  client: IntegrationClient,
  entries: ReadonlyArray<{ kind: FeedKind; id: number }>,
): Promise<Set<string>> {
  const key = (kind: FeedKind, id: number) => `${kind}/${id}`;
  const visible = new Set<string>();
  const byKind = new Map<FeedKind, Set<string>>();
  for (const { kind, id } of entries) {
    const path = facultyPaths[kind];
    if (client.allFaculties || path === undefined) visible.add(key(kind, id));
    else if (path === 'self') {
      if (client.facultyIds.includes(id)) visible.add(key(kind, id));
    } else byKind.set(kind, (byKind.get(kind) ?? new Set()).add(String(id)));
  }
  for (const [kind, ids] of byKind) {
    const path = facultyPaths[kind];
    if (path === undefined || path === 'self') continue;
    // Each record's key at the current step (null: none, undefined: not known here); one query per step.
    let at = new Map<string, string | null | undefined>([...ids].map((id) => [id, id]));
    for (const step of path.steps) {
      const keys = [...new Set([...at.values()].filter((value) => typeof value === 'string'))];
      const found = await inUniversity(client.universityId, () => knownColumn(database, step, keys));
      const known = new Map(found.filter((row) => row.known).map((row) => [row.key, row.value]));
      at = new Map([...at].map(([id, value]) => [id, typeof value === 'string' ? known.get(value) : value]));
    }
    for (const [id, faculty] of at) {
      const seen =
        faculty === null
          ? path.optional === true
          : faculty !== undefined && client.facultyIds.includes(Number(faculty));
      if (seen) visible.add(key(kind, Number(id)));
    }
  }
  return visible;
}

/**
 * Whether a change took a record out of a client's faculties: the row it changed (the record's own, or the
 * speciality or name-group the record belongs to) named one of them before. The client is told the record is
 * deleted: it may have held it, and sees nothing of where it went.
 */
export function movedAway(client: IntegrationClient, row: { action: string; before: unknown }): boolean {
  if (client.allFaculties || row.action !== 'update') return false;
  const former = (row.before as Record<string, unknown> | null)?.id_faculty;
  return typeof former === 'number' && client.facultyIds.includes(former);
}
