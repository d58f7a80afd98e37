/** What a form modal shows: its fields and their rules (SPEC §5), declared by each screen. */

/** The values of a reference form: texts, and ids picked from a list (null: nothing picked yet). */
export type FormValues = Record<string, string | number | null>;

interface BaseField<Values extends FormValues> {
  name: keyof Values & string;
  label: string;
  required?: boolean;
  /** Read-only while the record's edit flag is false (SPEC §5: code, Russian or short name). */
  lockable?: boolean;
}

export interface TextField<Values extends FormValues> extends BaseField<Values> {
  kind: 'text';
  maxLength: number;
}

export interface SelectField<Values extends FormValues> extends BaseField<Values> {
  kind: 'select';
  options: ReadonlyArray<{ value: number; label: string }>;
}

export type FormField<Values extends FormValues> = TextField<Values> | SelectField<Values>;

/** The empty choice of every select (SPEC §8); the same in all three languages. */
export const EMPTY_CHOICE = '--';

/** Why a field is refused: translated as form.{reason} when shown. */
export type FieldError = 'required' | 'tooLong';

const isEmpty = (value: string | number | null | undefined): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The length a text is sent with (trimmed), which is the length its limit applies to. */
export const sentLength = (value: string | number | null | undefined): number =>
  typeof value === 'string' ? value.trim().length : 0;

/**
 * Field name → reason for each field the form cannot send: a required one left empty, a text longer than
 * its limit. Texts are not cut by the input (a paste would be shortened without a word); they are refused
 * here with the limit named.
 */
export function fieldErrors<Values extends FormValues>(
  fields: readonly FormField<Values>[],
  values: Values,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.required && isEmpty(value)) errors[field.name] = 'required';
    else if (field.kind === 'text' && sentLength(value) > field.maxLength) errors[field.name] = 'tooLong';
  }
  return errors;
}

/** From this share of its limit on, a text field shows how many characters it holds. */
const COUNTER_FROM = 0.9;
export const showsCounter = (length: number, maxLength: number): boolean =>
  length >= Math.floor(maxLength * COUNTER_FROM);

/** The values with every text trimmed, as they are sent. */
export function trimmed<Values extends FormValues>(values: Values): Values {
  const result: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    result[name] = typeof value === 'string' ? value.trim() : value;
  }
  return result as Values;
}

/** Whether saving would change anything: spaces around a text are not a change, as they are not sent. */
export function differs<Values extends FormValues>(values: Values, initial: Values): boolean {
  const now = trimmed(values);
  const before = trimmed(initial);
  return Object.keys({ ...now, ...before }).some((name) => now[name] !== before[name]);
}
