import type { PositionRow } from '../../../contract/positions';
import { screenTexts, textOf } from '../../core/screen-texts';
import * as queries from '../../positions/queries';
import * as structure from '../../structure/queries';
import { type ExportTable, numberColumn, once, textColumn } from '../layout';

// The teaching-positions screen (decision 0020) as web/features/positions/positions-page.tsx
// shows it: an academic year's positions and their hours.

const positions = screenTexts.positions;

export const positionsTable: ExportTable<'positionTeaching', PositionRow> = {
  name: 'positionTeaching',
  title: textOf(screenTexts.shell, (texts) => texts.routes.positions),
  access: 'read',
  columns: [
    textColumn(
      'name',
      textOf(positions, (texts) => texts.name),
      (row) => row.n_doljnost,
    ),
    numberColumn(
      'hours',
      textOf(positions, (texts) => texts.hours),
      (row) => row.chasy,
    ),
  ],
  // The year as its select labels it ("2025-2026").
  filterName: async ({ database, filter }) =>
    (await structure.academicYears.load(database, undefined)).find((row) => row.id_a_year === filter.idYear)
      ?.label ?? null,
  rows: ({ database, filter }) => once(() => queries.yearPositions.load(database, { year: filter.idYear })),
};
