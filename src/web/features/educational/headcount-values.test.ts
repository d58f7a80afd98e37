import { describe, expect, it } from 'vitest';
import type { HeadcountRow } from '../../../contract/planned-students';
import { asSaved, headcountPayload, headcountValuesOf } from './headcount-values';

describe('headcount values', () => {
  const saved: HeadcountRow = {
    id_rrnk_gr_kolst: 12,
    id_group: 5,
    group_name: 'ФК-1-24',
    kol_b: 7,
    kol_k: 0,
    rowVersion: 2,
  };
  const unsaved: HeadcountRow = { ...saved, id_rrnk_gr_kolst: -1, kol_b: 0, rowVersion: 0 };

  it('shows the counts as the digits the inputs edit', () => {
    expect(headcountValuesOf(saved)).toEqual({ kolB: '7', kolK: '0' });
  });

  it('updates a saved row with its version, empty meaning 0', () => {
    expect(headcountPayload({ row: saved, values: { kolB: '', kolK: '015' } }, 26, 1)).toEqual({
      idRrnkGrKolst: 12,
      kolB: 0,
      kolK: 15,
      rowVersion: 2,
    });
  });

  it("creates a group's first row with its group, year and half-year", () => {
    expect(headcountPayload({ row: unsaved, values: { kolB: '999', kolK: '1' } }, 26, 2)).toEqual({
      idRrnkGrKolst: -1,
      kolB: 999,
      kolK: 1,
      idGroup: 5,
      idYear: 26,
      idWs: 2,
    });
  });

  it('says "saved" for the first save of a row shown, and passes other codes on', () => {
    expect(asSaved([{ sms: 1 }])).toEqual([{ sms: 2 }]);
    expect(asSaved([{ sms: 2 }])).toEqual([{ sms: 2 }]);
    expect(asSaved([{ sms: 3 }])).toEqual([{ sms: 3 }]);
  });
});
