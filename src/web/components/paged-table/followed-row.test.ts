import { describe, expect, it } from 'vitest';
import { landedIndex, newRowLanding, pageOf, searchedPlace } from './followed-row';

// After Add or a save the list turns to the page holding the row (decision 0021 for classrooms, decision 0034 for
// every list).

describe('pageOf', () => {
  it('gives the page (from 1) of a place in the list (from 0)', () => {
    expect(pageOf(0, 50)).toBe(1);
    expect(pageOf(49, 50)).toBe(1);
    expect(pageOf(50, 50)).toBe(2);
    expect(pageOf(66, 50)).toBe(2);
    expect(pageOf(-1, 50)).toBe(1);
  });
});

describe('landedIndex', () => {
  const rows = [{ id: 1 }, { id: 5 }, { id: 9 }];
  const key = (row: { id: number }) => row.id;
  it('finds an edited row by its key', () => {
    expect(landedIndex(rows, key, { key: 9 })).toBe(2);
    expect(landedIndex(rows, key, { key: 4 })).toBe(-1);
  });
  it('finds a new row as the first one not known when it was added', () => {
    expect(landedIndex(rows, key, { known: new Set([1, 9]) })).toBe(1);
    // Not reloaded yet: nothing new.
    expect(landedIndex(rows, key, { known: new Set([1, 5, 9]) })).toBe(-1);
  });
});

describe('newRowLanding', () => {
  it('remembers the keys there before the save, so that the new one is the first not among them', () => {
    const before = [{ id: 1 }, { id: 9 }];
    const landing = newRowLanding(before, (row) => row.id);
    expect(landedIndex([{ id: 1 }, { id: 4 }, { id: 9 }], (row) => row.id, landing)).toBe(1);
    expect(newRowLanding(undefined, (row: { id: number }) => row.id)).toEqual({ known: new Set() });
  });
});

describe('searchedPlace', () => {
  type Row = { id: number; name: string };
  const rows: Row[] = Array.from({ length: 45 }, (_, index) => ({
    id: index + 1,
    name: index % 2 === 0 ? `Физика ${index + 1}` : `Химия ${index + 1}`,
  }));
  const key = (row: Row) => row.id;
  const names = (row: Row) => [row.name];
  it.each([
    ['turns to the page of the row among all rows when nothing is searched', 45, '', 3, false],
    // Row 41 is the 21st "Физика": page 2 of the found rows, page 3 of all.
    ['counts the page among the rows found when the search shows the row', 41, 'физ', 2, false],
    ['clears a search that hides the row, turning to its page in the whole list', 42, 'физ', 3, true],
  ] as const)('%s', (_case, row, query, page, clearSearch) => {
    expect(searchedPlace(rows, key, { key: row }, { query, names }, 20)).toEqual({
      key: row,
      page,
      clearSearch,
    });
  });
  it('waits while the row is not loaded yet', () => {
    expect(searchedPlace(rows, key, { key: 99 }, { query: '', names }, 20)).toBeNull();
    const known = newRowLanding(rows, key);
    expect(searchedPlace(rows, key, known, { query: '', names }, 20)).toBeNull();
  });
});
