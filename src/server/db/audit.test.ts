import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { signedInApp } from '../testing/signed-in-app';
import { type AdminCalls, otherWrites, resources, scenarios } from '../testing/write-calls';

const app = signedInApp();

interface AuditRow {
  id_avn_user: number | null;
  table_name: string;
  row_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let lastAuditId = 0;
/** The audit rows written since the previous call. */
async function newAuditRows(): Promise<AuditRow[]> {
  const rows = await app.t.database.query<AuditRow & { id: number }>(
    'SELECT * FROM audit_log WHERE id > $1 ORDER BY id',
    [lastAuditId],
  );
  lastAuditId = rows.at(-1)?.id ?? lastAuditId;
  return rows;
}
/**
 * The one audit row a write leaves, holding `expected`: a second row since the previous call fails the
 * test.
 */
async function theNewAuditRow(expected: Partial<AuditRow>, label?: string): Promise<AuditRow | undefined> {
  const [row, ...more] = await newAuditRows();
  expect(more, label).toEqual([]);
  expect(row, label).toMatchObject(expected);
  return row;
}
const write = async (path: string, body: unknown) => {
  const response = await app.t.call('POST', path, { cookie: app.cookie, body });
  return { status: response.statusCode, sms: response.json().data?.[0]?.sms as number | undefined };
};
/** A write's success: an sms of success, or false (copy-spec, SPEC §8). */
const succeeded = async (path: string, body: unknown) => {
  const response = await app.t.call('POST', path, { cookie: app.cookie, body });
  const data = response.json().data;
  // A write answers its sms rows; copy-spec answers false, an import's apply the counts it wrote, a new
  // year's apply the turnover it kept, a new integration client its credentials.
  const counted = typeof data?.create === 'number' && data.create + data.update > 0;
  const turnover = typeof data?.idTurnover === 'number';
  const client = typeof data?.idClient === 'number';
  return (
    response.statusCode === 200 &&
    (data === false || counted || turnover || client || [1, 2, 5, 8].includes(data?.[0]?.sms))
  );
};

describe('the audit log, over every write call', () => {
  it('knows every write call of the route table', () => {
    const writes = app.t.app.routeTable
      .filter((route) => route.writes)
      .map((route) => route.url.replace('/api/v1/', ''));
    expect(writes.length).toBeGreaterThan(0);
    const covered = [
      ...resources.flatMap((resource) => [resource.save, ...resource.deletes]),
      ...scenarios.map((scenario) => scenario.path),
      ...otherWrites,
    ];
    expect(writes.filter((path) => !covered.includes(path))).toEqual([]);
  });

  it.each(resources.map((resource) => [resource.table, resource] as const))(
    '%s: each write leaves exactly one row naming the user, table, row, before and after; refused writes leave none',
    async (_table, resource) => {
      await newAuditRows();
      const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
      // The row of the administrator's write on the resource's table.
      const auditRow = (action: string, fields: Partial<AuditRow>) =>
        theNewAuditRow({ id_avn_user: 1, table_name: resource.table, action, ...fields });
      expect(await write(resource.save, resource.create(unique))).toEqual({ status: 200, sms: 1 });
      const created = await auditRow('insert', { before: null });
      const id = Number(created?.row_id);
      expect(created?.after).toMatchObject({ edit: true });

      expect(await write(resource.save, resource.create(unique))).toEqual({ status: 200, sms: 3 });
      expect(
        (
          await write(resource.save, {
            ...resource.create(`${unique}x`),
            [Object.keys(resource.create(''))[1] as string]: 42,
          })
        ).status,
      ).toBe(400);
      expect(await newAuditRows()).toEqual([]);

      expect(await write(resource.save, resource.update(id, unique))).toEqual({ status: 200, sms: 2 });
      const updated = await auditRow('update', { row_id: String(id) });
      expect(updated?.before).toEqual(created?.after);
      expect(updated?.after).not.toEqual(updated?.before);

      for (const [index, path] of resource.deletes.entries()) {
        let target = id;
        if (index > 0) {
          expect((await write(resource.save, resource.create(`${unique}d${index}`))).sms).toBe(1);
          target = Number((await newAuditRows())[0]?.row_id);
        }
        expect(await write(path, resource.remove(target))).toEqual({ status: 200, sms: 8 });
        const deleted = await auditRow('delete', { row_id: String(target), after: null });
        expect(deleted?.before).toMatchObject({ edit: true });

        const [locked] = await app.t.database.query<{ id: number }>(
          `SELECT ${resource.table === 'f_educ' ? 'id_f_educ' : `id_${resource.table}`} AS id FROM ${resource.table} WHERE NOT edit LIMIT 1`,
        );
        expect(await write(path, resource.remove(locked?.id as number))).toEqual({ status: 200, sms: 6 });
        expect(await write(path, resource.remove(target))).toMatchObject({ status: 404 });
        expect(await newAuditRows()).toEqual([]);
      }
    },
  );
});

const admin: AdminCalls = {
  get: async (path) => (await app.t.call('GET', path, { cookie: app.cookie })).json().data,
  post: async (path, body) => (await app.t.call('POST', path, { cookie: app.cookie, body })).json().data,
};

describe('the audit log of the educational structure', () => {
  it.each(scenarios.map((scenario, index) => [scenario.path, index, scenario] as const))(
    '%s (#%s): each write leaves its rows naming the user and the table',
    async (_path, _index, scenario) => {
      const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
      const body = await scenario.body(admin, unique);
      await newAuditRows();
      expect(await succeeded(scenario.path, body)).toBe(true);
      const rows = await newAuditRows();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.id_avn_user).toBe(1);
      expect(rows.map((row) => row.table_name)).toContain(scenario.table);
    },
  );
});

