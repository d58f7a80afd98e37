import type { TFunction } from 'i18next';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import type { Names } from '../../i18n/use-local-name';
import type { FormValues, TextField } from '../form-modal/fields';
import type { Column } from '../paged-table/paged-search-table';

/** Where a reference row keeps its three names (SPEC §1) and how its form names them. */
export interface NamesSpec<Row, Key extends string> {
  /** The row's Russian, Kyrgyz and English names. */
  of: (row: Row) => Names;
  /** The form fields (and save payload keys) of the three names. */
  keys: { ru: Key; kg: Key; en: Key };
  /** SPEC §5: some lists require only the Russian name, others all three. */
  required: 'ru' | 'all';
}

const LANGUAGES = ['ru', 'kg', 'en'] as const;
const COLUMN_HEADER = { ru: 'columns.nameRu', kg: 'columns.nameKg', en: 'columns.nameEn' } as const;
const FIELD_LABEL = { ru: 'fields.nameRu', kg: 'fields.nameKg', en: 'fields.nameEn' } as const;

/**
 * The parts every reference screen builds alike from a row's three names: the name columns, the searched
 * texts, the form fields (the Russian one read-only on a locked row, SPEC §5) and the form's values.
 */
export function referenceNames<Row, Key extends string>(spec: NamesSpec<Row, Key>) {
  return {
    of: spec.of,
    columns: (t: TFunction): Column<Row>[] =>
      LANGUAGES.map((language) => ({
        key: language,
        header: t(COLUMN_HEADER[language]),
        cell: (row: Row) => spec.of(row)[language],
      })),
    texts: (row: Row): string[] => LANGUAGES.map((language) => spec.of(row)[language]),
    fields: <Values extends FormValues & Record<Key, string>>(t: TFunction): TextField<Values>[] =>
      LANGUAGES.map((language) => ({
        kind: 'text',
        name: spec.keys[language],
        label: t(FIELD_LABEL[language]),
        required: language === 'ru' || spec.required === 'all',
        lockable: language === 'ru',
        maxLength: NAME_MAX_LENGTH,
      })),
    empty: Object.fromEntries(LANGUAGES.map((language) => [spec.keys[language], ''])) as Record<Key, string>,
    values: (row: Row) =>
      Object.fromEntries(
        LANGUAGES.map((language) => [spec.keys[language], spec.of(row)[language]]),
      ) as Record<Key, string>,
  };
}
