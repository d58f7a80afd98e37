import { describe, expect, it } from 'vitest';
import { localDecimal } from './numbers';

describe('a decimal in the interface language', () => {
  it('has a comma in Russian and Kyrgyz and a point in English, whole numbers and other cells unchanged', () => {
    expect(localDecimal(142.5, 'ru')).toBe('142,5');
    expect(localDecimal('108.35', 'kg')).toBe('108,35');
    expect(localDecimal(142.5, 'en')).toBe(142.5);
    expect(localDecimal(47, 'kg')).toBe('47');
    expect(localDecimal('', 'ru')).toBe('');
    expect(localDecimal(null, 'ru')).toBe(null);
    expect(localDecimal('10.1.2026', 'ru')).toBe('10.1.2026');
  });
});
