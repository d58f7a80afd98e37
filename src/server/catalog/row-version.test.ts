import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages';
import { answerOf, refusal } from '../testing/api-calls';
import { auditRowCount } from '../testing/checksum';
import { signedInApp } from '../testing/signed-in-app';
import { fullTimeBachelor } from '../testing/write-calls';

// Optimistic concurrency (decision 0011): every catalog row carries rowVersion; a save carrying
// an older one is refused with 409 CONFLICT and writes nothing, so no change is silently lost.

const app = signedInApp();

type Row = Record<string, unknown> & { rowVersion: number };

const call = async (method: 'GET' | 'POST', path: string, body?: unknown, lang = 'en') => {
  return answerOf(await app.t.call(method, `ministerstvo/${path}`, { cookie: app.cookie, body, lang }));
};
const auditCount = () => auditRowCount(app.t.database);

/** One catalog table as its screen sees it: its list, its save, and one free-text field a save changes. */
interface Resource {
  name: string;
  table: string;
  key: string;
  list: { method: 'GET' | 'POST'; path: string };
  save: string;
  remove: { path: string; body: (id: number) => Record<string, unknown> };
  /** The row's id in the list. */
  rowId: (row: Row) => number;
  /** A save of the row (id -1 creates) whose varied field holds `value`. */
  body: (id: number, unique: string, value: string) => Record<string, unknown>;
  /** The varied field's value in the list. */
  value: (row: Row) => unknown;
}

const resources: Resource[] = [
  {
    name: 'qualification',
    table: 'qualification',
    key: 'id_qualification',
    list: { method: 'POST', path: 'qualification' },
    save: 'ins-upd-qual',
    remove: { path: 'del-qual', body: (id) => ({ IDQualification: id }) },
    rowId: (row) => row.IDQualification as number,
    body: (id, unique, value) => ({
      IDQualification: id,
      NameQualification: `Квалификация ${unique}`,
      NameQualificationKg: 'Квалификация',
      NameQualificationEn: value,
    }),
    value: (row) => row.NameQualification_en,
  },
  {
    name: 'department',
    table: 'kafedra',
    key: 'id_kafedra',
    list: { method: 'POST', path: 'kafedra' },
    save: 'ins-upd-kaf',
    remove: { path: 'del-kaf', body: (id) => ({ idKafedra: id }) },
    rowId: (row) => row.idKafedra as number,
    body: (id, unique, value) => ({
      idKafedra: id,
      snF1: 'ВС',
      f1: `Кафедра версий ${unique}`,
      f1Kg: 'Кафедра',
      f1En: value,
      idFaculty: 1,
    }),
    value: (row) => row.f1_en,
  },
  {
    name: 'direction',
    table: 'direction',
    key: 'id_direction',
    list: { method: 'GET', path: 'allDirection' },
    save: 'ins-upd-direction',
    remove: { path: 'del-direction', body: (id) => ({ idDirection: id }) },
    rowId: (row) => row.id_direction as number,
    body: (id, unique, value) => ({
      idDirection: id,
      code: `V${unique}`,
      direction_: `Направление ${unique}`,
      directionKg: 'Багыт',
      directionEn: value,
    }),
    value: (row) => row.p24_en,
  },
  {
    name: 'speciality name',
    table: 'special',
    key: 'id_special',
    list: { method: 'GET', path: 'allSpecial' },
    save: 'ins-upd-spec',
    remove: { path: 'del-special', body: (id) => ({ idSpecial: id }) },
    rowId: (row) => row.id_special as number,
    body: (id, unique, value) => ({
      idSpecial: id,
      code_: `V${unique}`,
      special_: `Специальность ${unique}`,
      specialEn: value,
    }),
    value: (row) => row.p25_en,
  },
  {
    name: 'level',
    table: 'level',
    key: 'id_level',
    list: { method: 'POST', path: 'nameLevel' },
    save: 'ins-upd-level',
    remove: { path: 'del-level', body: (id) => ({ IDLevel: id }) },
    rowId: (row) => row.IDLevel as number,
    body: (id, unique, value) => ({
      IDLevel: id,
      NameLevel: `Уровень ${unique}`,
      NameLevelKg: 'Деңгээл',
      NameLevelEn: value,
    }),
    value: (row) => row.NameLevel_en,
  },
  {
    name: 'study form',
    table: 'f_educ',
    key: 'id_f_educ',
    list: { method: 'GET', path: 'allFeduc' },
    save: 'ins-upd-feduc',
    remove: { path: 'del-feduc', body: (id) => ({ idFeduc: id }) },
    rowId: (row) => row.id_f_educ as number,
    body: (id, unique, value) => ({
      idFeduc: id,
      shortName: 'В',
      fEduc_: `Форма ${unique}`,
      fEducKg: 'Форма',
      fEducEn: value,
      ...fullTimeBachelor,
    }),
    value: (row) => row.f_educ_en,
  },
];

