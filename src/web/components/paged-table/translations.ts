import { lacksTranslation } from '../../../contract/search';

/*
 * Translation completeness in a list: a row lacking its Kyrgyz or English name is marked by a
 * badge where the name should be, and the list's "Missing translation" filter shows only such rows. A
 * screen declares which of its columns are the Kyrgyz and English names; a name of spaces is missing, as
 * the server's translation check reads it (btrim = '').
 */

const translatedLanguages = ['kg', 'en'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];

/** Where a list's rows keep their Kyrgyz and English names: the column showing each, and its text. */
export type Translations<Row> = Record<TranslatedLanguage, { column: string; of: (row: Row) => string }>;

/** The languages whose name the row lacks (none: fully translated). */
export function missingTranslations<Row>(row: Row, translations: Translations<Row>): TranslatedLanguage[] {
  return translatedLanguages.filter((language) => translations[language].of(row).trim() === '');
}

/** The rows lacking a Kyrgyz or English name, in their order (as the list's export keeps them). */
export function untranslatedRows<Row>(rows: readonly Row[], translations: Translations<Row>): Row[] {
  return rows.filter((row) => lacksTranslation({ kg: translations.kg.of(row), en: translations.en.of(row) }));
}

/** The language whose name this column shows and the row lacks, or null. */
export function missingInColumn<Row>(
  row: Row,
  column: string,
  translations: Translations<Row> | undefined,
): TranslatedLanguage | null {
  if (!translations) return null;
  const language = translatedLanguages.find((each) => translations[each].column === column);
  return language !== undefined && translations[language].of(row).trim() === '' ? language : null;
}
