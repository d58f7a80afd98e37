import { describe, expect, it } from 'vitest';
import { cleanDecimal, optionsOf } from './inline-edit';

// The rules the classrooms screen added to the inline-edit table (decision 0021): options that depend on the
// row, decimals cut to their places (its pages: paged-table/followed-row.test.ts).

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
