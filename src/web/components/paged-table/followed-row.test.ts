import { describe, expect, it } from 'vitest';
import { landedIndex, newRowLanding, pageOf, searchedPlace } from './followed-row';

// After Add or a save the list turns to the page holding the row (issue 13 for classrooms, issue 26 for
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
  it('turns to the page of the row among all rows when nothing is searched', () => {
    expect(searchedPlace(rows, key, { key: 45 }, { query: '', names }, 20)).toEqual({
      key: 45,
      page: 3,
      clearSearch: false,
    });
  });
  it('counts the page among the rows found when the search shows the row', () => {
    // Row 41 is the 21st "Физика": page 2 of the found rows, page 3 of all.
    expect(searchedPlace(rows, key, { key: 41 }, { query: 'физ', names }, 20)).toEqual({
      key: 41,
      page: 2,
      clearSearch: false,
    });
  });
  it('clears a search that hides the row, turning to its page in the whole list', () => {
    expect(searchedPlace(rows, key, { key: 42 }, { query: 'физ', names }, 20)).toEqual({
      key: 42,
      page: 3,
      clearSearch: true,
    });
  });
  it('waits while the row is not loaded yet', () => {
    expect(searchedPlace(rows, key, { key: 99 }, { query: '', names }, 20)).toBeNull();
    const known = newRowLanding(rows, key);
    expect(searchedPlace(rows, key, known, { query: '', names }, 20)).toBeNull();
  });
});
