import type { z } from 'zod';
import { wholeNumberRule } from '../../contract/fields';
import type { Language } from '../../contract/limits';
import { AppError, sqlState } from '../core/errors';
import { translate } from '../core/messages';
import type { Trilingual } from '../core/screen-texts';
import type { ValidationIssue } from '../core/validation';
import { clashOf, UNIQUE_VIOLATION } from '../db/duplicates';
import { FOREIGN_KEY_VIOLATION } from '../db/reference';
import type { Transaction } from '../db/write';
import type { AnyImportTable, Values } from './layout';

// Why an imported row is refused, in the row's language (judge-row.ts judges it): a number out of its
// rule, a payload the save's schema refuses, or the refusal of the write itself.

/** The schema a row's payload is checked by: the table's own where its write makes several saves. */
export const bodyOf = (table: AnyImportTable) => (table.body ?? table.save.body) as z.ZodType;

/** A row refused by one of the saves its write makes: the sentence, already in the row's language. */
export class RowRefusal extends Error {
  constructor(readonly sentence: string) {
    super(sentence);
  }
}

/**
 * A number the file gives for a field that stores a whole number within a rule (a count: 0–999): the
 * forms' schema would quietly make -3 a 0 (SPEC §5), an import says so instead, naming the rule (decision 0053).
 */
export function numberOutOfRange(table: AnyImportTable, values: Values, lang: Language): string | undefined {
  const shape = (bodyOf(table) as z.ZodObject).shape ?? {};
  for (const [field, key] of Object.entries(table.fields)) {
    const value = values[key];
    const rule = typeof value === 'number' ? wholeNumberRule(shape[field] as z.ZodType) : undefined;
    if (!rule || typeof value !== 'number') continue;
    if (Number.isInteger(value) && value >= rule.min && value <= rule.max) continue;
    const column = table.exported.columns.find((each) => each.key === key)?.title[lang] ?? key;
    return translate('importRowOutOfRange', lang, { column, value, min: rule.min, max: rule.max });
  }
  return undefined;
}

/** Why a row's write was refused, in the language: the rule's sentence, or whom a duplicate clashes with. */
export async function refusalOf(
  tx: Transaction,
  error: unknown,
  lang: Language,
  body: Record<string, unknown>,
) {
  if (error instanceof RowRefusal) return error.sentence;
  if (error instanceof AppError)
    return error.messageKey === 'staleRow' ? translate('importRowChangedSince', lang) : sentence(error, lang);
  if (sqlState(error) === UNIQUE_VIOLATION) {
    const said = await clashOf(tx, error, { id: -1, columns: body });
    return said ? translate(said.key, lang, said.params) : translate('importRowDuplicateInDatabase', lang);
  }
  if (sqlState(error) === FOREIGN_KEY_VIOLATION) return translate('unknownReference', lang);
  throw error;
}

export const sentence = (error: AppError, lang: Language) => translate(error.messageKey, lang, error.params);

/**
 * zod's issues as the validation errors describeValidation reads (fastify-type-provider-zod's shape). An
 * empty cell of a required text is said to be required, not "too short": in a file it is a blank cell;
 * so is a field the payload lacks (a blank cell naming the record, which a union of ids would call "not
 * allowed").
 */
export const issuesOf = (error: z.ZodError | undefined, body: Record<string, unknown>): ValidationIssue[] =>
  (error?.issues ?? []).map(({ path, code, message, ...rest }) => {
    const bounds = rest as { origin?: string; minimum?: unknown };
    const lacking = path.length === 1 && body[String(path[0])] === undefined;
    const blank =
      lacking || (code === 'too_small' && bounds.origin === 'string' && Number(bounds.minimum) === 1);
    return {
      keyword: blank ? 'invalid_type' : code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message: blank ? 'received undefined' : message,
      params: rest,
    };
  });

/** Each payload field labelled by its column's title. */
export function labelsOf(table: AnyImportTable): Record<string, Trilingual> {
  const labels: Record<string, Trilingual> = {};
  for (const [field, key] of Object.entries(table.fields)) {
    const column = table.exported.columns.find((each) => each.key === key);
    if (column) labels[field] = column.title;
  }
  return labels;
}
