import { describe, expect, it } from 'vitest';
import type { TurnoverRow } from '../../../contract/new-year';
import { applyBlockOf, changesOrRefuses, keyed, tallyOf, totalOf } from './report-rows';

const row = (fields: Partial<TurnoverRow>): TurnoverRow => ({
  kind: 'admission',
  idFaculty: 1,
  faculty: 'Факультет',
  idSpeciality: 2,
  record: '510100 Математика · очная',
  created: 0,
  kept: 0,
  replaced: 0,
  refused: 0,
  reasons: [],
  ...fields,
});

describe('report rows', () => {
  it('keep their place as their key, and tell those that change or refuse', () => {
    const rows = keyed([row({ kept: 1 }), row({ created: 1 }), row({ refused: 2 }), row({ replaced: 1 })]);
    expect(rows.map((one) => one.key)).toEqual([0, 1, 2, 3]);
    expect(rows.map(changesOrRefuses)).toEqual([false, true, true, true]);
  });

  it('add up the counts', () => {
    const counts = [
      { kind: 'admission' as const, created: 2, kept: 1, replaced: 0, refused: 1 },
      { kind: 'commission' as const, created: 0, kept: 3, replaced: 0, refused: 0 },
    ];
    expect(totalOf(counts)).toEqual({ created: 2, kept: 4, replaced: 0, refused: 1 });
  });

  it('tally each kind on its own, leaving out the kinds with none', () => {
    const counts = [
      { kind: 'admission' as const, created: 2, kept: 1, replaced: 1, refused: 1 },
      { kind: 'groups' as const, created: 0, kept: 3, replaced: 0, refused: 0 },
      { kind: 'headcounts' as const, created: 7, kept: 0, replaced: 0, refused: 0 },
    ];
    expect(tallyOf(counts, 'created')).toEqual([
      { kind: 'admission', count: 2 },
      { kind: 'headcounts', count: 7 },
    ]);
    expect(tallyOf(counts, 'replaced')).toEqual([{ kind: 'admission', count: 1 }]);
  });

  it('say why Apply would do nothing, so that the registrar knows what to change', () => {
    const of = (verdicts: Partial<Record<'created' | 'kept' | 'replaced' | 'refused', number>>) => [
      { kind: 'admission' as const, created: 0, kept: 0, replaced: 0, refused: 0, ...verdicts },
    ];
    const asked = { kinds: ['admission' as const], replace: [] };
    expect(applyBlockOf(of({ created: 1 }), asked, false)).toBeNull();
    expect(applyBlockOf(of({ replaced: 1 }), asked, false)).toBeNull();
    expect(applyBlockOf(of({ created: 1 }), asked, true)).toBe('stale');
    expect(applyBlockOf(of({ kept: 3 }), asked, false)).toBe('allThereReplace');
    expect(applyBlockOf(of({ kept: 3 }), { ...asked, replace: ['admission' as const] }, false)).toBe(
      'allThere',
    );
    expect(applyBlockOf(of({ kept: 3 }), { kinds: ['groups'], replace: [] }, false)).toBe('allThere');
    expect(applyBlockOf(of({ kept: 3, refused: 1 }), asked, false)).toBe('notCarried');
    expect(applyBlockOf(of({}), asked, false)).toBe('nothingFound');
  });
});
