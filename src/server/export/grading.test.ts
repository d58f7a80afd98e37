import { describe, expect, it } from 'vitest';
import { exportFile } from '../testing/export-file';
import { type ListRow, namedAs, number, rowsOf } from '../testing/export-rows';
import { signedInApp } from '../testing/signed-in-app';

// Export (decision 0047) on the grading-rule screen (decision 0019): a rule's ranges, a range's intermediate values, the
// rule's grade-sheet fields and its display rules, exported as the screen shows them, read back from
// .xlsx and .csv. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const formats = ['xlsx', 'csv'] as const;
const exported = (body: Record<string, unknown>, lang = 'ru') => exportFile(app.t, app.cookie, body, lang);
/** What the screen's list call answers for the same choice (its rows, or its status when refused). */
const listed = async (path: string, body: unknown) => {
  const answer = await app.api.post(path, body);
  return { status: answer.status, rows: (answer.data ?? []) as ListRow[] };
};
const rule = { idEbeVar: 1 };

describe("a rule's ranges and their intermediate values", () => {
  it.each(formats)('writes the ranges, points as numbers, named after the rule (%s)', async (format) => {
    const filter = { idEbeVar: 2 };
    const { rows } = await listed('grading-rule/ebe-est-info', filter);
    const columns = ['begBal', 'endBal', 'grade'];
    const file = await exported({ table: 'gradingRanges', format, filter, columns }, 'en');
    expect(file.titles).toEqual(['From', 'To', 'Grade']);
    expect(file.rows).toEqual(
      rows.map((row) => [number(format, row.beg_bal), number(format, row.end_bal), row.estimation]),
    );
    expect(file.rows[0]).toEqual([number(format, 90), number(format, 100), 'A']);
    expect(file.name).toMatch(namedAs('Point ranges — Rule 2 (0–100 points)', format));
  });

  it.each(formats)(
    "writes the chosen range's details, named after the rule and the range (%s)",
    async (format) => {
      const [top] = (await listed('grading-rule/ebe-est-info', rule)).rows;
      const filter = { idEbe: top?.id_ebe };
      const { rows } = await listed('grading-rule/ebe-detal', filter);
      const columns = ['begBal', 'endBal', 'ekvNum', 'letter'];
      const file = await exported({ table: 'rangeDetails', format, filter, columns }, 'kg');
      expect(file.titles).toEqual(['Упайдан', 'Упайга чейин', 'Сандык эквивалент', 'Тамгалык баа']);
      expect(file.rows).toEqual(
        rows.map((row) => [
          number(format, row.beg_bal),
          number(format, row.end_bal),
          number(format, row.ekv_num),
          row.ekv_bukv,
        ]),
      );
      // A fractional grade stays a number (3.67).
      expect(file.rows).toContainEqual([number(format, 87), number(format, 94), number(format, 3.67), 'A-']);
      expect(file.name).toMatch(namedAs('Аралык маанилер — 1-эреже (0–100 упай), 87–100 (5)', format));
    },
  );

  it('answers an unknown range or rule as its list does (no rows), and an id of 0 with 400', async () => {
    for (const [table, filter, path] of [
      ['rangeDetails', { idEbe: 999_999 }, 'grading-rule/ebe-detal'],
      ['gradingRanges', { idEbeVar: 999_999 }, 'grading-rule/ebe-est-info'],
    ] as const) {
      expect((await listed(path, filter)).rows).toEqual([]);
      const empty = await exported({ table, format: 'xlsx', filter }, 'en');
      expect(empty.status, table).toBe(200);
      expect(empty.rows, table).toEqual([]);
    }
    expect((await listed('grading-rule/ebe-detal', { idEbe: 0 })).status).toBe(400);
    expect((await exported({ table: 'rangeDetails', format: 'csv', filter: { idEbe: 0 } })).status).toBe(400);
  });
});

describe("a rule's grade-sheet fields and display rules", () => {
  it.each(formats)('writes the fields, flags as words and numbers as numbers (%s)', async (format) => {
    const name = `Өз алдынча иш (${format})`;
    const saved = await app.api.post('grading-rule/ins-upd-est-config', {
      idEstConfig: -1,
      idEbeVar: 1,
      orderPole: format === 'xlsx' ? 5 : 6,
      namePole: name,
      infoValue: 0,
      poleMarkMag: 1,
      formula: '',
      min: 0,
      max: 10,
    });
    expect(saved.data[0].sms).toBe(1);
    const { rows } = await listed('grading-rule/ebe-est-config', rule);
    const columns = ['orderPole', 'name', 'infoValue', 'poleMarkMag', 'formula', 'min', 'max'];
    const file = await exported({ table: 'gradingConfiguration', format, filter: rule, columns });
    expect(file.titles).toEqual([
      'Порядок',
      'Название поля',
      'Значение',
      'В журнале',
      'Формула',
      'Минимум',
      'Максимум',
    ]);
    expect(rowsOf(file)).toEqual(
      rows.map((row) => [
        number(format, row.order_pole),
        row.name_pole,
        row.info_or_value === 1 ? 'Вычисляется' : 'Вводится',
        row.pole_mark_mag === 1 ? 'Да' : 'Нет',
        row.formula,
        number(format, row.min),
        number(format, row.max),
      ]),
    );
    expect(rowsOf(file)).toContainEqual([
      number(format, format === 'xlsx' ? 5 : 6),
      name,
      'Вводится',
      'Да',
      '',
      number(format, 0),
      number(format, 10),
    ]);
    expect(file.name).toMatch(namedAs('Поля ведомости — Правило 1 (0–100 баллов)', format));
  });

  it.each(formats)('writes the display rules, the forms named in the language (%s)', async (format) => {
    const { rows } = await listed('grading-rule/com-ebeF-est', rule);
    const file = await exported(
      { table: 'displayRules', format, filter: rule, columns: ['form', 'definition'] },
      'kg',
    );
    expect(file.titles).toEqual(['Баанын формасы', 'Аныктама']);
    expect(rowsOf(file)).toEqual(rows.map((row) => [row.form_kg, row.definition]));
    expect(file.rows.map((row) => row[0])).toEqual(['Сандык', 'Сөз менен', 'Тамгалык', 'Упайлык']);
    // The demo's definition in words has Kyrgyz in it ("эң жакшы").
    expect(String(file.rows[1]?.[1])).toContain('эң жакшы');
    expect(file.name).toMatch(namedAs('Көрсөтүү эрежелери — 1-эреже (0–100 упай)', format));
  });

  it('answers a rule id of 0 as its list does (400)', async () => {
    expect((await listed('grading-rule/com-ebeF-est', { idEbeVar: 0 })).status).toBe(400);
    for (const table of ['displayRules', 'gradingConfiguration'])
      expect((await exported({ table, format: 'xlsx', filter: { idEbeVar: 0 } })).status, table).toBe(400);
  });
});
