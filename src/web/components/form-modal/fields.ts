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

const isEmpty = (value: string | number | null | undefined): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Field name → 'required' for each required field left empty (the text is translated when shown). */
export function requiredErrors<Values extends FormValues>(
  fields: readonly FormField<Values>[],
  values: Values,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.required && isEmpty(values[field.name])) errors[field.name] = 'required';
  }
  return errors;
}

/** The values with every text trimmed, as they are sent. */
export function trimmed<Values extends FormValues>(values: Values): Values {
  const result: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    result[name] = typeof value === 'string' ? value.trim() : value;
  }
  return result as Values;
}
