import { z } from 'zod';
import { listCall, tableWrites } from './call';
import {
  digitsInput,
  filledOnSave,
  id,
  ids,
  optional,
  plain,
  required,
  trilingual,
  versioned,
} from './fields';
import { CONFIG_NUMBER_DIGITS, LETTER_GRADE_LENGTH, POINT_INPUT_LENGTH } from './limits';
import { estimationConfigRow, pointRangeRow } from './speciality-plan';

// Grading rules (SPEC §7 "Grading rules", under /grading-rule/). Decision 0015 needs the list of variants for
// the speciality's grading picker; decision 0019 adds the administration of a variant's ranges, their
// intermediate values ("details"), its grade-sheet configuration and its display rules. Payload keys as
// §7, answer rows as §3. Decisions where SPEC is silent: 0019.

export const CONFIG_NAME_MAX_LENGTH = 100;
export const CONFIG_FORMULA_MAX_LENGTH = 500;
export const DISPLAY_DEFINITION_MAX_LENGTH = 1_000;

const gradingVariantRow = z.object({
  id_ebe_var: z.number(),
  ebe_var: z.string(),
  /** The bounds every point range of the variant stays within. */
  min_bal: z.number(),
  max_bal: z.number(),
});

export const gradingVariants = listCall('GET', 'grading-rule/ebe-var', gradingVariantRow, {
  summary: 'The grading-rule variants (the rule-number selector)',
});

// ---- Fields as the inline editors send them -----------------------------------------------------------

/** Non-negative, at most 4 characters (SPEC §5, §9): '100', '87', '60.5', '0.25'. */
const isPointText = (value: string) => value.length <= POINT_INPUT_LENGTH && /^\d+(\.\d+)?$/.test(value);
const pointText = (value: number | string) => String(value).trim().replace(',', '.');
const POINT_MAX = 10 ** POINT_INPUT_LENGTH - 1;
/** The same as text, blanks around allowed, a comma for the point; blank is "not filled". */
const POINT_TEXT = /^\s*(\d{1,4}|\d[.,]\d{1,2}|\d{2}[.,]\d)?\s*$/;

/**
 * A point value as the inline editor sends it: a number or its text (a decimal comma is a point), at
 * most 4 characters, non-negative. Empty or null is "not filled": the server's rule refuses it with the
 * message of its table ('Fill all fields!', 'value must be from X to Y'), not the contract.
 */
const points = () =>
  filledOnSave(
    z
      .union([
        z.number().min(0).max(POINT_MAX),
        z.string().max(20).regex(POINT_TEXT, { message: 'points' }),
        z.null(),
      ])
      // A number's own text must hold too (12.345 is 6 characters).
      .refine((value) => value === null || pointText(value) === '' || isPointText(pointText(value)), {
        message: 'points',
        params: { reason: 'points' },
      })
      .transform((value) => (value === null || pointText(value) === '' ? null : Number(pointText(value))))
      .default(null),
  );

/** A letter grade's text: at most 3 characters once trimmed (SPEC §5); blank is "not filled". */
const LETTER_TEXT = new RegExp(`^\\s*(\\S(.{0,${LETTER_GRADE_LENGTH - 2}}\\S)?)?\\s*$`);

/** A letter grade (SPEC §5): at most 3 characters, uppercased; empty is "not filled". */
const letterGrade = () =>
  filledOnSave(
    z
      .union([z.string().max(20).regex(LETTER_TEXT, { message: 'letterGrade' }), z.null()])
      .transform((value) => (value ?? '').trim().toUpperCase())
      .pipe(plain(LETTER_GRADE_LENGTH))
      .default(''),
  );

/** A configurator number (SPEC §5, §9): a whole number of at most 3 digits, or its digits; empty is 0. */
const configNumber = () => digitsInput(CONFIG_NUMBER_DIGITS, 0);

// ---- Point ranges ---------------------------------------------------------------------------------------

export const gradingRanges = listCall('POST', 'grading-rule/ebe-est-info', pointRangeRow, {
  body: ids('idEbeVar'),
  summary: "A grading variant's point ranges with their grade, highest first (the rule's table)",
});

/** How a range is named (its buttons, its details' heading, an export's file): '87–100 (5)'. */
export const rangeLabel = <
  Range extends Pick<z.infer<typeof pointRangeRow>, 'beg_bal' | 'end_bal' | 'estimation'>,
