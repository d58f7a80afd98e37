import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages';
import { SEEDED_VARIANTS, TOP_RANGE_OF_VARIANT_1 } from '../testing/grading-fixtures';
import { ministryApp } from '../testing/ministry-calls';

// The grading-rule editor (decision 0019) on the demo university: a variant's point ranges and their
// intermediate values (details). The configurator and the display rules: configuration.test.ts.

const app = ministryApp();

type Row = Record<string, unknown> & { rowVersion: number };
const ranges = async (idEbeVar: number): Promise<Row[]> =>
  app.api.data('POST', 'grading-rule/ebe-est-info', { idEbeVar });
const rangeAt = async (idEbeVar: number, begin: number) => {
  const range = (await ranges(idEbeVar)).find((row) => row.beg_bal === begin);
  if (!range) throw new Error(`no range from ${begin} in variant ${idEbeVar}`);
  return range as Row & { id_ebe: number; end_bal: number };
};
const details = async (idEbe: number): Promise<Row[]> =>
  app.api.data('POST', 'grading-rule/ebe-detal', { idEbe });

describe('variants and their point ranges', () => {
  it('lists the variants with their bounds, and a variant’s ranges with their grade, highest first', async () => {
    expect(await app.api.data('GET', 'grading-rule/ebe-var')).toEqual(SEEDED_VARIANTS);
    const five = await ranges(1);
    expect(five.map((row) => [row.beg_bal, row.end_bal, row.estimation])).toEqual([
      [87, 100, '5'],
      [74, 86, '4'],
      [61, 73, '3'],
      [0, 60, '2'],
    ]);
    expect(five[0]).toEqual(TOP_RANGE_OF_VARIANT_1);
    expect((await ranges(2)).map((row) => row.estimation)).toEqual(['A', 'B', 'C', 'D', 'E', 'FX', 'F']);
    expect(await ranges(4242)).toEqual([]);
    expect((await app.api.post('grading-rule/ebe-est-info', {})).status).toBe(400);
    expect((await app.api.post('grading-rule/ebe-est-info', { idEbeVar: 'one' })).status).toBe(400);
  });

  it('changes a range (2), points as numbers or text with a decimal comma; a stale version is refused (409)', async () => {
    const range = await rangeAt(1, 74);
    const body = { idEbe: range.id_ebe, begBal: '74', endBal: '86,5', rowVersion: range.rowVersion };
    expect(await app.api.sms('grading-rule/upd-ebe', body)).toBe(2);
    expect(await rangeAt(1, 74)).toMatchObject({ end_bal: 86.5, estimation: '4', rowVersion: 2 });
    // The ranges the educational screen shows are the same rows.
    const shown = await app.api.data('POST', 'gradingEbeVar/select', { idEbeVar: 1 });
    expect(shown[1]).toMatchObject({ beg_bal: 74, end_bal: 86.5 });

    expect((await app.api.refused('grading-rule/upd-ebe', { ...body, endBal: 86 })).status).toBe(409);
    expect(await app.api.sms('grading-rule/upd-ebe', { idEbe: range.id_ebe, begBal: 74, endBal: 86 })).toBe(
      2,
    );
    expect(await rangeAt(1, 74)).toMatchObject({ end_bal: 86, rowVersion: 3 });
  });

  it("refuses points outside the variant's bounds, or not above the beginning: 'value must be from X to Y'", async () => {
    // A variant of 10–50 points (no call makes variants).
    const [variant] = await app.t.database.query<{ id: number }>(
      "INSERT INTO ebe_var (ebe_var, min_bal, max_bal) VALUES ('Т-10', 10, 50) RETURNING id_ebe_var AS id",
    );
    const [range] = await app.t.database.query<{ id: number }>(
      "INSERT INTO ebe (id_ebe_var, beg_bal, end_bal, estimation) VALUES ($1, 10, 30, 'зачёт') RETURNING id_ebe AS id",
      [variant?.id],
    );
    const save = (begBal: unknown, endBal: unknown, lang = 'en') =>
      app.api.refused('grading-rule/upd-ebe', { idEbe: range?.id, begBal, endBal }, lang);
    for (const [begin, end] of [
      [9, 30],
      [10, 51],
      ['', 30],
      [10, null],
    ]) {
      const answer = await save(begin, end);
      expect(answer, `${begin}–${end}`).toMatchObject({
        status: 400,
        message: 'Value must be from 10 to 50',
      });
    }
    expect((await save(20, 20)).message).toBe(
      'Value must be from 10 to 50, and the end greater than the beginning',
    );
    expect((await save(30, 20, 'ru')).message).toBe(
      'Значение должно быть от 10 до 50, а конец — больше начала',
    );
    expect((await save(60, 70, 'kg')).message).toBe('Маани 10 – 50 диапазонунда болушу керек');
    expect((await save(60, 70, 'ru')).message).toBe(
      messages.pointsOutOfBounds.ru.replace('{from}', '10').replace('{to}', '50'),
    );
    expect(await app.api.sms('grading-rule/upd-ebe', { idEbe: range?.id, begBal: 10, endBal: 50 })).toBe(2);
  });

  it('refuses a range overlapping another of its variant, or leaving out one of its details', async () => {
    const range = await rangeAt(1, 74);
    const overlap = await app.api.refused('grading-rule/upd-ebe', {
      idEbe: range.id_ebe,
      begBal: 74,
      endBal: 87,
    });
    expect(overlap).toMatchObject({
      status: 400,
      message: 'The range overlaps the range 87–100 (grade "5")',
    });
    const below = await app.api.refused(
      'grading-rule/upd-ebe',
      { idEbe: range.id_ebe, begBal: 60, endBal: 86 },
      'ru',
    );
    expect(below.message).toBe('Диапазон пересекается с диапазоном 0–60 (оценка «2»)');

    // 87–100 holds its details 87–94 and 95–100.
    const top = await rangeAt(1, 87);
    const narrower = await app.api.refused('grading-rule/upd-ebe', {
      idEbe: top.id_ebe,
      begBal: 88,
      endBal: 100,
    });
    expect(narrower).toMatchObject({ status: 400, message: expect.stringContaining('(87–100)') });
    expect(await app.api.sms('grading-rule/upd-ebe', { idEbe: top.id_ebe, begBal: 87, endBal: 100 })).toBe(2);
  });

  it('refuses points that are no non-negative number of at most 4 characters (400 naming the field), or an unknown range (404)', async () => {
    const range = await rangeAt(1, 61);
    for (const begBal of [-1, '-1', '12345', 100.25, '1e2', 'abc', '6O', true, [61], { value: 61 }]) {
      const answer = await app.api.refused('grading-rule/upd-ebe', {
        idEbe: range.id_ebe,
        begBal,
        endBal: 73,
      });
      expect(answer.status, JSON.stringify(begBal)).toBe(400);
      expect(answer.message, JSON.stringify(begBal)).toContain('begBal');
    }
    expect((await app.api.refused('grading-rule/upd-ebe', { begBal: 61, endBal: 73 })).status).toBe(400);
    expect(
      (await app.api.refused('grading-rule/upd-ebe', { idEbe: 424242, begBal: 61, endBal: 73 })).status,
    ).toBe(404);
  });
});

