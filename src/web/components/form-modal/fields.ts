import { type TextRefusal, textRefusal } from '../../../contract/text';
import { isRealDay } from '../../i18n/dates';

/** What a form modal shows: its fields and their rules (SPEC §5), declared by each screen. */

/** One value of a form: a text, an id or a word picked from a list (null: nothing picked yet), ids, a tick. */
export type FormValue = string | number | boolean | null | number[];

/** The values of a form, by field name. */
export type FormValues = Record<string, FormValue>;

/** An add may be saved at any time (Save then says what is missing); an edit waits for a change. */
export type FormMode = 'add' | 'edit';

interface BaseField<Values extends FormValues> {
  name: keyof Values & string;
  label: string;
  required?: boolean;
  /** Read-only while the record's edit flag is false (SPEC §5: code, Russian or short name). */
  lockable?: boolean;
  /** A line under the field that explains it. */
  description?: string;
  /**
   * Shown, and checked, only while this holds (e.g. a faculty scope only for editors, a first password
   * only when adding). A hidden field keeps its value; the screen decides what it sends.
   */
  shownWhen?: (values: Values, mode: FormMode) => boolean;
  /** A heading above the field that opens a group of fields (e.g. the entrance-test thresholds). */
  heading?: string;
  /** Takes the whole width of a form laid out in columns. */
  wide?: boolean;
}

export interface TextField<Values extends FormValues> extends BaseField<Values> {
  kind: 'text';
  maxLength: number;
  /** Several lines (a note): tab and line breaks are allowed by the text rule. */
  multiline?: boolean;
  /** The contract's rule for what is typed (an e-mail, a phone): the text key of its refusal, or null. */
  check?: (value: string) => string | null;
}

/** A new password: masked, at least minLength characters, and never kept in a draft. */
interface PasswordField<Values extends FormValues> extends BaseField<Values> {
  kind: 'password';
  minLength: number;
  maxLength: number;
}

interface SelectField<Values extends FormValues> extends BaseField<Values> {
  kind: 'select';
  options: ReadonlyArray<{ value: number | string; label: string }>;
}

/** Several ids picked from a list (the value is an array; required: at least one). */
interface MultiSelectField<Values extends FormValues> extends BaseField<Values> {
  kind: 'multiselect';
  options: ReadonlyArray<{ value: number; label: string }>;
}

interface CheckboxField<Values extends FormValues> extends BaseField<Values> {
  kind: 'checkbox';
}

/**
 * A number from 0 to max (SPEC §5: numbers only, no negatives): the input takes digits (and a decimal
 * point where decimals are allowed) and nothing else. Its value is a number, or '' while empty.
 */
interface NumberField<Values extends FormValues> extends BaseField<Values> {
  kind: 'number';
  max: number;
  /** Digits after the decimal point; none by default. */
  decimals?: number;
}

/**
 * A choice made in a picker of its own (a modal with its own list and editor): shown as text, with a
 * button that opens the picker, which gives back the value picked.
 */
interface PickerField<Values extends FormValues> extends BaseField<Values> {
  kind: 'picker';
  /** The text that shows the value (e.g. the chosen licence's resolution). */
  display: (value: FormValue | undefined) => string;
  buttonLabel: string;
  /** Opens the picker with the current value; it calls `pick` with the value chosen. None: read-only. */
  open?: (current: FormValue | undefined, pick: (value: number | null) => void) => void;
}

/** A day (yyyy-mm-dd), typed and shown the interface language's way (components/date-input.tsx). */
interface DateField<Values extends FormValues> extends BaseField<Values> {
  kind: 'date';
  /** The first and last days allowed (yyyy-mm-dd). */
  min?: string;
  max?: string;
}

/**
 * A text file read whole (a licence), chosen with the browser's file picker: its value is the file's text,
 * kept exactly (no text rule: a signature covers every character), at most maxLength characters.
 */
interface TextFileField<Values extends FormValues> extends BaseField<Values> {
  kind: 'textFile';
  maxLength: number;
  /** The file types offered first (the input's accept). */
  accept?: string;
  placeholder?: string;
}

export type FormField<Values extends FormValues> =
  | TextField<Values>
  | TextFileField<Values>
  | PasswordField<Values>
  | SelectField<Values>
  | MultiSelectField<Values>
  | CheckboxField<Values>
  | NumberField<Values>
  | PickerField<Values>
  | DateField<Values>;

/** The empty choice of every select (SPEC §8); the same in all three languages. */
export const EMPTY_CHOICE = '--';

/**
 * Why a field is refused: translated when shown. A text's characters follow the contract's one rule; a
 * number beyond its range; `check:` a text field's own rule followed by the text key of its refusal;
 * `server:` the server's own sentence, already in the interface language (a refused save).
 */
export type FieldError =
  | `server:${string}`
  | 'required'
  | 'tooLong'
  | 'tooShort'
  | 'outOfRange'
  | `check:${string}`
  | DateError
  | TextRefusal;