>(
  row: Range,
) => `${row.beg_bal}–${row.end_bal} (${row.estimation})`;

export const saveRange = tableWrites('idEbe', 'reference').update(
  'grading-rule/upd-ebe',
  { begBal: points(), endBal: points() },
  "Change a range's points: sms 2; 400 'value must be from X to Y' (the variant's bounds, end above " +
    'begin), when it would overlap another range or leave out one of its details; 409 when stale',
);

// ---- Details (intermediate values) of a range -----------------------------------------------------------

const detailRow = z.object({
  id_ebe_detal: z.number(),
  id_ebe: z.number(),
  beg_bal: z.number(),
  end_bal: z.number(),
  ekv_num: z.number(),
  ekv_bukv: z.string(),
  ...versioned,
});
export type DetailRow = z.infer<typeof detailRow>;

export const rangeDetails = listCall('POST', 'grading-rule/ebe-detal', detailRow, {
  body: ids('idEbe'),
  summary: "A range's intermediate values (details), highest first",
});

const detailWrites = tableWrites('idEbeDetal', 'reference');

export const saveDetail = detailWrites.save(
  'grading-rule/ins-upd-detail',
  { idEbe: id(), begBal: points(), endBal: points(), ekvNum: points(), ekvBukv: letterGrade() },
  "Create (idEbeDetal -1) or update a range's detail (letter uppercased): sms 1, 2; 400 'Fill all " +
    "fields!' when one is empty, 'value must be from X to Y' (the range's points) or overlapping another " +
    'detail; 409 when stale',
);

export const deleteDetail = detailWrites.delete('grading-rule/delete-detail', 'Delete a detail: sms 8');

// ---- Estimation configuration (the grade-sheet fields) --------------------------------------------------

/** A 0/1 flag of the configurator as a word (1 yes, 0 no); another number a client stored, as it is. */
export const flagWord = (value: number, words: { yes: string; no: string }): string =>
  value === 1 ? words.yes : value === 0 ? words.no : String(value);

export const gradingConfiguration = listCall('POST', 'grading-rule/ebe-est-config', estimationConfigRow, {
  body: ids('idEbeVar'),
  summary: "A grading variant's estimation configuration (the configurator's table), in order",
});

const estimationFieldWrites = tableWrites('idEstConfig', 'reference');

export const saveEstimationField = estimationFieldWrites.save(
  'grading-rule/ins-upd-est-config',
  {
    idEbeVar: id(),
    orderPole: configNumber(),
    namePole: required(CONFIG_NAME_MAX_LENGTH),
    infoValue: configNumber(),
    poleMarkMag: configNumber(),
    formula: optional(CONFIG_FORMULA_MAX_LENGTH),
    min: configNumber(),
    max: configNumber(),
  },
  'Create (idEstConfig -1) or update a grade-sheet field (numbers of at most 3 digits, min <= max): ' +
    'sms 1, 2, 3 (the variant has a field of that name); 409 when stale',
);

export const deleteEstimationField = estimationFieldWrites.delete(
  'grading-rule/delete-est-config',
  'Delete a grade-sheet field: sms 8, or 6 when still referenced',
);

// ---- Display rules ----------------------------------------------------------------------------------------

const displayRuleRow = z.object({
  id_com_ebef_est: z.number(),
  id_ebe_var: z.number(),
  /** The display form (numeric, word, letter, points) and its name in the three languages. */
  id_estimation_form: z.number(),
  form_code: z.string(),
  ...trilingual('form'),
  definition: z.string(),
  ...versioned,
});
export type DisplayRuleRow = z.infer<typeof displayRuleRow>;

export const displayRules = listCall('POST', 'grading-rule/com-ebeF-est', displayRuleRow, {
  body: ids('idEbeVar'),
  summary: "A grading variant's display rules: one per display form, in the forms' order",
});

export const saveDisplayRule = tableWrites('idComEbeFEst', 'reference').update(
  'grading-rule/upd-ebeF-est',
  { Definition: optional(DISPLAY_DEFINITION_MAX_LENGTH, { multiline: true }) },
  "Change a display rule's definition (may be empty): sms 2; 409 when stale",
);
