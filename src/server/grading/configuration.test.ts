import { describe, expect, it } from 'vitest';
import * as calls from '../../contract/grading';
import { callsOf, expectSessionNeeded } from '../testing/api-calls';
import { ministryApp, unique } from '../testing/ministry-calls';

// The grading-rule editor (decision 0019) on the demo university: the configurator (a variant's grade-sheet
// fields) and the display rules of a variant; and every call of the editor without a session.

const app = ministryApp();

type Row = Record<string, unknown> & { rowVersion: number };
const fields = async (idEbeVar: number): Promise<Row[]> =>
  app.api.data('POST', 'grading-rule/ebe-est-config', { idEbeVar });
const rules = async (idEbeVar: number): Promise<Row[]> =>
  app.api.data('POST', 'grading-rule/com-ebeF-est', { idEbeVar });

describe('the configurator', () => {
  it("lists a variant's grade-sheet fields in order, as the educational screen does", async () => {
    const listed = await fields(1);
    expect(listed.map((row) => row.name_pole)).toEqual([
      'Модуль 1',
      'Модуль 2',
      'Итоговый контроль',
      'Итого',
    ]);
    expect(listed[3]).toEqual({
      id_est_config: expect.any(Number),
      order_pole: 4,
      name_pole: 'Итого',
      info_or_value: 1,
      pole_mark_mag: 1,
      formula: 'P1+P2+P3',
      min: 0,
      max: 100,
      rowVersion: 1,
    });
    expect(await app.api.data('POST', 'estimationInfo/select', { idEbeVar: 1 })).toEqual(listed);
    expect(await fields(4242)).toEqual([]);
    expect((await app.api.post('grading-rule/ebe-est-config', {})).status).toBe(400);
  });

  it('creates (1) a field, numbers as text and empty as 0; refuses its name twice (3); updates it (2); stale is 409; deletes it (8)', async () => {
    const name = `Доп. баллы ${unique()}`;
    const body = {
      idEstConfig: -1,
      idEbeVar: 3,
      orderPole: '4',
      namePole: ` ${name} `,
      infoValue: '',
      poleMarkMag: 1,
      formula: '',
      min: null,
      max: '10',
    };
    expect(await app.api.sms('grading-rule/ins-upd-est-config', body)).toBe(1);
    const created = (await fields(3)).find((row) => row.name_pole === name) as Row;
    expect(created).toMatchObject({
      order_pole: 4,
      info_or_value: 0,
      pole_mark_mag: 1,
      min: 0,
      max: 10,
      rowVersion: 1,
    });
    expect(
      await app.api.sms('grading-rule/ins-upd-est-config', { ...body, namePole: name.toUpperCase() }),
    ).toBe(3);
    // Another variant may have a field of that name.
    expect(await app.api.sms('grading-rule/ins-upd-est-config', { ...body, idEbeVar: 2 })).toBe(1);

    const edit = {
      ...body,
      idEstConfig: created.id_est_config,
      namePole: `${name}!`,
      formula: 'P1+P2',
      infoValue: 1,
      min: 5,
      max: 999,
      rowVersion: 1,
    };
    expect(await app.api.sms('grading-rule/ins-upd-est-config', edit)).toBe(2);
    expect((await fields(3)).find((row) => row.id_est_config === created.id_est_config)).toMatchObject({
      name_pole: `${name}!`,
      formula: 'P1+P2',
      info_or_value: 1,
      min: 5,
      max: 999,
      rowVersion: 2,
    });
    expect((await app.api.refused('grading-rule/ins-upd-est-config', { ...edit, max: 50 })).status).toBe(409);
    // Renamed onto a field of its variant: a duplicate.
    expect(
      await app.api.sms('grading-rule/ins-upd-est-config', {
        ...edit,
        namePole: 'экзамен',
        rowVersion: undefined,
      }),
    ).toBe(3);

    expect(await app.api.sms('grading-rule/delete-est-config', { idEstConfig: created.id_est_config })).toBe(
      8,
    );
    expect(
      (await app.api.refused('grading-rule/delete-est-config', { idEstConfig: created.id_est_config }))
        .status,
    ).toBe(404);
    expect((await app.api.refused('grading-rule/ins-upd-est-config', edit)).status).toBe(404);
  });

  it('refuses numbers of more than 3 digits or negative, an empty name, min above max, an unknown variant (400)', async () => {
    const body = {
      idEstConfig: -1,
      idEbeVar: 1,
      orderPole: 5,
      namePole: `Поле ${unique()}`,
      min: 0,
      max: 10,
    };
    for (const [field, value] of [
      ['orderPole', 1000],
      ['orderPole', '1000'],
      ['infoValue', -1],
      ['poleMarkMag', '1.5'],
      ['min', 'abc'],
      ['max', 1.5],
      ['namePole', '   '],
      ['namePole', 'x'.repeat(101)],
      ['formula', 'x'.repeat(501)],
      ['idEbeVar', 0],
    ] as const)
      await app.api.refusedNaming('grading-rule/ins-upd-est-config', { ...body, [field]: value }, field);
    expect((await app.api.refused('grading-rule/ins-upd-est-config', { ...body, min: 11 })).message).toBe(
      'The minimum (11) cannot be greater than the maximum (10)',
    );
    expect(
      (await app.api.refused('grading-rule/ins-upd-est-config', { ...body, min: 11 }, 'kg')).message,
    ).toBe('Эң аз маани (11) эң көп мааниден (10) чоң болбошу керек');
    expect(
      (await app.api.refused('grading-rule/ins-upd-est-config', { ...body, idEbeVar: 4242 })).message,
    ).toBe('A linked record does not exist');
    expect((await app.api.refused('grading-rule/delete-est-config', { idEstConfig: -1 })).status).toBe(400);
  });
});

