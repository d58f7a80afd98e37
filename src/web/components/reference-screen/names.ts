import type { TFunction } from 'i18next';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../contract/limits';
import type { Names } from '../../i18n/use-local-name';
import type { FormValues, TextField } from '../form-modal/fields';
import type { Column } from '../paged-table/paged-search-table';
import type { Translations } from '../paged-table/translations';

/** Where a reference row keeps its three names (SPEC §1) and how its form names them. */
interface NamesSpec<Row, Key extends string> {
  /** The row's Russian, Kyrgyz and English names. */
  of: (row: Row) => Names;
  /** The form fields (and save payload keys) of the three names. */
  keys: { ru: Key; kg: Key; en: Key };
  /** SPEC §5: some lists require only the Russian name, others all three. */
  required: 'ru' | 'all';
  /**
   * What the row has before its names, typed first in the form (required, read-only on a locked row, SPEC
   * §5) and searched: a code (directions, specialities), also a column and the start of the row's name;
   * or a short name (departments), a column but not the start of the row's name.
   */
  lead?: { kind: 'code' | 'shortName'; key: Key; of: (row: Row) => string };
}

const LANGUAGES = ['ru', 'kg', 'en'] as const;
const COLUMN_HEADER = { ru: 'columns.nameRu', kg: 'columns.nameKg', en: 'columns.nameEn' } as const;
const FIELD_LABEL = { ru: 'fields.nameRu', kg: 'fields.nameKg', en: 'fields.nameEn' } as const;

/**
 * The parts every reference screen builds alike from a row's three names (and its code or short name):
 * the columns, the searched texts, the row's name, the form fields (the Russian one and the code
 * read-only on a locked row, SPEC §5) and the form's values.
 */
export function referenceNames<Row, Key extends string>(spec: NamesSpec<Row, Key>) {
  const { lead } = spec;
  const code = lead?.kind === 'code' ? lead : undefined;
  // The row's texts as the form takes them: the code or short name first, then the three names.
  const texts = [
    ...(lead
      ? [{ key: lead.key, of: lead.of, label: `fields.${lead.kind}` as const, maxLength: CODE_MAX_LENGTH }]
      : []),
    ...LANGUAGES.map((language) => ({
      key: spec.keys[language],
      of: (row: Row) => spec.of(row)[language],
      label: FIELD_LABEL[language],
      maxLength: NAME_MAX_LENGTH,
    })),
  ];
  // The code and the Russian name are always required and read-only on a locked row (SPEC §5).
  const main = (key: Key) => key === lead?.key || key === spec.keys.ru;
  return {
    of: spec.of,
    columns: (t: TFunction): Column<Row>[] => [
      ...(lead
        ? [
            {
              key: lead.kind,
              header: t(`fields.${lead.kind}`),
              cell: lead.of,
              width: lead.kind === 'code' ? 110 : 150,
            },
          ]
        : []),
      ...LANGUAGES.map((language) => ({
        key: language,
        header: t(COLUMN_HEADER[language]),
        cell: (row: Row) => spec.of(row)[language],
      })),
    ],
    texts: (row: Row): string[] => texts.map((text) => text.of(row)),
    /** The Kyrgyz and English names' columns: what the "Missing translation" filter looks at. */
    translations: {
      kg: { column: 'kg', of: (row: Row) => spec.of(row).kg },
      en: { column: 'en', of: (row: Row) => spec.of(row).en },
    } satisfies Translations<Row>,
    /** How the row's buttons name it: its name in the interface language, after its code. */
    label: (row: Row, localName: (names: Names) => string): string =>
      code ? `${code.of(row)} ${localName(spec.of(row))}` : localName(spec.of(row)),
    fields: <Values extends FormValues & Record<Key, string>>(t: TFunction): TextField<Values>[] =>
      texts.map((text) => ({
        kind: 'text',
        name: text.key,
        label: t(text.label),
        required: main(text.key) || spec.required === 'all',
        lockable: main(text.key),
        maxLength: text.maxLength,
      })),
    empty: Object.fromEntries(texts.map((text) => [text.key, ''])) as Record<Key, string>,
    values: (row: Row) =>
      Object.fromEntries(texts.map((text) => [text.key, text.of(row)])) as Record<Key, string>,
  };
}

export type ReferenceNames<Row, Key extends string> = ReturnType<typeof referenceNames<Row, Key>>;
