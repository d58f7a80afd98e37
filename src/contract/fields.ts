import { z } from 'zod';
import { cleanText, type TextKind } from './text';

// PostgreSQL text cannot hold U+0000; refusing it here gives a 400 naming the field instead of a
// database error.
const NUL = String.fromCharCode(0);

/**
 * A bounded string without NUL characters, kept exactly as sent: passwords (bytes the user chose), the
 * login typed at sign-in, addresses. A person's text uses `plain`, `required` or `optional`.
 */
export const text = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((value) => !value.includes(NUL), { message: 'contains a NUL character' });

/**
 * A person's text under the one rule of contract/text.ts (decision 0029): NFC, invisible
 * characters removed, trimmed; refused (400 naming the field and why) when it holds an unpaired
 * surrogate, a control, bidi or other format character, or characters of which none is visible. The
 * bound applies to the text as sent.
 */
export const plain = (maxLength: number, kind: TextKind = {}) =>
  z
    .string()
    .max(maxLength)
    .transform((value, context) => {
      const cleaned = cleanText(value, kind);
      if (cleaned.refusal === undefined) return cleaned.text;
      context.addIssue({
        code: 'custom',
        message: `not allowed: ${cleaned.refusal}`,
        params: { reason: cleaned.refusal },
        input: value,
      });
      return z.NEVER;
    });

/**
 * A field the runtime takes null for so that the save's rule refuses it in its own words ('Fill all
 * fields!', SPEC §5), published as not nullable: the published contract says what the server accepts
 * (decision 0040).
 */
export const filledOnSave = <T extends z.ZodType>(schema: T): T => schema.meta({ nullable: false }) as T;

/** A database id: a positive 32-bit integer. */
export const id = () => z.number().int().positive().max(2_147_483_647);
/** A history entry's id: a bigserial, past 2^40 in a university's own range (decision 0074). */
export const historyId = () => z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Id of a save: -1 creates, a positive id updates. */
export const saveId = () => z.union([z.literal(-1), id()]);

/** A choice of a select that may stay empty ('--'): an id, or null. */
export const choice = () => id().nullable().default(null);

/** A payload of ids alone (a list's filter, a delete): each key a database id, in the order named. */
export const ids = <Key extends string>(...keys: Key[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, id()])) as { [K in Key]: ReturnType<typeof id> });

/** A name or code the user must fill in: the one rule for text, not empty. */
export const required = (max: number, kind?: TextKind) => plain(max, kind).pipe(z.string().min(1));

/** A name the user may leave empty. */
export const optional = (max: number, kind?: TextKind) => plain(max, kind).default('');

/** The stem of a name's translation keys: SPEC's payloads end some Russian keys with `_` (`direction_`). */
type NameStem<Key extends string> = Key extends `${infer Stem}_` ? Stem : Key;

/**
 * A name as a form sends it in the three languages of SPEC §3: the Russian one under `key`, required, then
 * its translations under `{stem}Kg` and `{stem}En`, both `required` or both `optional`.
 */
export const trilingualInput = <Key extends string, Translation extends z.ZodType>(
  key: Key,
  maxLength: number,
  translation: (maxLength: number) => Translation,
) => {
  const stem = key.replace(/_$/, '');
  return {
    [key]: required(maxLength),
    [`${stem}Kg`]: translation(maxLength),
    [`${stem}En`]: translation(maxLength),
  } as { [K in Key]: ReturnType<typeof required> } & {
    [K in `${NameStem<Key>}Kg` | `${NameStem<Key>}En`]: Translation;
  };
};

/**
 * The version of the row the form was opened with. An update carrying an older one is refused (409
 * CONFLICT, nothing written); without it (the legacy payload) the update is made whatever the version.
 */
export const rowVersion = () => z.number().int().positive().max(2_147_483_647).optional();

/** A row's version as a list answers it (decision 0011), which the row's save sends back (`rowVersion`). */
export const versioned = { rowVersion: z.number() };

/** A 0/1 flag as the legacy forms send it: a number, a boolean or the text '0'/'1'. */
export const flag = () =>
  z
    .union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')])
    .transform((value) => value === 1 || value === true || value === '1');

/** A two-digit academic year (SPEC §9: the year an academic year starts, modulo 100). */
export const twoDigitYear = () => z.number().int().min(0).max(99);

/** The whole numbers a field takes as stored, where its schema also takes more and changes it (a count). */
interface WholeNumberRule {
  min: number;
  max: number;
}

/**
 * The rule of each field that stores a whole number from `min` to `max` while its schema, for the forms
 * (SPEC §5), turns other input into one (a negative into 0): an import must not, so it refuses
 * a cell outside the rule, naming it.
 */
const wholeNumbers = z.registry<WholeNumberRule>();

/**
 * A count or threshold as a form sends it (SPEC §5): a whole number or its digits as text; empty or null
 * is 0 and a negative becomes 0. Above `max` it is refused.
 */
export const count = (max: number) => {
  const schema = z
    .union([z.number().int().min(-2_147_483_648).max(max), z.string().regex(/^(-?\d{1,9})?$/), z.null()])
    .transform((value) => Math.max(0, value === null || value === '' ? 0 : Number(value)))
    .pipe(z.number().max(max));
  wholeNumbers.add(schema, { min: 0, max });
  return schema;
};

/** A field's whole-number rule, through `.optional()` and `.default()`. */
export function wholeNumberRule(schema: z.ZodType | undefined): WholeNumberRule | undefined {
  let current = schema as z.ZodType | undefined;
  while (current) {
    const rule = wholeNumbers.get(current);
    if (rule) return rule;
    const def = current._zod.def as { innerType?: z.ZodType };
    current = def.innerType;
  }
  return undefined;
}

/**
 * A whole number of at most `digits` digits as an inline editor sends it: a number, or its digits as text
 * with blanks around (`message` refuses other text). Empty or null is `blank`: null where the save refuses
 * an empty field in its own words ('fillFields', SPEC §5), 0 where empty means none.
 */
export const digitsInput = <Blank extends 0 | null>(digits: number, blank: Blank, message?: string) => {
  const largest = 10 ** digits - 1;
  const read = z
    .union([
      z.number().int().min(0).max(largest),
      z.string().regex(new RegExp(`^\\s*\\d{0,${digits}}\\s*$`), message),
      z.null(),
    ])
    .transform((value) => (value === null || value.toString().trim() === '' ? blank : Number(value)));
  wholeNumbers.add(read, { min: 0, max: largest });
  // `blank` is of the output type, which TypeScript cannot see while Blank is open.
  return read.default(blank as z.core.util.NoUndefined<z.output<typeof read>>);
};

/**
 * A name in a row in the three languages of SPEC §3: `name` (Russian), `name_kg` and `name_en`, in that
 * order (the answer and the published contract list them so).
 */
export const trilingual = <N extends string>(name: N) =>
  ({ [name]: z.string(), [`${name}_kg`]: z.string(), [`${name}_en`]: z.string() }) as {
    [Key in N | `${N}_kg` | `${N}_en`]: z.ZodString;
  };

/**
 * A row of a select's options: its id under `idKey`, what else the option shows (its code), then its name
 * in the three languages (`trilingual`).
 */
export const optionRow = <
  Id extends string,
  N extends string,
  Shown extends z.ZodRawShape = Record<never, never>,
>(
  idKey: Id,
  name: N,
  shown?: Shown,
) =>
  z.object({
    ...({ [idKey]: z.number() } as { [Key in Id]: z.ZodNumber }),
    ...(shown as Shown),
    ...trilingual(name),
  });
