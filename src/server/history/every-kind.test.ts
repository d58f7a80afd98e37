import { describe, expect, it } from 'vitest';
import { signedInApp } from '../testing/signed-in-app';
import { type AdminCalls, resources, scenarios } from '../testing/write-calls';
import { actionOf } from './changes';
import { kindOfTable } from './kinds';

// A record's history (decision 0045) over the route table: every write the proofs make (db/audit.test.ts's scenarios) is told by
// the history of each record it wrote, newest first, its fields labelled as the screens label them; each
// reference list's record is told from its creation, through a change, to its deletion.

const app = signedInApp();
const admin: AdminCalls = {
  get: async (path) => (await app.t.call('GET', path, { cookie: app.cookie })).json().data,
  post: async (path, body) => (await app.t.call('POST', path, { cookie: app.cookie, body })).json().data,
};
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
type Entry = { auditId: number; action: string; changes: Array<{ field: string; label: string }> };
const history = async (table: string, id: string) =>
  (await admin.post('history/record', { kind: kindOfTable(table), id: Number(id) })) as unknown as Entry[];
const lastAuditId = async () =>
  (await app.t.database.query<{ id: number }>('SELECT COALESCE(max(id), 0)::int AS id FROM audit_log'))[0]
    ?.id ?? 0;

/** A field as a screen labels it: words, never the column's name. */
const labelled = (entry: Entry | undefined) =>
  (entry?.changes ?? []).every((change) => change.label !== '' && change.label !== change.field);

describe('the history of every record a write makes', () => {
  it.each(
    scenarios
      .filter((scenario) => kindOfTable(scenario.table))
      .map((scenario, index) => [scenario.path, index, scenario] as const),
  )('%s (#%s): the newest entry of each record it wrote is that write', async (_path, _index, scenario) => {
    const body = await scenario.body(admin, unique());
    const since = await lastAuditId();
    expect((await app.t.call('POST', scenario.path, { cookie: app.cookie, body })).statusCode).toBe(200);
    const written = await app.t.database.query<{ id: number; table: string; row: string; action: string }>(
      `SELECT id::int AS id, table_name AS table, row_id AS row, action FROM audit_log WHERE id > $1 ORDER BY id`,
      [since],
    );
    const told = written.filter((row) => kindOfTable(row.table));
    expect(told.length).toBeGreaterThan(0);
    // Each audit row is told, with its action; the newest entry of each record is the last it wrote (an
    // import's row may create a record, then set its parameters by a second save).
    for (const row of told) {
      const entries = await history(row.table, row.row);
      const entry = entries.find((candidate) => candidate.auditId === row.id);
      expect(entry, `${row.table} ${row.row}`).toMatchObject({ action: actionOf[row.action] });
      expect(labelled(entry)).toBe(true);
      const last = told.filter((other) => other.table === row.table && other.row === row.row).at(-1);
      expect(entries[0]?.auditId, `${row.table} ${row.row}: newest`).toBe(last?.id);
    }
  });

  it.each(resources.map((resource) => [resource.table, resource] as const))(
    '%s: created, changed and deleted, each told with the form labels',
    async (table, resource) => {
      const u = unique();
      const since = await lastAuditId();
      await admin.post(resource.save, resource.create(u));
      const [created] = await app.t.database.query<{ row: string }>(
        'SELECT row_id AS row FROM audit_log WHERE id > $1 AND table_name = $2 ORDER BY id LIMIT 1',
        [since, table],
      );
      const id = Number(created?.row);
      await admin.post(resource.save, resource.update(id, u));
      await admin.post(resource.deletes[0] as string, resource.remove(id));
      const entries = await history(table, String(id));
      expect(entries.map((entry) => entry.action)).toEqual(['deleted', 'changed', 'created']);
      for (const entry of entries) {
        expect(entry.changes.length).toBeGreaterThan(0);
        expect(labelled(entry)).toBe(true);
      }
    },
  );
});