let uniqueCounter = 0;
const uniqueName = () => `${Date.now().toString(36)}${++uniqueCounter}`;

const listOf = async (resource: Resource): Promise<Row[]> => {
  const answer = await call(resource.list.method, resource.list.path);
  expect(answer.status).toBe(200);
  return answer.data;
};
const rowOf = async (resource: Resource, id: number) =>
  (await listOf(resource)).find((row) => resource.rowId(row) === id);

/** Creates a fresh row and answers its id, the unique part of its names and its row as listed. */
async function createRow(resource: Resource) {
  const unique = uniqueName();
  expect((await call('POST', resource.save, resource.body(-1, unique, 'First'))).data).toEqual([{ sms: 1 }]);
  const row = (await listOf(resource)).find((candidate) =>
    Object.values(candidate).some((value) => String(value).includes(unique)),
  ) as Row;
  expect(row).toBeDefined();
  return { id: resource.rowId(row), unique, row };
}

const qualification = resources[0] as Resource;

describe('row versions in the lists', () => {
  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: every row carries a whole-number rowVersion; a new row starts at 1',
    async (_name, resource) => {
      const { row } = await createRow(resource);
      expect(row.rowVersion).toBe(1);
      for (const each of await listOf(resource)) expect(Number.isInteger(each.rowVersion)).toBe(true);
    },
  );
});

describe('a save carrying rowVersion', () => {
  it('with the current version: updated (2), and the list then shows the version plus one', async () => {
    const { id, unique, row } = await createRow(qualification);
    const answer = await call('POST', qualification.save, {
      ...qualification.body(id, unique, 'Second'),
      rowVersion: row.rowVersion,
    });
    expect(answer).toEqual({ status: 200, data: [{ sms: 2 }], error: null, message: null });
    expect(await rowOf(qualification, id)).toMatchObject({
      NameQualification_en: 'Second',
      rowVersion: row.rowVersion + 1,
    });
  });

  it('with an older version: 409 CONFLICT in the request’s language, the row and the audit log unchanged', async () => {
    const { id, unique, row } = await createRow(qualification);
    // B saves first …
    expect(
      (await call('POST', qualification.save, { ...qualification.body(id, unique, 'B'), rowVersion: 1 }))
        .data,
    ).toEqual([{ sms: 2 }]);
    const afterB = await rowOf(qualification, id);
    expect(afterB).toMatchObject({ NameQualification_en: 'B', rowVersion: 2 });
    const before = await auditCount();
    // … then A, from the form opened before B's save, in each language.
    for (const lang of ['ru', 'kg', 'en'] as const) {
      const stale = await call(
        'POST',
        qualification.save,
        {
          ...qualification.body(id, unique, 'A'),
          NameQualificationKg: 'А өзгөрттү',
          rowVersion: row.rowVersion,
        },
        lang,
      );
      expect(stale).toEqual({ status: 409, data: null, error: 'CONFLICT', message: messages.staleRow[lang] });
    }
    expect(await auditCount()).toBe(before);
    expect(await rowOf(qualification, id)).toEqual(afterB);
  });

  it('a version from the future is stale too', async () => {
    const { id, unique } = await createRow(qualification);
    const answer = await call('POST', qualification.save, {
      ...qualification.body(id, unique, 'Future'),
      rowVersion: 7,
    });
    expect(answer).toMatchObject({ status: 409, error: 'CONFLICT' });
    expect(await rowOf(qualification, id)).toMatchObject({ NameQualification_en: 'First', rowVersion: 1 });
  });

  it('without rowVersion (the legacy payload): updated whatever the version, as before', async () => {
    const { id, unique } = await createRow(qualification);
    for (const value of ['One', 'Two']) {
      expect((await call('POST', qualification.save, qualification.body(id, unique, value))).data).toEqual([
        { sms: 2 },
      ]);
    }
    expect(await rowOf(qualification, id)).toMatchObject({ NameQualification_en: 'Two', rowVersion: 3 });
  });

  it('that changes nothing: updated (2), the version stays and no audit row is written', async () => {
    const { id, unique } = await createRow(qualification);
    const before = await auditCount();
    expect(
      (await call('POST', qualification.save, { ...qualification.body(id, unique, 'First'), rowVersion: 1 }))
        .data,
    ).toEqual([{ sms: 2 }]);
    expect(await auditCount()).toBe(before);
    expect(await rowOf(qualification, id)).toMatchObject({ rowVersion: 1 });
  });

  it('of a row deleted meanwhile: 404 recordNotFound, with or without rowVersion', async () => {
    const { id, unique } = await createRow(qualification);
    expect((await call('POST', qualification.remove.path, qualification.remove.body(id))).data).toEqual([
      { sms: 8 },
    ]);
    for (const extra of [{ rowVersion: 1 }, {}]) {
      const answer = await call('POST', qualification.save, {
        ...qualification.body(id, unique, 'Ghost'),
        ...extra,
      });
      expect(answer).toEqual(refusal(404, 'NOT_FOUND', messages.recordNotFound.en));
    }
  });

  it('a create (-1) ignores rowVersion', async () => {
    const unique = uniqueName();
    expect(
      (await call('POST', qualification.save, { ...qualification.body(-1, unique, 'New'), rowVersion: 5 }))
        .data,
    ).toEqual([{ sms: 1 }]);
  });

  it('refuses a rowVersion that is not a positive whole number (400 naming the field)', async () => {
    for (const rowVersion of [0, -1, 1.5, '1', null, 2_147_483_648]) {
      const answer = await call('POST', qualification.save, {
        ...qualification.body(-1, uniqueName(), 'Bad'),
        rowVersion,
      });
      expect(answer.status, String(rowVersion)).toBe(400);
      expect(answer.message).toContain('rowVersion');
    }
  });
});

