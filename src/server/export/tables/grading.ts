import * as calls from '../../../contract/grading';
import type { Language } from '../../../contract/limits';
import { screenTexts, type Trilingual, textOf } from '../../core/screen-texts';
import * as queries from '../../grading/queries';
import * as planQueries from '../../speciality-plan/queries';
import {
  type ExportTable,
  numberColumn,
  once,
  type RowOfList,
  type RowsContext,
  textColumn,
} from '../layout';
import { rangeNamed } from '../queries';
import { filterParts, variantName } from './named';
import { localName } from './reference';

// The grading-rule screen (decision 0019; web/features/grading-rules): a rule's point ranges, a range's
// intermediate values, and the rule's grade-sheet fields (the configurator) and display rules, each named
// after the rule (and the range) it shows.

const grading = screenTexts.grading;
const text = (pick: (texts: (typeof grading)['ru']) => string) => textOf(grading, pick);
const shell = screenTexts.shell;

/** The rule as the screen's select names it. */
const ruleName = (context: RowsContext<{ idEbeVar: number }>) =>
  variantName(context.database, context.filter.idEbeVar, text((texts) => texts.variantLabel)[context.lang]);

const BEGIN = text((texts) => texts.begin);
const END = text((texts) => texts.end);

type RangeRow = RowOfList<typeof calls.gradingRanges>;

export const gradingRangesTable: ExportTable<'gradingRanges', RangeRow> = {
  name: 'gradingRanges',
  title: text((texts) => texts.ranges),
  access: 'read',
  columns: [
    numberColumn('begBal', BEGIN, (row) => row.beg_bal),
    numberColumn('endBal', END, (row) => row.end_bal),
    textColumn(
      'grade',
      text((texts) => texts.grade),
      (row) => row.estimation,
    ),
  ],
  filterName: ruleName,
  rows: ({ database, filter }) =>
    once(() => planQueries.variantRanges.load(database, { variantId: filter.idEbeVar })),
};

type DetailRow = RowOfList<typeof calls.rangeDetails>;

export const rangeDetailsTable: ExportTable<'rangeDetails', DetailRow> = {
  name: 'rangeDetails',
  title: text((texts) => texts.details),
  access: 'read',
  columns: [
    numberColumn('begBal', BEGIN, (row) => row.beg_bal),
    numberColumn('endBal', END, (row) => row.end_bal),
    numberColumn(
      'ekvNum',
      text((texts) => texts.numeric),
      (row) => row.ekv_num,
    ),
    textColumn(
      'letter',
      text((texts) => texts.letter),
      (row) => row.ekv_bukv,
    ),
  ],
  // The rule, then the range as the details' heading names it ("87–100 (5)").
  filterName: async ({ database, filter, lang }) => {
    const range = await rangeNamed(database, filter.idEbe);
    if (!range) return null;
    return filterParts([
      await variantName(database, range.id_ebe_var, text((texts) => texts.variantLabel)[lang]),
      calls.rangeLabel(range),
    ]);
  },
  rows: ({ database, filter }) => once(() => queries.rangeDetails.load(database, { rangeId: filter.idEbe })),
};

type FieldRow = RowOfList<typeof calls.gradingConfiguration>;

/** A 0/1 flag as the configurator shows it: a word (another number as it is). */
const flagColumn = (
  key: 'infoValue' | 'poleMarkMag',
  title: Trilingual,
  value: (row: FieldRow) => number,
  words: { yes: Trilingual; no: Trilingual },
) =>
  textColumn<FieldRow>(key, title, (row, lang: Language) =>
    calls.flagWord(value(row), { yes: words.yes[lang], no: words.no[lang] }),
  );

export const gradingConfigurationTable: ExportTable<'gradingConfiguration', FieldRow> = {
  name: 'gradingConfiguration',
  title: text((texts) => texts.configurator),
  access: 'read',
  columns: [
    numberColumn(
      'orderPole',
      text((texts) => texts.config.order),
      (row) => row.order_pole,
    ),
    textColumn(
      'name',
      text((texts) => texts.config.name),
      (row) => row.name_pole,
    ),
    flagColumn(
      'infoValue',
      text((texts) => texts.config.kind),
      (row) => row.info_or_value,
      {
        yes: text((texts) => texts.config.computed),
        no: text((texts) => texts.config.entered),
      },
    ),
    flagColumn(
      'poleMarkMag',
      text((texts) => texts.config.inGradeBook),
      (row) => row.pole_mark_mag,
      {
        yes: textOf(shell, (texts) => texts.choice.yes),
        no: textOf(shell, (texts) => texts.choice.no),
      },
    ),
    textColumn(
      'formula',
      text((texts) => texts.config.formula),
      (row) => row.formula,
    ),
    numberColumn(
      'min',
      text((texts) => texts.config.min),
      (row) => row.min,
    ),
    numberColumn(
      'max',
      text((texts) => texts.config.max),
      (row) => row.max,
    ),
  ],
  filterName: ruleName,
  rows: ({ database, filter }) =>
    once(() => planQueries.variantEstimation.load(database, { variantId: filter.idEbeVar })),
};

type DisplayRuleRow = RowOfList<typeof calls.displayRules>;

export const displayRulesTable: ExportTable<'displayRules', DisplayRuleRow> = {
  name: 'displayRules',
  title: text((texts) => texts.displayRules),
  access: 'read',
  columns: [
    textColumn(
      'form',
      text((texts) => texts.display.form),
      (row, lang) => localName({ ru: row.form, kg: row.form_kg, en: row.form_en }, lang),
    ),
    textColumn(
      'definition',
      text((texts) => texts.display.definition),
      (row) => row.definition,
    ),
  ],
  filterName: ruleName,
  rows: ({ database, filter }) =>
    once(() => queries.displayRules.load(database, { variantId: filter.idEbeVar })),
};