/** Why a date field is refused: not a whole, real day, or outside its days. */
export type DateError = 'dateInvalid' | 'dateImpossible' | 'dateTooEarly' | 'dateTooLate';
const dateErrors: readonly FieldError[] = ['dateInvalid', 'dateImpossible', 'dateTooEarly', 'dateTooLate'];

// Day, month and four-digit year typed the language's way but naming no day (30.02.2023, decision 0033).
const DAY_SHAPED = /^\s*\d{1,2}\s*[./\-\s]\s*\d{1,2}\s*[./\-\s]\s*\d{4}\s*$/;
export const isDateError = (error: FieldError): error is DateError => dateErrors.includes(error);

const isEmpty = (value: FormValue | undefined): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Whether a field's error is one of the text rule's refusals (its own sentence, no limit to name). */
export const isTextRefusal = (error: FieldError): error is TextRefusal =>
  error !== 'required' &&
  error !== 'tooLong' &&
  error !== 'tooShort' &&
  error !== 'outOfRange' &&
  !error.startsWith('check:') &&
  !error.startsWith('server:') &&
  !isDateError(error);

/** A number beyond its range, a text its own rule refuses, or null. */
function ownRuleError<Values extends FormValues>(
  field: FormField<Values>,
  value: FormValue | undefined,
): FieldError | null {
  if (field.kind === 'number' && typeof value === 'number' && (value < 0 || value > field.max))
    return 'outOfRange';
  if (field.kind === 'text' && field.check && typeof value === 'string') {
    const key = field.check(value.trim());
    return key ? `check:${key}` : null;
  }
  return null;
}

/** A date field's value out of its rules, or undefined (an empty one is the required rule's). */
function dateError(field: DateField<FormValues>, value: FormValue | undefined): DateError | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (!isRealDay(value)) return DAY_SHAPED.test(value) ? 'dateImpossible' : 'dateInvalid';
  if (field.min !== undefined && value < field.min) return 'dateTooEarly';
  if (field.max !== undefined && value > field.max) return 'dateTooLate';
  return undefined;
}

/** The length a text is sent with (trimmed), which is the length its limit applies to. */
export const sentLength = (value: FormValue | undefined): number =>
  typeof value === 'string' ? value.trim().length : 0;

/** Whether a field is shown for these values. */
export const isShown = <Values extends FormValues>(
  field: FormField<Values>,
  values: Values,
  mode: FormMode,
): boolean => field.shownWhen?.(values, mode) ?? true;

/**
 * Field name → reason for each shown field the form cannot send: a text the server's rule for text would
 * refuse (contract/text.ts: broken, control or bidi characters, nothing visible), a required one left
 * empty, a text longer than its limit, a password shorter than its minimum. Texts are not cut by the input
 * (a paste would be shortened without a word); they are refused here with the limit named.
 */
export function fieldErrors<Values extends FormValues>(
  fields: readonly FormField<Values>[],
  values: Values,
  mode: FormMode = 'add',
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    if (!isShown(field, values, mode)) continue;
    const value = values[field.name];
    const length = sentLength(value);
    const refusal =
      field.kind === 'text' && typeof value === 'string'
        ? textRefusal(value, { multiline: field.multiline })
        : undefined;
    const dateRefusal = field.kind === 'date' ? dateError(field as DateField<FormValues>, value) : undefined;
    if (refusal) errors[field.name] = refusal;
    else if (field.required && isEmpty(value)) errors[field.name] = 'required';
    else if (dateRefusal) errors[field.name] = dateRefusal;
    else if (
      (field.kind === 'text' || field.kind === 'password' || field.kind === 'textFile') &&
      length > field.maxLength
    )
      errors[field.name] = 'tooLong';
    else if (field.kind === 'password' && length > 0 && length < field.minLength)
      errors[field.name] = 'tooShort';
    else {
      const own = ownRuleError(field, value);
      if (own) errors[field.name] = own;
    }
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

/** Two values alike: lists of ids in any order. */
const same = (a: FormValue | undefined, b: FormValue | undefined): boolean => {
  if (!Array.isArray(a) || !Array.isArray(b)) return a === b;
  const sorted = (list: number[]) => [...list].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
};

/** Whether saving would change anything: spaces around a text are not a change, as they are not sent. */
export function differs<Values extends FormValues>(values: Values, initial: Values): boolean {
  const now = trimmed(values);
  const before = trimmed(initial);
  return Object.keys({ ...now, ...before }).some((name) => !same(now[name], before[name]));
}

/** The values a draft may keep: passwords are never written to storage (they are kept empty). */
export function withoutPasswords<Values extends FormValues>(
  fields: readonly FormField<Values>[],
  values: Values,
): Values {
  const kept: FormValues = { ...values };
  for (const field of fields) if (field.kind === 'password') kept[field.name] = '';
  return kept as Values;
}
