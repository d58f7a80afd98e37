import { yearLabel } from '../../contract/academic-year';
import type { Language } from '../../contract/limits';
import type { MinistryOverview, MinistryUniversity } from '../../contract/ministry';
import { screenTexts } from '../core/screen-texts';
import type { CellValue, ColumnKind } from '../export/layout';
import type { Batches, FileColumn } from '../export/writers';

// The ministry's console as a file (decision 0069): a row per university as the screen shows it, then the
// totals; the columns are the screen's, titled in the reader's language.

type Texts = (typeof screenTexts.ministry)['ru'];
type Row = Pick<MinistryUniversity, 'staff' | 'figures'> &
  Partial<Pick<MinistryUniversity, 'code' | 'name' | 'licence' | 'lastActivityAt'>>;

interface Column {
  title: (texts: Texts) => string;
  kind: ColumnKind;
  value: (row: Row, texts: Texts) => CellValue;
}

const columns: Column[] = [
  { title: (t) => t.columns.university, kind: 'text', value: (row) => row.name ?? null },
  { title: (t) => t.columns.code, kind: 'text', value: (row) => row.code ?? null },
  {
    title: (t) => t.columns.licence,
    kind: 'text',
    value: (row, t) => (row.licence ? t.licence[row.licence.verdict] : null),
  },
  { title: (t) => t.columns.licenceUntil, kind: 'date', value: (row) => row.licence?.validUntil ?? null },
  ...(['administrators', 'editors', 'viewers', 'disabled'] as const).map(
    (key): Column => ({ title: (t) => t.columns[key], kind: 'number', value: (row) => row.staff[key] }),
  ),
  {
    title: (t) => t.columns.lastActivity,
    kind: 'datetime',
    value: (row) => (row.lastActivityAt ? new Date(row.lastActivityAt) : null),
  },
  ...(['faculties', 'groups', 'students', 'planBudget', 'planContract', 'seats', 'openChecks'] as const).map(
    (key): Column => ({ title: (t) => t.columns[key], kind: 'number', value: (row) => row.figures[key] }),
  ),
];

/** The file's columns, titled in the reader's language. */
export function fileColumns(lang: Language): FileColumn[] {
  const texts = screenTexts.ministry[lang];
  return columns.map((column) => ({ title: column.title(texts), kind: column.kind }));
}

/** The file's rows: every university, then the totals. */
export async function* fileRows(overview: MinistryOverview, lang: Language): Batches {
  const texts = screenTexts.ministry[lang];
  const totals: Row = {
    ...overview.totals,
    name: texts.totals.replace('{{count}}', String(overview.universities.length)),
  };
  yield [...overview.universities, totals].map((row) => columns.map((column) => column.value(row, texts)));
}

/** The file's title: the console's, and the year. */
export const fileTitle = (year: number, lang: Language) =>
  [screenTexts.ministry[lang].title, yearLabel(year)] as const;
