import { describe, expect, it } from 'vitest';
import { cleanDecimal, landedIndex, optionsOf, pageOf } from './inline-edit';

// The rules the classrooms screen added to the inline-edit table (issue 13): pages, the page a saved row
// lands on, options that depend on the row, decimals cut to their places.

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

describe('optionsOf', () => {
  const all = [
    { value: 1, label: 'one', group: 'a' },
    { value: 2, label: 'two', group: 'b' },
  ];
  it('takes fixed options as they are, or asks for the row values', () => {
    expect(optionsOf(all, {})).toBe(all);
    expect(
      optionsOf((values) => all.filter((option) => option.group === values.group), { group: 'b' }),
    ).toEqual([all[1]]);
  });
});

describe('cleanDecimal with decimal places', () => {
  it('keeps up to the places after the separator and says when more were dropped', () => {
    expect(cleanDecimal('142.5', 8, 2)).toEqual({ value: '142.5', refused: false });
    expect(cleanDecimal('142,75', 8, 2)).toEqual({ value: '142,75', refused: false });
    expect(cleanDecimal('142.755', 8, 2)).toEqual({ value: '142.75', refused: true });
    expect(cleanDecimal('1.2.3', 8, 2)).toEqual({ value: '1.23', refused: true });
  });
  it('without places keeps every digit up to the length', () => {
    expect(cleanDecimal('1.2345', 8)).toEqual({ value: '1.2345', refused: false });
  });
});
