import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { startTestApp, type TestApp } from '../testing/test-app';

// Every write call of the route table, with how to make a valid row and how to delete one. A new write
// call fails the first test until it is added here: no write escapes the audit proof.
interface AuditedResource {
  table: string;
  save: string;
  deletes: string[];
  create(unique: string): Record<string, unknown>;
  update(id: number, unique: string): Record<string, unknown>;
  remove(id: number): Record<string, unknown>;
}

const resources: AuditedResource[] = [
  {
    table: 'direction',
    save: 'ministerstvo/ins-upd-direction',
    deletes: ['ministerstvo/del-direction'],
    create: (u) => ({
      idDirection: -1,
      code: `A${u}`,
      direction_: `Направление ${u}`,
      directionKg: 'Багыт',
      directionEn: 'Direction',
    }),
    update: (id, u) => ({ idDirection: id, code: `B${u}`, direction_: `Направление ${u}` }),
    remove: (id) => ({ idDirection: id }),
  },
  {
    table: 'special',
    save: 'ministerstvo/ins-upd-spec',
    deletes: ['ministerstvo/del-spec', 'ministerstvo/del-special'],
    create: (u) => ({ idSpecial: -1, code_: `S${u}`, special_: `Специальность ${u}` }),
    update: (id, u) => ({ idSpecial: id, code_: `T${u}`, special_: `Специальность ${u}` }),
    remove: (id) => ({ idSpec: id, idSpecial: id }),
  },
  {
    table: 'kafedra',
    save: 'ministerstvo/ins-upd-kaf',
    deletes: ['ministerstvo/del-kaf'],
    create: (u) => ({
      idKafedra: -1,
      snF1: 'К',
      f1: `Кафедра ${u}`,
      f1Kg: 'Кафедра',
      f1En: 'Department',
      idFaculty: 1,
    }),
    update: (id, u) => ({
      idKafedra: id,
      snF1: 'К',
      f1: `Кафедра ${u}!`,
      f1Kg: 'Кафедра',
      f1En: 'Department',
      idFaculty: 2,
    }),
    remove: (id) => ({ idKafedra: id }),
  },
  {
    table: 'qualification',
    save: 'ministerstvo/ins-upd-qual',
    deletes: ['ministerstvo/del-qual'],
    create: (u) => ({
      IDQualification: -1,
      NameQualification: `Квалификация ${u}`,
      NameQualificationKg: 'К',
      NameQualificationEn: 'Q',
    }),
    update: (id, u) => ({
      IDQualification: id,
      NameQualification: `Квалификация ${u}!`,
      NameQualificationKg: 'К',
      NameQualificationEn: 'Q',
    }),
    remove: (id) => ({ IDQualification: id }),
  },
  {
    table: 'level',
    save: 'ministerstvo/ins-upd-level',
    deletes: ['ministerstvo/del-level'],
    create: (u) => ({ IDLevel: -1, NameLevel: `Уровень ${u}`, NameLevelKg: 'Д', NameLevelEn: 'L' }),
    update: (id, u) => ({ IDLevel: id, NameLevel: `Уровень ${u}!`, NameLevelKg: 'Д', NameLevelEn: 'L' }),
    remove: (id) => ({ IDLevel: id }),
  },
  {
    table: 'f_educ',
    save: 'ministerstvo/ins-upd-feduc',
    deletes: ['ministerstvo/del-feduc'],
    create: (u) => ({
      idFeduc: -1,
      shortName: 'Т',
      fEduc_: `Форма ${u}`,
      fEducKg: 'Форма',
      oztextRu: 'очная',
      oz: 0,
      maxRateId: 4,
      idFeducVid: 1,
      educationCycle: 'бакалавриат',
      idFeducProg: 1,
    }),
    update: (id, u) => ({
      idFeduc: id,
      shortName: 'Т',
      fEduc_: `Форма ${u}!`,
      fEducKg: 'Форма',
      oztextRu: 'заочная',
      oz: 1,
      maxRateId: 5,
      idFeducVid: 2,
      educationCycle: 'бакалавриат',
      idFeducProg: 1,
    }),
    remove: (id) => ({ idFeduc: id }),
  },
];

