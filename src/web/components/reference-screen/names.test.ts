import { describe, expect, it } from 'vitest';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../contract/limits';
import { referenceNames } from './names';

type Row = { a: string; b: string; c: string };
const t = ((key: string) => `<${key}>`) as never;

describe('referenceNames', () => {
  const spec = {
    of: (row: Row) => ({ ru: row.a, kg: row.b, en: row.c }),
    keys: { ru: 'nameRu', kg: 'nameKg', en: 'nameEn' },
    required: 'ru',
  } as const;
  const names = referenceNames(spec);
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

  it('puts a code first: its column, searched text, name prefix, locked required field and value', () => {
    const coded = referenceNames({ ...spec, lead: { kind: 'code', key: 'code', of: () => '05.01' } });
    expect(
      coded.columns(t).map((column) => [column.key, column.header, column.cell(row), column.width]),
    ).toEqual([
      ['code', '<fields.code>', '05.01', 110],
      ['ru', '<columns.nameRu>', 'Русский', undefined],
      ['kg', '<columns.nameKg>', 'Кыргызча', undefined],
      ['en', '<columns.nameEn>', 'English', undefined],
    ]);
    expect(coded.texts(row)).toEqual(['05.01', 'Русский', 'Кыргызча', 'English']);
    expect(coded.label(row, (local) => local.en)).toBe('05.01 English');
    expect(
      coded
        .fields(t)
        .map((field) => [field.name, field.label, field.required, field.lockable, field.maxLength]),
    ).toEqual([
      ['code', '<fields.code>', true, true, CODE_MAX_LENGTH],
      ['nameRu', '<fields.nameRu>', true, true, NAME_MAX_LENGTH],
      ['nameKg', '<fields.nameKg>', false, false, NAME_MAX_LENGTH],
      ['nameEn', '<fields.nameEn>', false, false, NAME_MAX_LENGTH],
    ]);
    expect(coded.empty).toEqual({ code: '', nameRu: '', nameKg: '', nameEn: '' });
    expect(coded.values(row)).toEqual({
      code: '05.01',
      nameRu: 'Русский',
      nameKg: 'Кыргызча',
      nameEn: 'English',
    });
  });

  it("searches, shows and edits a short name first, without a place in the row's name", () => {
    const short = referenceNames({ ...spec, lead: { kind: 'shortName', key: 'short', of: () => 'ИТ' } });
    // A column of its own (decision 0047): the file a department list exports and imports has it.
    expect(short.columns(t).map((column) => column.key)).toEqual(['shortName', 'ru', 'kg', 'en']);
    expect(short.texts(row)).toEqual(['ИТ', 'Русский', 'Кыргызча', 'English']);
    expect(short.label(row, (local) => local.en)).toBe('English');
    expect(short.fields(t)[0]).toEqual({
      kind: 'text',
      name: 'short',
      label: '<fields.shortName>',
      required: true,
      lockable: true,
      maxLength: CODE_MAX_LENGTH,
    });
    expect(short.values(row)).toMatchObject({ short: 'ИТ' });
  });
});
