import { describe, expect, it } from 'vitest';
import { untranslatedFromParam } from './list-state';
import { missingInColumn, missingTranslations, type Translations, untranslatedRows } from './translations';

interface Row {
  id: number;
  ru: string;
  kg: string;
  en: string;
}
const translations: Translations<Row> = {
  kg: { column: 'nameKg', of: (row) => row.kg },
  en: { column: 'nameEn', of: (row) => row.en },
};
const full: Row = { id: 1, ru: 'Экономика', kg: 'Экономика', en: 'Economics' };
const noKg: Row = { id: 2, ru: 'Право', kg: '', en: 'Law' };
const noEn: Row = { id: 3, ru: 'Физика', kg: 'Физика', en: '   ' };
const neither: Row = { id: 4, ru: 'Химия', kg: ' ', en: '' };

describe('rows lacking a translation', () => {
  it('names the languages whose name is empty or spaces, as the server check reads them', () => {
    expect(missingTranslations(full, translations)).toEqual([]);
    expect(missingTranslations(noKg, translations)).toEqual(['kg']);
    expect(missingTranslations(noEn, translations)).toEqual(['en']);
    expect(missingTranslations(neither, translations)).toEqual(['kg', 'en']);
  });

  it('keeps the rows lacking either name, in their order', () => {
    expect(untranslatedRows([full, noKg, noEn, neither], translations).map((row) => row.id)).toEqual([
      2, 3, 4,
    ]);
    expect(untranslatedRows([full], translations)).toEqual([]);
  });

  it('marks the column of the missing name only', () => {
    expect(missingInColumn(noKg, 'nameKg', translations)).toBe('kg');
    expect(missingInColumn(noKg, 'nameEn', translations)).toBeNull();
    expect(missingInColumn(noKg, 'nameRu', translations)).toBeNull();
    expect(missingInColumn(neither, 'nameEn', translations)).toBe('en');
    expect(missingInColumn(full, 'nameKg', translations)).toBeNull();
    // A list that names no translations marks nothing.
    expect(missingInColumn(noKg, 'nameKg', undefined)).toBeNull();
  });
});

describe('the filter in the address', () => {
  it('is on only as untranslated=1', () => {
    expect(untranslatedFromParam('1')).toBe(true);
    for (const odd of [null, '', '0', 'true', 'yes', '11']) expect(untranslatedFromParam(odd)).toBe(false);
  });
});
