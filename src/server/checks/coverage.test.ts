import { describe, expect, it } from 'vitest';
import { sqlOn } from '../testing/check-fixtures';
import { signedInApp } from '../testing/signed-in-app';
import { gradingCoverage, sayCoverage } from './coverage';

// The grading rules' coverage check: the demo's three rules cover 0–100 (clean); a gap made
// through the editor's calls shows and goes when fixed; rules made in SQL show each way of failing.

const app = signedInApp();
const query = sqlOn(app);
const found = async (idEbeVar: number) =>
  (await gradingCoverage(app.t.database)).rows.find((row) => row.id_ebe_var === idEbeVar);

type Range = { id_ebe: number; beg_bal: number; end_bal: number; rowVersion: number };
type Detail = { id_ebe_detal: number; beg_bal: number; end_bal: number };

/** A rule of `ranges` made in SQL (no call makes rules); answers its id. */
async function ruleOf(name: string, ranges: Array<[number, number]>, bounds: [number, number] = [0, 100]) {
  const [rule] = await query<{ id: number }>(
    'INSERT INTO ebe_var (ebe_var, min_bal, max_bal) VALUES ($1, $2, $3) RETURNING id_ebe_var AS id',
    [name, ...bounds],
  );
  for (const [begin, end] of ranges)
    await query("INSERT INTO ebe (id_ebe_var, beg_bal, end_bal, estimation) VALUES ($1, $2, $3, 'x')", [
      rule?.id,
      begin,
      end,
    ]);
  return rule?.id as number;
}

describe('the grading rules’ coverage', () => {
  it('finds nothing in the demo: each rule’s ranges meet end to end over 0–100', async () => {
    expect(await gradingCoverage(app.t.database)).toEqual({ total: 0, rows: [] });
  });

  it('reports a gap made through the editor, in three languages, and forgets it once fixed', async () => {
    const ranges = (await app.api.data('POST', 'grading-rule/ebe-est-info', { idEbeVar: 1 })) as Range[];
    const top = ranges.find((range) => range.beg_bal === 87) as Range;
    // The range keeps its details inside it: the one starting at 87 goes first.
    const details = (await app.api.data('POST', 'grading-rule/ebe-detal', { idEbe: top.id_ebe })) as Detail[];
    const lowest = details.find((detail) => detail.beg_bal === 87) as Detail;
    expect(await app.api.sms('grading-rule/delete-detail', { idEbeDetal: lowest.id_ebe_detal })).toBe(8);
    expect(await app.api.sms('grading-rule/upd-ebe', { idEbe: top.id_ebe, begBal: 88, endBal: 100 })).toBe(2);

    const row = await found(1);
    expect(row).toMatchObject({
      cover_from: 0,
      cover_to: 100,
      missing: ['87'],
      overlapping: [],
      outside: [],
    });
    expect(sayCoverage(row as NonNullable<typeof row>, 'en')).toEqual({
      check: 'gradingCoverage',
      idEbeVar: 1,
      record: 'Grading rule 1',
      faculty: null,
      detail: 'ranges cover 0–100 of 0–100: missing 87',
    });
    expect(sayCoverage(row as NonNullable<typeof row>, 'ru').detail).toBe(
      'диапазоны покрывают 0–100 из 0–100: не покрыты баллы 87',
    );
    expect(sayCoverage(row as NonNullable<typeof row>, 'kg').detail).toBe(
      'диапазондор 0–100 ичинен 0–100 камтыйт: камтылбаган упайлар 87',
    );

    expect(await app.api.sms('grading-rule/upd-ebe', { idEbe: top.id_ebe, begBal: 87, endBal: 100 })).toBe(2);
    expect(await found(1)).toBeUndefined();
  });

  it('takes ranges that meet at the next point, whole or with decimals, as covering', async () => {
    const whole = await ruleOf('T-whole', [
      [0, 60],
      [61, 73],
      [74, 100],
    ]);
    const decimal = await ruleOf(
      'T-decimal',
      [
        [0, 60.5],
        [60.51, 99.99],
        [100, 100.5],
      ],
      [0, 100.5],
    );
    expect(await found(whole)).toBeUndefined();
    expect(await found(decimal)).toBeUndefined();
  });

  it('reports a rule without ranges, gaps at either end and between, overlaps, and points outside its bounds', async () => {
    const empty = await ruleOf('T-empty', []);
    expect(await found(empty)).toMatchObject({ cover_from: null, cover_to: null });
    expect(sayCoverage((await found(empty)) as never, 'en').detail).toBe(
      'no point ranges: 0–100 not covered',
    );

    const gaps = await ruleOf('T-gaps', [
      [5, 60],
      [65, 80],
      [75, 86],
      [87.5, 99.5],
    ]);
    const row = await found(gaps);
    expect(row).toMatchObject({
      cover_from: 5,
      cover_to: 99.5,
      missing: ['0–4', '61–64', '87–87.49', '99.51–100'],
      overlapping: ['75–80'],
      outside: [],
    });
    expect(sayCoverage(row as never, 'en').detail).toBe(
      'ranges cover 5–99.5 of 0–100: missing 0–4, 61–64, 87–87.49, 99.51–100; overlapping 75–80',
    );

    const nested = await ruleOf(
      'T-nested',
      [
        [0, 100],
        [20, 30],
        [40, 110],
      ],
      [10, 100],
    );
    const outside = await found(nested);
    expect(outside).toMatchObject({
      missing: [],
      overlapping: ['20–30', '40–100'],
      outside: ['0–9', '101–110'],
    });
    expect(sayCoverage(outside as never, 'en').detail).toBe(
      'ranges cover 0–110 of 10–100: overlapping 20–30, 40–100; outside the rule’s bounds 0–9, 101–110',
    );
    expect((await gradingCoverage(app.t.database)).total).toBe(3);
  });
});
