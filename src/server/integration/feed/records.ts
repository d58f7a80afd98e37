import type { Database } from '../../db/connection';
import type { IntegrationClient } from '../bearer';
import { pagedResources, universityResource } from '../resources';
import type { FeedEntry } from './changes';
import { type FeedKind, kindScopes } from './kinds';
import { encodeVersion } from './version';

// The feed's first phase (decision 0077): the records as they are, kind by kind in id order, each "created",
// read through their resources. The history may not reach back to a record's creation (a demo's, a legacy
// database's), so a consumer starting at 0 gets every record here; the audit log then follows from the
// horizon this phase began at: every change of a transaction below it is in the records read after it.

const kinds = Object.keys(kindScopes) as FeedKind[];

/** Up to `limit` records after `from` (its kind's place, and the last record answered of it, if any). */
export async function recordsPhase(
  database: Database,
  client: IntegrationClient,
  horizon: bigint,
  from: { part: number; after?: number },
  limit: number,
) {
  const data: FeedEntry[] = [];
  const entry = (part: number, kind: FeedKind, id: number, record: unknown): FeedEntry => ({
    version: encodeVersion({ phase: 'records', horizon, at: { part, record: id } }),
    kind,
    id,
    action: 'created',
    record,
  });
  let { part, after } = from;
  while (part < kinds.length && data.length < limit) {
    const kind = kinds[part] as FeedKind;
    const resource = pagedResources.find(({ path }) => path === kind);
    if (client.scopes.includes(kindScopes[kind]) && kind === 'university' && after === undefined) {
      const university = await universityResource.read(database, client);
      data.push(entry(part, kind, university.id, university));
    } else if (client.scopes.includes(kindScopes[kind]) && resource) {
      const query = { limit: limit - data.length, cursor: after === undefined ? undefined : String(after) };
      const page = await resource.read(database, client, { ...query, updatedSince: undefined });
      for (const record of page.data as Array<{ id: number }>)
        data.push(entry(part, kind, record.id, record));
      if (page.next !== null) {
        after = Number(page.next);
        continue;
      }
    }
    part += 1;
    after = undefined;
  }
  // Part way, the last record answered; each kind ends with an empty read of it, then the next kind's.
  const next =
    part >= kinds.length
      ? encodeVersion({ phase: 'log', xact: horizon, id: 0n })
      : (data.at(-1)?.version ?? '0');
  return { data, next, hasMore: true };
}