describe('the audit log of auth/change-password', () => {
  it('a change leaves one row on avn_user under the user, without the hash; refused changes leave none', async () => {
    const passwordHash = await hashPassword('first-Pass-41');
    const [{ id } = { id: 0 }] = await app.t.database.query<{ id: number }>(
      "INSERT INTO avn_user (login, password_hash, surname, name) VALUES ('auditee', $1, 'Audit', 'Ee') RETURNING id_avn_user AS id",
      [passwordHash],
    );
    const own = await app.t.signIn('auditee', 'first-Pass-41');
    await newAuditRows();
    const change = async (currentPassword: string, newPassword: string) =>
      (
        await app.t.call('POST', 'auth/change-password', {
          cookie: own,
          body: { currentPassword, newPassword },
        })
      ).statusCode;

    expect(await change('wrong-Pass-00', 'second-Pass-42')).toBe(400);
    expect(await change('first-Pass-41', 'password1')).toBe(400);
    expect(await newAuditRows()).toEqual([]);

    expect(await change('first-Pass-41', 'second-Pass-42')).toBe(200);
    const changed = await theNewAuditRow({
      id_avn_user: id,
      table_name: 'avn_user',
      row_id: String(id),
      action: 'update',
    });
    expect(changed?.before).toMatchObject({ login: 'auditee', password_changed_at: null });
    expect(changed?.after).toMatchObject({ login: 'auditee', password_changed_at: expect.any(String) });
    expect(JSON.stringify(changed)).not.toContain('scrypt$');
    expect(Object.keys(changed?.after ?? {})).not.toContain('password_hash');
  });
});

describe('the audit log of the users screen', () => {
  it('each change of an account leaves one row under the administrator, never a hash; refusals leave none', async () => {
    await newAuditRows();
    const account = {
      idAvnUser: -1,
      login: 'audited-clerk',
      surname: 'Клерков',
      name: 'Асан',
      role: 'editor',
      facultyIds: [1],
      password: 'first-Pass-41',
    };
    expect(await write('users/save', account)).toEqual({ status: 200, sms: 1 });
    const created = await theNewAuditRow({
      id_avn_user: 1,
      table_name: 'avn_user',
      action: 'insert',
      before: null,
    });
    expect(created?.after).toMatchObject({ login: 'audited-clerk', role: 'editor', faculty_ids: [1] });
    const id = Number(created?.row_id);

    expect(await write('users/save', account)).toEqual({ status: 200, sms: 3 });
    expect((await write('users/save', { ...account, login: 'other-clerk', facultyIds: [] })).status).toBe(
      400,
    );
    expect((await write('users/set-disabled', { idAvnUser: 1, disabled: true })).status).toBe(409);
    expect(await newAuditRows()).toEqual([]);

    const steps: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      ['users/save', { ...account, idAvnUser: id, role: 'viewer' }, { role: 'viewer', faculty_ids: [] }],
      ['users/reset-password', { idAvnUser: id, password: 'second-Pass-42' }, { must_change_password: true }],
      ['users/set-disabled', { idAvnUser: id, disabled: true }, { disabled_at: expect.any(String) }],
      ['users/set-disabled', { idAvnUser: id, disabled: false }, { disabled_at: null }],
    ];
    for (const [path, body, after] of steps) {
      expect(await write(path, body), path).toEqual({ status: 200, sms: 2 });
      const row = await theNewAuditRow({ id_avn_user: 1, row_id: String(id), action: 'update', after }, path);
      expect(JSON.stringify(row), path).not.toContain('scrypt$');
    }

    expect(await write('users/delete', { idAvnUser: 1 })).toMatchObject({ status: 409 });
    expect(await write('users/delete', { idAvnUser: id })).toEqual({ status: 200, sms: 8 });
    await theNewAuditRow({ id_avn_user: 1, row_id: String(id), action: 'delete', after: null });
  });
});
