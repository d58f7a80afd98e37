import { yearLabel } from '../../../contract/academic-year';
import type { TurnoverRow } from '../../../contract/new-year';
import { screenTexts, textOf } from '../../core/screen-texts';
import { firstRow, sql } from '../../db/sql';
import { turnoverReportOf } from '../../new-year/turnovers';
import { type ExportTable, numberColumn, once, textColumn } from '../layout';

// An applied turnover's report (decision 0048; web/features/new-year/report-step.tsx): per speciality and
// kind, what was created, kept, replaced and not carried with the reasons, as the report step shows it.

const texts = screenTexts.newYear;
const text = (pick: (screen: (typeof texts)['ru']) => string) => textOf(texts, pick);

export const newYearReportTable: ExportTable<'newYearReport', TurnoverRow> = {
  name: 'newYearReport',
  title: textOf(screenTexts.shell, (shell) => shell.routes.newYear),
  access: 'read',
  columns: [
    textColumn(
      'faculty',
      text((screen) => screen.rows.faculty),
      (row) => row.faculty,
    ),
    textColumn(
      'record',
      text((screen) => screen.rows.record),
      (row) => row.record,
    ),
    textColumn(
      'kind',
      text((screen) => screen.rows.kind),
      (row, lang) => texts[lang].kinds[row.kind],
    ),
    numberColumn(
      'created',
      text((screen) => screen.reportHeadings.created),
      (row) => row.created,
    ),
    numberColumn(
      'kept',
      text((screen) => screen.reportHeadings.kept),
      (row) => row.kept,
    ),
    numberColumn(
      'replaced',
      text((screen) => screen.reportHeadings.replaced),
      (row) => row.replaced,
    ),
    numberColumn(
      'refused',
      text((screen) => screen.reportHeadings.refused),
      (row) => row.refused,
    ),
    textColumn(
      'reasons',
      text((screen) => screen.rows.reasons),
      (row) => row.reasons.join('; '),
    ),
  ],
  search: (row) => [row.faculty, row.record, ...row.reasons],
  // "2025-2026 → 2026-2027", the years as the turnovers' list names them.
  filterName: async ({ database, filter }) => {
    const years = await firstRow(
      database,
      { year_from: 'integer', year_to: 'integer' },
      sql`SELECT year_from::int AS year_from, year_to::int AS year_to FROM year_turnover WHERE id_year_turnover = ${filter.idTurnover}`,
    );
    return years ? `${yearLabel(years.year_from)} → ${yearLabel(years.year_to)}` : null;
  },
  rows: ({ database, filter, lang }) =>
    once(async () => (await turnoverReportOf(database, lang, filter.idTurnover)).rows),
};
