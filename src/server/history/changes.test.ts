import { describe, expect, it } from 'vitest';
import { type Names, shown, touchedFields } from './changes';
import { code, type KindDescription, type Named, sqlTemplate, threeNames } from './kind';
import { prefixQuery } from './queries';

// The plain rules of a history: which fields a change touched, and how a value is shown.

const faculty: Named = { table: 'faculty', key: 'id_faculty', name: () => 'o.short_faculty' };
const kind: KindDescription = {
  table: 'kafedra',
  key: 'id_kafedra',
  label: { ru: 'Кафедра', kg: 'Кафедра', en: 'Department' },
  name: () => 'o.f1',
  fields: {
    code,
    ...threeNames('f1'),
    id_faculty: { label: { ru: 'Ф', kg: 'Ф', en: 'F' }, show: { lookup: faculty } },
  },
};
const row = {
  id_kafedra: 7,
  code: 'К1',
  f1: 'Кафедра',
  f1_kg: '',
  f1_en: 'Dept',
  id_faculty: 1,
  row_version: 1,
};
const namedOf = (show: unknown) =>
  typeof show === 'object' && show !== null && 'lookup' in show
    ? (show as { lookup: Named }).lookup
    : undefined;

describe('the fields a change touched', () => {
  it('a created row: its filled fields in the screen order; a deleted one: the same as before values', () => {
    expect(touchedFields(kind, null, row).map((change) => [change.column, change.after])).toEqual([
      ['code', 'К1'],
      ['f1', 'Кафедра'],
      ['f1_en', 'Dept'],
      ['id_faculty', 1],
    ]);
    expect(touchedFields(kind, row, null).map((change) => change.before)).toEqual([
      'К1',
      'Кафедра',
      'Dept',
      1,
    ]);
  });

  it('a changed row: only the differing fields; the version and untold columns never', () => {
    const after = { ...row, f1_kg: 'Кафедра', row_version: 2, id_kafedra: 8 };
    expect(touchedFields(kind, row, after)).toEqual([
      { column: 'f1_kg', field: kind.fields.f1_kg, before: '', after: 'Кафедра' },
    ]);
  });
});

describe('a value as the screen shows it', () => {
  const names: Names = new Map([['faculty', new Map([[1, 'ФЭМ']])]]);
  const show = (
    field: KindDescription['fields'][string]['show'],
    value: unknown,
    lang: 'ru' | 'kg' | 'en' = 'ru',
  ) => shown(field, value, lang, names, namedOf);

  it.each([
    ['text', 'Кафедра', 'ru', 'Кафедра'],
    ['text', '', 'ru', null],
    ['number', 12.5, 'ru', '12.5'],
    ['flag', true, 'kg', 'Ооба'],
    ['flag', 0, 'en', 'No'],
    ['date', '2024-09-01', 'ru', '01.09.2024'],
    ['date', '2024-09-01', 'en', '01/09/2024'],
  ] as const)('%s %j in %s: %j', (kindOfValue, value, lang, expected) => {
    expect(show(kindOfValue, value, lang)).toBe(expected);
  });

  it('a referenced row by its name, a missing one by its number; a choice by its text; a moment by presence', () => {
    expect(show({ lookup: faculty }, 1)).toBe('ФЭМ');
    expect(show({ lookup: faculty }, 2)).toBe('#2');
    expect(show({ choices: { '1': { ru: 'Вычисляется', kg: 'Эсептелет', en: 'Computed' } } }, 1, 'en')).toBe(
      'Computed',
    );
    const presence = {
      presence: [
        { ru: 'Активен', kg: 'Активдүү', en: 'Active' },
        { ru: 'Отключён', kg: 'Бөгөттөлгөн', en: 'Disabled' },
      ],
    } as const;
    expect(show(presence as never, null)).toBe('Активен');
    expect(show(presence as never, '2026-01-01T00:00:00Z')).toBe('Отключён');
  });
});

describe('the text of a filter and a name', () => {
  it('words become prefixes; anything else is dropped, so no query syntax gets through', () => {
    expect(prefixQuery('Өнөр  080111')).toBe('өнөр:* & 080111:*');
    expect(prefixQuery("a' & !b:* | (c)")).toBe('a:* & b:* & c:*');
    expect(prefixQuery(' — ')).toBeNull();
  });

  it("a screen's text with placeholders: its words quoted, each placeholder the SQL given", () => {
    expect(
      sqlTemplate("Правило {{name}} ({{min}}–{{max}}) д'Артаньян", { name: 'v.ebe_var', min: 'v.min_bal' }),
    ).toBe(
      "'Правило ' || v.ebe_var::text || ' (' || v.min_bal::text || '–' || NULL::text || ') д''Артаньян'",
    );
  });
});