// Write calls that are no save/delete pair, each with its scenario below.
const otherWrites = ['auth/change-password'];

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

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
  const rows = await t.database.query<AuditRow & { id: number }>(
    'SELECT * FROM audit_log WHERE id > $1 ORDER BY id',
    [lastAuditId],
  );
  lastAuditId = rows.at(-1)?.id ?? lastAuditId;
  return rows;
}
const write = async (path: string, body: unknown) => {
  const response = await t.call('POST', path, { cookie, body });
  return { status: response.statusCode, sms: response.json().data?.[0]?.sms as number | undefined };
};

describe('the audit log, over every write call', () => {
  it('knows every write call of the route table', () => {
    const writes = t.app.routeTable
      .filter((route) => route.writes)
      .map((route) => route.url.replace('/api/v1/', ''));
    expect(writes.length).toBeGreaterThan(0);
    const covered = [
      ...resources.flatMap((resource) => [resource.save, ...resource.deletes]),
      ...otherWrites,
    ];
    expect(writes.filter((path) => !covered.includes(path))).toEqual([]);
  });

  it.each(resources.map((resource) => [resource.table, resource] as const))(
    '%s: each write leaves exactly one row naming the user, table, row, before and after; refused writes leave none',
    async (_table, resource) => {
      await newAuditRows();
      const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
      expect(await write(resource.save, resource.create(unique))).toEqual({ status: 200, sms: 1 });
      const [created, ...extraCreated] = await newAuditRows();
      expect(extraCreated).toEqual([]);
      expect(created).toMatchObject({
        id_avn_user: 1,
        table_name: resource.table,
        action: 'insert',
        before: null,
      });
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
      const [updated, ...extraUpdated] = await newAuditRows();
      expect(extraUpdated).toEqual([]);
      expect(updated).toMatchObject({
        id_avn_user: 1,
        table_name: resource.table,
        row_id: String(id),
        action: 'update',
      });
      expect(updated?.before).toEqual(created?.after);
      expect(updated?.after).not.toEqual(updated?.before);

      for (const [index, path] of resource.deletes.entries()) {
        let target = id;
        if (index > 0) {
          expect((await write(resource.save, resource.create(`${unique}d${index}`))).sms).toBe(1);
          target = Number((await newAuditRows())[0]?.row_id);
        }
        expect(await write(path, resource.remove(target))).toEqual({ status: 200, sms: 8 });
        const [deleted, ...extraDeleted] = await newAuditRows();
        expect(extraDeleted).toEqual([]);
        expect(deleted).toMatchObject({
          id_avn_user: 1,
          table_name: resource.table,
          row_id: String(target),
          action: 'delete',
          after: null,
        });
        expect(deleted?.before).toMatchObject({ edit: true });

        const [locked] = await t.database.query<{ id: number }>(
          `SELECT ${resource.table === 'f_educ' ? 'id_f_educ' : `id_${resource.table}`} AS id FROM ${resource.table} WHERE NOT edit LIMIT 1`,
        );
        expect(await write(path, resource.remove(locked?.id as number))).toEqual({ status: 200, sms: 6 });
        expect(await write(path, resource.remove(target))).toMatchObject({ status: 404 });
        expect(await newAuditRows()).toEqual([]);
      }
    },
  );
});

describe('the audit log of auth/change-password', () => {
  it('a change leaves one row on avn_user under the user, without the hash; refused changes leave none', async () => {
    const passwordHash = await hashPassword('first-Pass-41');
    const [{ id } = { id: 0 }] = await t.database.query<{ id: number }>(
      "INSERT INTO avn_user (login, password_hash, surname, name) VALUES ('auditee', $1, 'Audit', 'Ee') RETURNING id_avn_user AS id",
      [passwordHash],
    );
    const own = await t.signIn('auditee', 'first-Pass-41');
    await newAuditRows();
    const change = async (currentPassword: string, newPassword: string) =>
      (await t.call('POST', 'auth/change-password', { cookie: own, body: { currentPassword, newPassword } }))
        .statusCode;

    expect(await change('wrong-Pass-00', 'second-Pass-42')).toBe(400);
    expect(await change('first-Pass-41', 'password1')).toBe(400);
    expect(await newAuditRows()).toEqual([]);

    expect(await change('first-Pass-41', 'second-Pass-42')).toBe(200);
    const [changed, ...extra] = await newAuditRows();
    expect(extra).toEqual([]);
    expect(changed).toMatchObject({
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