describe('the details of a range', () => {
  it("lists a range's details, highest first, and none of a range without", async () => {
    const top = await rangeAt(1, 87);
    expect(await details(top.id_ebe)).toEqual([
      {
        id_ebe_detal: expect.any(Number),
        id_ebe: top.id_ebe,
        beg_bal: 95,
        end_bal: 100,
        ekv_num: 4,
        ekv_bukv: 'A',
        rowVersion: 1,
      },
      expect.objectContaining({ beg_bal: 87, end_bal: 94, ekv_num: 3.67, ekv_bukv: 'A-' }),
    ]);
    expect(await details(424242)).toEqual([]);
    expect((await app.api.post('grading-rule/ebe-detal', { idEbe: 0 })).status).toBe(400);
  });

  it('creates (1) a detail with its letter uppercased, updates it (2), refuses a stale version (409), deletes it (8)', async () => {
    const range = await rangeAt(2, 0);
    for (const detail of await details(range.id_ebe))
      expect(await app.api.sms('grading-rule/delete-detail', { idEbeDetal: detail.id_ebe_detal })).toBe(8);
    const body = {
      idEbeDetal: -1,
      idEbe: range.id_ebe,
      begBal: '0',
      endBal: '20',
      ekvNum: '0',
      ekvBukv: ' f ',
    };
    expect(await app.api.sms('grading-rule/ins-upd-detail', body)).toBe(1);
    expect(
      await app.api.sms('grading-rule/ins-upd-detail', { ...body, begBal: 21, endBal: 40, ekvBukv: 'fх' }),
    ).toBe(1);
    const [upper, lower] = await details(range.id_ebe);
    expect(lower).toMatchObject({ beg_bal: 0, end_bal: 20, ekv_num: 0, ekv_bukv: 'F', rowVersion: 1 });
    expect(upper).toMatchObject({ beg_bal: 21, end_bal: 40, ekv_bukv: 'FХ' });

    const edit = { ...body, idEbeDetal: lower?.id_ebe_detal, endBal: 19.5, ekvNum: '1,5', rowVersion: 1 };
    expect(await app.api.sms('grading-rule/ins-upd-detail', edit)).toBe(2);
    expect((await details(range.id_ebe))[1]).toMatchObject({ end_bal: 19.5, ekv_num: 1.5, rowVersion: 2 });
    expect((await app.api.refused('grading-rule/ins-upd-detail', { ...edit, ekvNum: 2 })).status).toBe(409);

    expect(await app.api.sms('grading-rule/delete-detail', { idEbeDetal: lower?.id_ebe_detal })).toBe(8);
    expect(
      (await app.api.refused('grading-rule/delete-detail', { idEbeDetal: lower?.id_ebe_detal })).status,
    ).toBe(404);
    expect((await app.api.refused('grading-rule/ins-upd-detail', edit)).status).toBe(404);
    expect(await details(range.id_ebe)).toEqual([upper]);
  });

  it("refuses an empty field with 'Fill all fields!', in the request's language", async () => {
    const range = await rangeAt(1, 61);
    const body = { idEbeDetal: -1, idEbe: range.id_ebe, begBal: 61, endBal: 62, ekvNum: 1, ekvBukv: 'C' };
    for (const empty of [
      { begBal: '' },
      { endBal: null },
      { ekvNum: ' ' },
      { ekvBukv: '  ' },
      { ekvBukv: undefined },
    ]) {
      const answer = await app.api.refused('grading-rule/ins-upd-detail', { ...body, ...empty });
      expect(answer, JSON.stringify(empty)).toMatchObject({ status: 400, message: 'Fill all fields!' });
    }
    expect(
      (await app.api.refused('grading-rule/ins-upd-detail', { ...body, ekvNum: '' }, 'ru')).message,
    ).toBe('Заполните все поля!');
    expect(
      (await app.api.refused('grading-rule/ins-upd-detail', { ...body, begBal: null }, 'kg')).message,
    ).toBe('Бардык талааларды толтуруңуз!');
  });

  it("refuses a detail outside its range ('value must be from X to Y') or overlapping another detail", async () => {
    const top = await rangeAt(1, 87);
    const body = { idEbeDetal: -1, idEbe: top.id_ebe, begBal: 86, endBal: 90, ekvNum: 3, ekvBukv: 'B' };
    expect(await app.api.refused('grading-rule/ins-upd-detail', body)).toMatchObject({
      status: 400,
      message: 'Value must be from 87 to 100',
    });
    expect(
      (await app.api.refused('grading-rule/ins-upd-detail', { ...body, begBal: 99, endBal: 101 })).message,
    ).toBe('Value must be from 87 to 100');
    expect(
      (await app.api.refused('grading-rule/ins-upd-detail', { ...body, begBal: 90, endBal: 90 })).message,
    ).toBe('Value must be from 87 to 100, and the end greater than the beginning');
    expect(
      (await app.api.refused('grading-rule/ins-upd-detail', { ...body, begBal: 90, endBal: 96 })).message,
    ).toBe('The intermediate value overlaps another one: 87–94');
    // An existing detail may keep its own points; moving it onto its neighbour is refused.
    const [highest] = await details(top.id_ebe);
    const own = {
      ...body,
      idEbeDetal: highest?.id_ebe_detal,
      begBal: 95,
      endBal: 100,
      ekvNum: 4,
      ekvBukv: 'a',
    };
    expect(await app.api.sms('grading-rule/ins-upd-detail', own)).toBe(2);
    expect((await app.api.refused('grading-rule/ins-upd-detail', { ...own, begBal: 94 }, 'ru')).message).toBe(
      'Промежуточное значение пересекается с другим: 87–94',
    );
  });

  it('moves a detail to another range when the payload names it, checked against that range', async () => {
    const [from, to] = [await rangeAt(3, 75), await rangeAt(3, 60)];
    const [moving] = await details(from.id_ebe);
    const body = {
      idEbeDetal: moving?.id_ebe_detal,
      idEbe: to.id_ebe,
      begBal: 85,
      endBal: 89,
      ekvNum: 3.33,
      ekvBukv: 'B+',
    };
    expect((await app.api.refused('grading-rule/ins-upd-detail', body)).message).toBe(
      'Value must be from 60 to 74',
    );
    for (const detail of await details(to.id_ebe))
      await app.api.sms('grading-rule/delete-detail', { idEbeDetal: detail.id_ebe_detal });
    expect(await app.api.sms('grading-rule/ins-upd-detail', { ...body, begBal: 70, endBal: 74 })).toBe(2);
    expect((await details(to.id_ebe)).map((row) => row.id_ebe_detal)).toEqual([moving?.id_ebe_detal]);
    expect((await details(from.id_ebe)).length).toBe(2);
  });

  it('refuses malformed fields (400 naming the field), an unknown range (400) or detail (404)', async () => {
    const top = await rangeAt(1, 87);
    const body = { idEbeDetal: -1, idEbe: top.id_ebe, begBal: 87, endBal: 88, ekvNum: 3, ekvBukv: 'B' };
    for (const [field, value] of [
      ['begBal', -5],
      ['endBal', '100.5'],
      ['ekvNum', '4.005'],
      ['ekvNum', -0.5],
      ['ekvBukv', 'ABCD'],
      ['ekvBukv', 5],
      ['ekvBukv', 'A\u0000'],
      ['idEbeDetal', 0],
      ['idEbe', -1],
    ] as const)
      await app.api.refusedNaming('grading-rule/ins-upd-detail', { ...body, [field]: value }, field);
    expect((await app.api.refused('grading-rule/ins-upd-detail', { ...body, idEbe: 424242 })).message).toBe(
      'A linked record does not exist',
    );
    expect(
      (
        await app.api.refused('grading-rule/ins-upd-detail', {
          ...body,
          idEbeDetal: 424242,
          // The demo's details cover their range whole; 94.2–94.8 falls between two of them.
          begBal: 94.2,
          endBal: 94.8,
        })
      ).status,
    ).toBe(404);
    expect((await app.api.refused('grading-rule/delete-detail', { idEbeDetal: 'x' })).status).toBe(400);
  });

  it('of two overlapping details saved at once, exactly one is made', async () => {
    const range = await rangeAt(2, 80);
    for (const detail of await details(range.id_ebe))
      await app.api.sms('grading-rule/delete-detail', { idEbeDetal: detail.id_ebe_detal });
    const detail = (begBal: number, endBal: number) => ({
      idEbeDetal: -1,
      idEbe: range.id_ebe,
      begBal,
      endBal,
      ekvNum: 4,
      ekvBukv: 'B',
    });
    const answers = await Promise.all([
      app.api.sms('grading-rule/ins-upd-detail', detail(80, 85)),
      app.api.sms('grading-rule/ins-upd-detail', detail(84, 89)),
    ]);
    expect(answers.sort()).toEqual([1, 400]);
    expect((await details(range.id_ebe)).length).toBe(1);
  });
});
