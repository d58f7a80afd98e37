import { describe, expect, it } from 'vitest';
import { filterRows, pageCount, pageRows } from './search';

const rows = [
  { ru: 'Экономика', kg: 'Экономика', en: 'Economics' },
  { ru: 'Торговое дело', kg: 'Соода иши', en: 'Trade and Commerce' },
  { ru: 'Таможенное дело', kg: 'Бажы иши', en: 'Customs Affairs' },
];
const names = (row: (typeof rows)[number]) => [row.ru, row.kg, row.en];

describe('reference search (SPEC §5)', () => {
  it('matches a trimmed, case-insensitive substring of any language', () => {
    expect(filterRows(rows, '  СООДА ', names)).toEqual([rows[1]]);
    expect(filterRows(rows, 'commerce', names)).toEqual([rows[1]]);
    expect(filterRows(rows, 'дело', names)).toEqual([rows[1], rows[2]]);
    expect(filterRows(rows, 'иши', names)).toEqual([rows[1], rows[2]]);
  });

  it('keeps every row for an empty or blank query and none for a miss', () => {
    expect(filterRows(rows, '', names)).toEqual(rows);
    expect(filterRows(rows, '   ', names)).toEqual(rows);
    expect(filterRows(rows, 'физика', names)).toEqual([]);
  });
});

describe('paging', () => {
  it('splits into pages of the given size, with at least one page', () => {
    const numbers = Array.from({ length: 25 }, (_, index) => index + 1);
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(0, 12)).toBe(1);
    expect(pageRows(numbers, 1, 12)).toEqual(numbers.slice(0, 12));
    expect(pageRows(numbers, 3, 12)).toEqual([25]);
  });
});
