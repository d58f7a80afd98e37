import type { RecordKind } from '../../contract/history';
import type { Language } from '../../contract/limits';
import { screenTexts, type Trilingual, textOf } from '../core/screen-texts';

export { local } from '../usage/dependents';

/**
 * How a field's stored value is shown: as it is (text, number), a yes/no flag, a day, one of a few
 * values with their screen names, or the name of the record it refers to (a faculty's name, not its id).
 */
export type Show =
  | 'text'
  | 'number'
  | 'flag'
  | 'date'
  | { choices: Record<string, Trilingual> }
  | { record: RecordKind }
  | { records: RecordKind }
  | { lookup: Named }
  /** A moment that is either there or not (a disabled account): the texts for absent and present. */
  | { presence: [Trilingual, Trilingual] };

export interface Field {
  label: Trilingual;
  show: Show;
}

/** A table whose rows the screens name (SQL over the row `o`, with `joins` to the rows it refers to). */
export interface Named {
  table: string;
  key: string;
  name: (lang: Language) => string;
  joins?: string;
}

/**
 * A kind of record as its history tells it (decision 0045): the table holding it, the key column, its name on
 * the audit screen, how a row is named (SQL over the row `o`, with `joins` to the rows it refers to, left
 * joins so that a row whose parent is gone is still named), and the fields its screen shows, by column,
 * in the screen's order. Columns not listed (the version, the edit flag, a password hash) are not told.
 */
export interface KindDescription extends Named {
  label: Trilingual;
  fields: Record<string, Field>;
  /**
   * Columns of the table its screen does not show, beside the key, the version, the edit flag and the
   * account's secrets (history.test.ts fails on a column neither told nor listed).
   */
  untold?: string[];
  /** Only administrators read it (the users' accounts). */
  administratorsOnly?: true;
}

export type Catalogue = Record<RecordKind, KindDescription>;

const { shell } = screenTexts;

export const text = (label: Trilingual): Field => ({ label, show: 'text' });
export const record = (label: Trilingual, kind: RecordKind): Field => ({ label, show: { record: kind } });
export const lookup = (label: Trilingual, named: Named): Field => ({ label, show: { lookup: named } });

/** The code of a classifier row. */
export const code = text(textOf(shell, (texts) => texts.fields.code));

/** A row's Russian, Kyrgyz and English names in `column`, `column_kg`, `column_en`, as the forms label them. */
export const threeNames = (column: string, kg = `${column}_kg`, en = `${column}_en`) => ({
  [column]: text(textOf(shell, (texts) => texts.fields.nameRu)),
  [kg]: text(textOf(shell, (texts) => texts.fields.nameKg)),
  [en]: text(textOf(shell, (texts) => texts.fields.nameEn)),
});

/** A kind's name, as the audit screen's texts call it. */
export const kindLabel = (kind: RecordKind) => textOf(screenTexts.audit, (texts) => texts.kinds[kind]);

/** A text as an SQL literal (the screens' own texts, never input). */
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A screen's text with {{placeholders}} as SQL: each placeholder is the SQL expression given for it. */
export const sqlTemplate = (template: string, values: Record<string, string>) =>
  template
    .split(/(\{\{\w+\}\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const placeholder = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      return placeholder === undefined ? sqlText(part) : `${values[placeholder] ?? 'NULL'}::text`;
    })
    .join(' || ');