describe('no lost update under concurrent saves', () => {
  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: ten saves carrying the same version at once, each a different value: one is made (2), nine refused (409)',
    async (_name, resource) => {
      const { id, unique, row } = await createRow(resource);
      const before = await auditCount();
      const values = Array.from({ length: 10 }, (_, index) => `Concurrent ${index}`);
      const answers = await Promise.all(
        values.map((value) =>
          call('POST', resource.save, { ...resource.body(id, unique, value), rowVersion: row.rowVersion }),
        ),
      );
      const made = answers.flatMap((answer, index) => (answer.status === 200 ? [index] : []));
      expect(made).toHaveLength(1);
      const winner = made[0] as number;
      expect(answers[winner]).toEqual({ status: 200, data: [{ sms: 2 }], error: null, message: null });
      for (const [index, answer] of answers.entries()) {
        if (index !== winner) expect(answer).toMatchObject({ status: 409, error: 'CONFLICT', data: null });
      }
      const after = (await rowOf(resource, id)) as Row;
      expect(resource.value(after)).toBe(values[winner]);
      expect(after.rowVersion).toBe(row.rowVersion + 1);
      expect(await auditCount()).toBe(before + 1);
      // The row is still editable by whoever reloads it.
      expect(
        (
          await call('POST', resource.save, {
            ...resource.body(id, unique, 'Reloaded'),
            rowVersion: after.rowVersion,
          })
        ).data,
      ).toEqual([{ sms: 2 }]);
      expect((await call('POST', resource.remove.path, resource.remove.body(id))).data).toEqual([{ sms: 8 }]);
    },
  );
});

describe('the row_version trigger', () => {
  it('bumps the version on an update by any path (here plain SQL), so a form opened before is refused', async () => {
    const { id, unique } = await createRow(qualification);
    await app.t.database.query(
      "UPDATE qualification SET name_qualification_kg = 'psql' WHERE id_qualification = $1",
      [id],
    );
    // A hand-set version is not kept either: the trigger owns the column.
    await app.t.database.query('UPDATE qualification SET row_version = 100 WHERE id_qualification = $1', [
      id,
    ]);
    const [stored] = await app.t.database.query<{ version: number }>(
      'SELECT row_version AS version FROM qualification WHERE id_qualification = $1',
      [id],
    );
    expect(stored?.version).toBe(3);
    await app.t.database.changes.sync();
    const answer = await call('POST', qualification.save, {
      ...qualification.body(id, unique, 'Form'),
      rowVersion: 1,
    });
    expect(answer).toMatchObject({ status: 409, error: 'CONFLICT' });
  });

  it('is on every audited reference table and the users, with its row_version column', async () => {
    const triggers = await app.t.database.query<{ table: string; fn: string }>(
      `SELECT c.relname AS table, p.proname AS fn
         FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid
        WHERE NOT g.tgisinternal AND p.proname IN ('audit_row', 'bump_row_version')`,
    );
    const tablesOf = (fn: string) =>
      triggers
        .filter((trigger) => trigger.fn === fn)
        .map((trigger) => trigger.table)
        .sort();
    const audited = tablesOf('audit_row');
    expect(audited).toEqual(
      expect.arrayContaining(['faculty', ...resources.map((resource) => resource.table)]),
    );
    // avn_user is audited by a trigger of its own (no password hash in the log) and versioned too.
    const versioned = [...audited, 'avn_user'].sort();
    expect(tablesOf('bump_row_version')).toEqual(versioned);
    const columns = await app.t.database.query<{ table: string }>(
      `SELECT table_name AS table FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'row_version'
          AND data_type = 'integer' AND is_nullable = 'NO' AND column_default = '1'`,
    );
    expect(columns.map((column) => column.table).sort()).toEqual(versioned);
  });
});
