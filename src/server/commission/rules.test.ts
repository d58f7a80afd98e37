import { describe, expect, it } from 'vitest';
import { refusalOf } from '../testing/refusal';
import { assertMemberFilled, assertPresent, type HistoryRow, historyDelete, historyUpdate } from './rules';

// The commission rules alone (issue 14, decision 0022); routes.test.ts and history.test.ts prove them
// through the calls.

describe('a member row', () => {
  it("needs a role, a name and a title ('fillFields')", () => {
    const filled = { idMemberType: 1, memberName: 'Асанов Азамат', title: 'д.э.н., профессор' };
    expect(assertMemberFilled(filled)).toEqual({
      typeId: 1,
      name: 'Асанов Азамат',
      title: 'д.э.н., профессор',
    });
    for (const empty of [{ idMemberType: null }, { memberName: '' }, { title: '' }])
      expect(
        refusalOf(() => assertMemberFilled({ ...filled, ...empty })),
        JSON.stringify(empty),
      ).toBe('fillFields');
  });
});

describe('the history of a faculty commission', () => {
  const older: HistoryRow = { facultyId: 1, typeId: 3, closed: false, startedToday: false };
  const today: HistoryRow = { ...older, startedToday: true };

  it('keeps the old role when a role changes on a later day, in place otherwise', () => {
    expect(historyUpdate(older, { facultyId: 1, typeId: 2 })).toBe('succeed');
    expect(historyUpdate(older, { facultyId: 2, typeId: 3 })).toBe('succeed');
    expect(historyUpdate(older, { facultyId: 1, typeId: 3 })).toBe('in-place');
    expect(historyUpdate(today, { facultyId: 1, typeId: 2 })).toBe('in-place');
  });

  it('ends an older row, deletes one added today, and changes no ended row', () => {
    expect(historyDelete(older)).toBe('close');
    expect(historyDelete(today)).toBe('delete');
    expect(refusalOf(() => assertPresent(older))).toBeUndefined();
    expect(refusalOf(() => assertPresent({ ...older, closed: true }))).toBe('memberLeft');
  });
});
