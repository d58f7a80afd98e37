import type { Language } from '../../../contract/limits';
import { specialityName } from '../../../contract/speciality-name';
import * as calls from '../../../contract/speciality-plan';
import { screenTexts, textOf } from '../../core/screen-texts';
import * as queries from '../../speciality-plan/queries';
import {
  dateColumn,
  type ExportTable,
  numberColumn,
  once,
  type RowOfList,
  type RowsContext,
  textColumn,
} from '../layout';
import { directionName, facultyName, filterParts, studyFormName, variantName } from './named';
import { localName } from './reference';

// The educational screen's speciality modals (decision 0015; web/features/educational): the licence picker's
// licences, and the grading modal's specialities with their rule and the chosen rule's point ranges and
// grade-sheet fields, as the modals show them.

const educational = screenTexts.educational;
const text = (pick: (texts: (typeof educational)['ru']) => string) => textOf(educational, pick);
const shell = screenTexts.shell;

// ---- The licence picker (licence-picker.tsx) ---------------------------------------------------------------

type LicenceRow = RowOfList<typeof calls.licences>;

export const licencesTable: ExportTable<'licences', LicenceRow> = {
  name: 'licences',
  title: text((texts) => texts.licence.title),
  access: 'read',
  // The choice column holds the picker's buttons, not data.
  columns: [
    textColumn(
      'number',
      text((texts) => texts.licence.number),
      (row) => calls.licenceNumberOf(row.Resolution),
    ),
    textColumn(
      'resolution',
      text((texts) => texts.licence.resolution),
      (row) => row.Resolution,
    ),
    dateColumn(
      'begin',
      text((texts) => texts.licence.begin),
      (row: LicenceRow) => row.ResolutionBeg,
    ),
    dateColumn(
      'end',
      text((texts) => texts.licence.end),
      (row: LicenceRow) => row.ResolutionEnd,
    ),
    textColumn(
      'supplement',
      text((texts) => texts.licence.supplement),
      (row) => row.Supplement,
    ),
  ],
  rows: ({ database }) => once(() => queries.licences.load(database, undefined)),
};

// ---- The grading modal (grading-modal.tsx) -----------------------------------------------------------------

type GradingSpecialityRow = RowOfList<typeof calls.gradingSpecialities>;

export const gradingSpecialitiesTable: ExportTable<'gradingSpecialities', GradingSpecialityRow> = {
  name: 'gradingSpecialities',
  title: text((texts) => texts.grading.title),
  access: 'read',
  columns: [
    textColumn(
      'speciality',
      text((texts) => texts.grading.speciality),
      (row, lang) =>
        specialityName({
          code: row['p25-1'],
          name: localName({ ru: row['p25-2'], kg: row.p25_kg, en: row.p25_en }, lang),
        }),
    ),
    // No rule is an empty cell (the modal shows its empty choice, "--").
    textColumn(
      'variant',
      text((texts) => texts.grading.variant),
      (row) => row.ebe_var || null,
    ),
  ],
  // The cascade's faculty, direction and study form.
  filterName: async ({ database, filter, lang }) =>
    filterParts([
      await facultyName(database, filter.idFaculty, lang),
      await directionName(database, filter.idDirection, lang),
      await studyFormName(database, filter.idFEduc, lang),
    ]),
  rows: ({ database, filter }) =>
    once(() =>
      queries.gradingSpecialities.load(database, {
        facultyId: filter.idFaculty,
        directionId: filter.idDirection,
        studyFormId: filter.idFEduc,
      }),
    ),
};

/** The rule a table of the grading modal shows, as its select names it. */
const ruleName = ({ database, filter, lang }: RowsContext<{ idEbeVar: number }>) =>
  variantName(database, filter.idEbeVar, text((texts) => texts.grading.variantLabel)[lang]);

const column = (key: 'begin' | 'end' | 'order' | 'min' | 'max') =>
  text((texts) => texts.grading.columns[key]);

type RangeRow = RowOfList<typeof calls.variantRanges>;

export const variantRangesTable: ExportTable<'variantRanges', RangeRow> = {
  name: 'variantRanges',
  title: text((texts) => texts.grading.ranges),
  access: 'read',
  columns: [
    numberColumn('begin', column('begin'), (row) => row.beg_bal),
    numberColumn('end', column('end'), (row) => row.end_bal),
    textColumn(
      'grade',
      text((texts) => texts.grading.columns.grade),
      (row) => row.estimation,
    ),
  ],
  filterName: ruleName,
  rows: ({ database, filter }) =>
    once(() => queries.variantRanges.load(database, { variantId: filter.idEbeVar })),
};

type FieldRow = RowOfList<typeof calls.variantEstimation>;

const word = (pick: (texts: (typeof educational)['ru']) => string, lang: Language) => text(pick)[lang];

export const variantFieldsTable: ExportTable<'variantFields', FieldRow> = {
  name: 'variantFields',
  title: text((texts) => texts.grading.fields),
  access: 'read',
  columns: [
    numberColumn('order', column('order'), (row) => row.order_pole),
    textColumn(
      'field',
      text((texts) => texts.grading.columns.field),
      (row) => row.name_pole,
    ),
    textColumn(
      'kind',
      text((texts) => texts.grading.columns.kind),
      (row, lang) =>
        word((texts) => (row.info_or_value ? texts.grading.computed : texts.grading.entered), lang),
    ),
    textColumn(
      'inBook',
      text((texts) => texts.grading.columns.inBook),
      (row, lang) => textOf(shell, (texts) => (row.pole_mark_mag ? texts.choice.yes : texts.choice.no))[lang],
    ),
    textColumn(
      'formula',
      text((texts) => texts.grading.columns.formula),
      (row) => row.formula,
    ),
    numberColumn('min', column('min'), (row) => row.min),
    numberColumn('max', column('max'), (row) => row.max),
  ],
  filterName: ruleName,
  rows: ({ database, filter }) =>
    once(() => queries.variantEstimation.load(database, { variantId: filter.idEbeVar })),
};
