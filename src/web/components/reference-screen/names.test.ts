import { describe, expect, it } from 'vitest';
import { referenceNames } from './names';

type Row = { a: string; b: string; c: string };
const t = ((key: string) => `<${key}>`) as never;

describe('referenceNames', () => {
  const names = referenceNames({
    of: (row: Row) => ({ ru: row.a, kg: row.b, en: row.c }),
    keys: { ru: 'nameRu', kg: 'nameKg', en: 'nameEn' },
    required: 'ru',
  });
  const row = { a: 'Русский', b: 'Кыргызча', c: 'English' };

  it('gives the columns, searched texts and form values in the order ru, kg, en', () => {
    expect(names.columns(t).map((column) => [column.key, column.header, column.cell(row)])).toEqual([
      ['ru', '<columns.nameRu>', 'Русский'],
      ['kg', '<columns.nameKg>', 'Кыргызча'],
      ['en', '<columns.nameEn>', 'English'],
    ]);
    expect(names.texts(row)).toEqual(['Русский', 'Кыргызча', 'English']);
    expect(names.values(row)).toEqual({ nameRu: 'Русский', nameKg: 'Кыргызча', nameEn: 'English' });
    expect(names.empty).toEqual({ nameRu: '', nameKg: '', nameEn: '' });
  });

  it('locks the Russian name only and requires the others where the list says so', () => {
    const rule = (required: 'ru' | 'all') =>
      referenceNames({ ...{ of: names.of, keys: { ru: 'r', kg: 'k', en: 'e' } }, required })
        .fields(t)
        .map((field) => [field.name, field.required, field.lockable]);
    expect(rule('ru')).toEqual([
      ['r', true, true],
      ['k', false, false],
      ['e', false, false],
    ]);
    expect(rule('all')).toEqual([
      ['r', true, true],
      ['k', true, false],
      ['e', true, false],
    ]);
  });
});
