import { describe, expect, it } from 'vitest';
import { readTables, writtenTables } from '../../contract/call-tables';
import { cataloguedTables } from '../history/kinds';
import { importTables } from '../import/tables';
import { signedInApp } from '../testing/signed-in-app';
import { type AdminCalls, resources, scenarios } from '../testing/write-calls';

// The tables the contract publishes per call (contract/call-tables.ts), from which the web derives what a
// write makes stale (decision 0064), against what the server really does: each list call's cached
// tables as the route table records them, and the tables each write's transaction announces when the
// write proofs' scenarios make it (db/audit.test.ts makes the same ones).

const app = signedInApp();
const apiRoutes = () => app.t.app.routeTable.filter((route) => route.url.startsWith('/api/v1/'));
const pathOf = (url: string) => url.replace('/api/v1/', '');
const sorted = (tables: readonly string[] | undefined) => [...(tables ?? [])].sort();

describe('the tables each read answers from', () => {
  it('a list call publishes exactly the tables its server cache is read from', () => {
    const lists = apiRoutes().filter((route) => route.reads !== undefined);
    expect(lists.length).toBeGreaterThan(40);
    const drift = lists
      .filter((route) => sorted(readTables[pathOf(route.url)]).join() !== sorted(route.reads).join())
      .map((route) => ({
        call: pathOf(route.url),
        server: sorted(route.reads),
        contract: readTables[pathOf(route.url)],
      }));
    expect(drift).toEqual([]);
  });

  it('a read declared by hand is a read of the route table, naming tables of the database', async () => {
    const lists = new Set(
      apiRoutes()
        .filter((route) => route.reads)
        .map((route) => pathOf(route.url)),
    );
    const reads = new Set(
      apiRoutes()
        .filter((route) => !route.writes)
        .map((route) => pathOf(route.url)),
    );
    const byHand = Object.keys(readTables).filter((path) => !lists.has(path));
    expect(byHand.filter((path) => !reads.has(path))).toEqual([]);
    const existing = new Set(
      (
        await app.t.database.query<{ name: string }>(
          'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()',
        )
      ).map((row) => row.name),
    );
    const unknown = byHand.flatMap((path) =>
      (readTables[path] ?? []).filter((table) => !existing.has(table)),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the tables each write changes', () => {
  it('every write call of the route table publishes its tables, and nothing else does', () => {
    const writes = apiRoutes()
      .filter((route) => route.writes)
      .map((route) => pathOf(route.url));
    expect(writes.filter((path) => !(path in writtenTables))).toEqual([]);
    expect(Object.keys(writtenTables).filter((path) => !writes.includes(path))).toEqual([]);
  });

  it('an import writes the tables of the saves it makes; a restore, those of every kind it restores', () => {
    const importSaves = Object.values(importTables).flatMap((table) => writtenTables[table.save.path] ?? []);
    const imported = new Set(writtenTables['import/apply']);
    expect(importSaves.filter((table) => !imported.has(table))).toEqual([]);
    const restored = new Set(writtenTables['history/restore']);
    expect(cataloguedTables.filter((table) => !restored.has(table))).toEqual([]);
  });

  it('each write announces only tables it publishes, among them the table its audit row names', async () => {
    const announced = new Map<string, Set<string>>();
    let current: string | undefined;
    const stop = app.t.database.changes.onChange((table) => {
      if (current) announced.set(current, (announced.get(current) ?? new Set()).add(table ?? '(all)'));
    });
    const post = async (path: string, body: unknown, written?: string, cookie = app.cookie) => {
      // On a PostgreSQL server, changes also arrive by NOTIFY, later: those of what came before (a
      // scenario's preparation, a sign-in) are in before the write, and the write's own before it ends.
      await app.t.database.changes.sync();
      current = path;
      const response = await app.t.call('POST', path, { cookie, body });
      await app.t.database.changes.sync();
      current = undefined;
      expect(response.statusCode, path).toBe(200);
      if (written) expect(writtenTables[path], path).toContain(written);
      return response.json().data;
    };
    const admin: AdminCalls = {
      get: async (path) => (await app.t.call('GET', path, { cookie: app.cookie })).json().data,
      post: async (path, body) => (await app.t.call('POST', path, { cookie: app.cookie, body })).json().data,
    };
    const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const lastRowOf = async (table: string) =>
      (
        await app.t.database.query<{ id: number }>(
          'SELECT row_id::int AS id FROM audit_log WHERE table_name = $1 ORDER BY id DESC LIMIT 1',
          [table],
        )
      )[0]?.id as number;
    try {
      for (const resource of resources) {
        const u = unique();
        await post(resource.save, resource.create(u), resource.table);
        const id = await lastRowOf(resource.table);
        await post(resource.save, resource.update(id, u), resource.table);
        for (const [index, path] of resource.deletes.entries()) {
          if (index > 0) await post(resource.save, resource.create(`${u}d${index}`));
          await post(path, resource.remove(index > 0 ? await lastRowOf(resource.table) : id), resource.table);
        }
      }
      for (const scenario of scenarios)
        await post(scenario.path, await scenario.body(admin, unique()), scenario.table);
      const account = { idAvnUser: -1, login: `tables-${unique()}`, surname: 'Т', name: 'А', role: 'viewer' };
      await post('users/save', { ...account, facultyIds: [], password: 'first-Pass-41' }, 'avn_user');
      const idAvnUser = await lastRowOf('avn_user');
      const own = await app.t.signIn(account.login, 'first-Pass-41');
      const passwords = { currentPassword: 'first-Pass-41', newPassword: 'third-Pass-43' };
      await post('auth/change-password', passwords, 'avn_user', own);
      await post('users/reset-password', { idAvnUser, password: 'second-Pass-42' }, 'avn_user');
      await post('users/set-disabled', { idAvnUser, disabled: true }, 'avn_user');
      await post('users/delete', { idAvnUser }, 'avn_user');
    } finally {
      stop();
    }
    const unpublished = [...announced].flatMap(([path, tables]) =>
      [...tables]
        .filter((table) => !writtenTables[path]?.includes(table))
        .map((table) => `${path}: ${table}`),
    );
    expect(unpublished).toEqual([]);
  });
});
