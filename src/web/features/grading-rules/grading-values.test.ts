import { describe, expect, it } from 'vitest';
import { NEW_ID } from '../../../contract/limits';
import {
  configPayload,
  configValuesOf,
  detailPayload,
  detailValuesOf,
  emptyConfig,
  flagOptions,
  flagWord,
  minAboveMax,
  rangeLabel,
} from './grading-values';

const detail = {
  id_ebe_detal: 7,
  id_ebe: 3,
  beg_bal: 87,
  end_bal: 94,
  ekv_num: 3.67,
  ekv_bukv: 'A-',
  rowVersion: 2,
};

describe('grading values', () => {
  it('shows a detail as its inputs hold it and sends it back with its range and version', () => {
    const values = detailValuesOf(detail);
    expect(values).toEqual({ begBal: '87', endBal: '94', ekvNum: '3.67', ekvBukv: 'A-' });
    expect(detailPayload({ row: detail, values: { ...values, ekvBukv: ' b+ ' } }, 99)).toEqual({
      idEbeDetal: 7,
      idEbe: 3,
      begBal: '87',
      endBal: '94',
      ekvNum: '3.67',
      ekvBukv: 'B+',
      rowVersion: 2,
    });
  });
  it('adds a new detail to the chosen range', () => {
    const payload = detailPayload(
      { row: null, values: { begBal: '50', endBal: '59', ekvNum: '0', ekvBukv: 'fx' } },
      4,
    );
    expect(payload).toMatchObject({ idEbeDetal: NEW_ID, idEbe: 4, ekvBukv: 'FX', rowVersion: undefined });
  });
  it('sends a configurator field with its variant; a minimum above the maximum is refused first', () => {
    const row = {
      id_est_config: 5,
      order_pole: 1,
      name_pole: 'Модуль 1',
      info_or_value: 0,
      pole_mark_mag: 1,
      formula: '',
      min: 0,
      max: 30,
      rowVersion: 1,
    };
    const values = configValuesOf(row);
    expect(configPayload({ row, values }, 2)).toMatchObject({ idEstConfig: 5, idEbeVar: 2, max: '30' });
    expect(configPayload({ row: null, values: emptyConfig }, 2).idEstConfig).toBe(NEW_ID);
    expect(minAboveMax({ ...values, min: '40' })).toBe(true);
    expect(minAboveMax({ ...values, min: '30' })).toBe(false);
    expect(minAboveMax({ ...values, max: '' })).toBe(false);
  });
  it('shows a 0/1 flag as a word and offers no and yes, keeping any other stored number', () => {
    const words = { yes: 'Да', no: 'Нет' };
    expect([flagWord(1, words), flagWord(0, words), flagWord(7, words)]).toEqual(['Да', 'Нет', '7']);
    expect(flagOptions('1', words).map((option) => option.label)).toEqual(['Нет', 'Да']);
    expect(flagOptions('7', words)).toEqual([
      { value: '0', label: 'Нет' },
      { value: '1', label: 'Да' },
      { value: '7', label: '7' },
    ]);
    // A new field starts as entered by the teacher, not in the grade book: what an empty flag meant.
    expect(configPayload({ row: null, values: emptyConfig }, 2)).toMatchObject({
      infoValue: '0',
      poleMarkMag: '0',
    });
  });
  it('names a range by its points and grade', () => {
    expect(rangeLabel({ id_ebe: 1, beg_bal: 87, end_bal: 100, estimation: '5', rowVersion: 1 })).toBe(
      '87–100 (5)',
    );
  });
});