describe('the display rules', () => {
  it("lists a variant's rules, one per display form in its order with the form's names, and creates none on read", async () => {
    const listed = await rules(1);
    expect(listed.map((row) => row.form_code)).toEqual(['numeric', 'word', 'letter', 'points']);
    expect(listed[0]).toEqual({
      id_com_ebef_est: expect.any(Number),
      id_ebe_var: 1,
      id_estimation_form: expect.any(Number),
      form_code: 'numeric',
      form: 'Цифровая',
      form_kg: 'Сандык',
      form_en: 'Numeric',
      definition: '5, 4, 3, 2',
      // Made with the variant (1), then defined by the demo data (2).
      rowVersion: 2,
    });
    expect(listed[1]?.definition).toContain('отлично');
    const [before] = await app.t.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM com_ebef_est',
    );
    expect(await rules(4242)).toEqual([]);
    const [after] = await app.t.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM com_ebef_est',
    );
    expect(after).toEqual(before);
  });

  it('a new variant has its rules from the start, with empty definitions', async () => {
    const [variant] = await app.t.database.query<{ id: number }>(
      "INSERT INTO ebe_var (ebe_var, min_bal, max_bal) VALUES ('Т-П', 0, 5) RETURNING id_ebe_var AS id",
    );
    const made = await rules(variant?.id as number);
    expect(made.map((row) => [row.form_code, row.definition])).toEqual([
      ['numeric', ''],
      ['word', ''],
      ['letter', ''],
      ['points', ''],
    ]);
  });

  it("changes a rule's definition (2), also to empty; refuses a stale version (409), too long (400), unknown (404)", async () => {
    const [rule] = await rules(2);
    const body = {
      idComEbeFEst: rule?.id_com_ebef_est,
      Definition: ' A — 5, B — 4 ',
      rowVersion: rule?.rowVersion,
    };
    expect(await app.api.sms('grading-rule/upd-ebeF-est', body)).toBe(2);
    expect((await rules(2))[0]).toMatchObject({
      definition: 'A — 5, B — 4',
      rowVersion: (rule?.rowVersion ?? 0) + 1,
    });
    expect((await app.api.refused('grading-rule/upd-ebeF-est', { ...body, Definition: 'x' })).status).toBe(
      409,
    );
    expect(
      await app.api.sms('grading-rule/upd-ebeF-est', { idComEbeFEst: rule?.id_com_ebef_est, Definition: '' }),
    ).toBe(2);
    expect((await rules(2))[0]).toMatchObject({ definition: '', rowVersion: (rule?.rowVersion ?? 0) + 2 });

    const long = await app.api.refused('grading-rule/upd-ebeF-est', {
      ...body,
      Definition: 'x'.repeat(1001),
      rowVersion: 3,
    });
    expect(long.status).toBe(400);
    expect(long.message).toContain('Definition');
    expect(
      (await app.api.refused('grading-rule/upd-ebeF-est', { idComEbeFEst: -1, Definition: '' })).status,
    ).toBe(400);
    expect(
      (await app.api.refused('grading-rule/upd-ebeF-est', { idComEbeFEst: 424242, Definition: '' })).status,
    ).toBe(404);
  });
});

describe('without a session', () => {
  it('answers 401 to every call of the grading-rule editor', () =>
    expectSessionNeeded(app.t, callsOf(calls), { postBody: { idEbeVar: 1 } }));
});
