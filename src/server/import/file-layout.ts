import { distance } from 'fastest-levenshtein';
import {
  IMPORT_COLUMNS_MAX,
  type ImportColumnChoice,
  type ImportColumnMatch,
  type ImportLayout,
} from '../../contract/import';
import type { Language } from '../../contract/limits';
import { AppError } from '../core/errors';
import { translate } from '../core/messages';
import { type ExportColumn, recordColumns } from '../export/layout';
import { echo, type FileColumns, valueColumns } from './columns';
import { type Cell, TITLE_LINES_MAX } from './file-reader';
import type { AnyImportTable } from './layout';

// How a file's columns are read (decisions 0047 and 0053), as a registrar's file comes: the titles' line found under
// a heading, each title matched in any of the three languages and also when spelled slightly differently
// ("Наименование рус"), a column the table does not have left unread with a note, and the person's choice
// for any column the titles did not settle. While a required column is missing no row is judged: the
// dialog lists the table's columns and asks.

/** A line of the file. */
type Line = { line: number; cells: Cell[] };

/** The file read as the table's columns: its layout for the answer, the columns by position, its rows. */
export interface FileLayout {
  layout: ImportLayout;
  columns: FileColumns;
  rows: Line[];
}

/** A title compared exactly: trimmed, whatever its case. */
const exactKey = (title: string) => title.trim().toLocaleLowerCase('ru');
/** A title compared loosely: its letters and digits only, ё as е ("Наименование рус" is "Наименование (рус.)"). */
const looseKey = (title: string) =>
  title
    .toLocaleLowerCase('ru')
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The table's columns by each of their titles, exactly and loosely. */
function titlesOf(table: AnyImportTable) {
  const known: ExportColumn<unknown>[] = [...valueColumns(table), ...recordColumns(table.exported)];
  const exact = new Map<string, ExportColumn<unknown>>();
  const loose = new Map<string, ExportColumn<unknown>>();
  for (const column of known)
    for (const title of Object.values(column.title)) {
      exact.set(exactKey(title), column);
      loose.set(looseKey(title), column);
    }
  return { known, exact, loose };
}

type Titles = ReturnType<typeof titlesOf>;

/** The column a title names: exactly, or spelled slightly differently (a typo or two, no brackets). */
function matchOf(
  title: string,
  titles: Titles,
): { column: ExportColumn<unknown>; match: ImportColumnMatch } | undefined {
  if (title.trim() === '') return undefined;
  const exact = titles.exact.get(exactKey(title));
  if (exact) return { column: exact, match: 'exact' };
  const key = looseKey(title);
  if (key.length < 3) return undefined;
  const loose = titles.loose.get(key);
  if (loose) return { column: loose, match: 'similar' };
  // One typo in five letters at most, and only one column that near.
  const allowed = Math.max(1, Math.floor(key.length / 5));
  const near = [...titles.loose].filter(([other]) => distance(key, other) <= allowed);
  const columns = new Set(near.map(([, column]) => column));
  const [only] = columns;
  return columns.size === 1 && only ? { column: only, match: 'similar' } : undefined;
}

const textOf = (cell: Cell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

/**
 * The line of the titles: among the first lines, the one whose cells name most of the table's columns;
 * and how many they name.
 */
function titleLineOf(lines: readonly Line[], titles: Titles): { at: number; named: number } {
  let [best, bestCount] = [0, 0];
  for (const [index, { cells }] of lines.slice(0, TITLE_LINES_MAX).entries()) {
    const named = new Set(
      cells.slice(0, IMPORT_COLUMNS_MAX).map((cell) => matchOf(textOf(cell), titles)?.column),
    );
    named.delete(undefined);
    if (named.size > bestCount) [best, bestCount] = [index, named.size];
  }
  return { at: best, named: bestCount };
}

/** How long a sheet's name may be (Excel's limit): a longer table title is cut to it. */
const SHEET_NAME_MAX = 31;

/** Whether a sheet is named as a table's title (in any language, loosely; cut as Excel cuts a name). */
function namedAs(sheet: string, titles: readonly string[]): boolean {
  const name = looseKey(sheet);
  if (name.length < 3) return false;
  return titles.some((title) => {
    const key = looseKey(title);
    return key === name || (sheet.length >= SHEET_NAME_MAX && key.startsWith(name));
  });
}

/**
 * The sheet of a workbook a table is read from (decision 0061: a workbook of one sheet per table): the one
 * named as the table, else the one whose titles name most of its columns (the first of equals); a note
 * says which, when there are several.
 */
export function sheetOf(
  table: AnyImportTable,
  sheets: readonly { name: string; lines: readonly Line[] }[],
  lang: Language,
): { lines: readonly Line[]; note?: string } {
  const [first] = sheets;
  if (!first) throw new AppError('VALIDATION', 'importNoTitles');
  if (sheets.length === 1) return { lines: first.lines };
  const titles = titlesOf(table);
  const named = sheets.find((sheet) => namedAs(sheet.name, Object.values(table.exported.title)));
  let chosen = named ?? first;
  if (!named) {
    let most = -1;
    for (const sheet of sheets) {
      const { named: count } = titleLineOf(sheet.lines, titles);
      if (count > most) [chosen, most] = [sheet, count];
    }
  }
  return {
    lines: chosen.lines,
    note: translate('importNoteSheet', lang, { sheet: echo(chosen.name), count: sheets.length }),
  };
}

/**
 * Reads the file's lines as the table's columns, taking the person's `choices` for the columns the titles
 * did not settle; a 400 when a choice names no column of the table.
 */
export function layoutOf(
  table: AnyImportTable,
  lines: readonly Line[],
  lang: Language,
  choices: readonly ImportColumnChoice[] = [],
): FileLayout {
  const titles = titlesOf(table);
  const { at } = titleLineOf(lines, titles);
  const head = lines[at] as Line;
  const chosen = new Map(choices.map((choice) => [choice.index, choice.column]));
  const byKey = new Map(titles.known.map((column) => [column.key, column]));
  const notes: string[] = [];
  const columnTitle = (column: ExportColumn<unknown>) => column.title[lang];
  const read: ImportLayout['columns'] = [];
  const width = Math.min(head.cells.length, IMPORT_COLUMNS_MAX);
  for (let index = 0; index < width; index++) {
    const title = textOf(head.cells[index]);
    if (chosen.has(index)) {
      const key = chosen.get(index) ?? null;
      if (key !== null && !byKey.has(key)) throw new AppError('VALIDATION', 'importBadColumnChoice');
      read.push({ index, title: echo(title), column: key, match: key === null ? 'skipped' : 'chosen' });
      continue;
    }
    if (title === '') continue;
    const found = matchOf(title, titles);
    read.push({
      index,
      title: echo(title),
      column: found?.column.key ?? null,
      match: found?.match ?? 'unknown',
    });
  }
  if (head.cells.length > IMPORT_COLUMNS_MAX)
    notes.push(translate('importNoteTooWide', lang, { max: IMPORT_COLUMNS_MAX }));
  // Two columns read as one: neither is read until the person chooses.
  const byColumn = new Map<string, typeof read>();
  for (const each of read)
    if (each.column !== null) byColumn.set(each.column, [...(byColumn.get(each.column) ?? []), each]);
  for (const [key, same] of byColumn) {
    if (same.length < 2) continue;
    for (const each of same) Object.assign(each, { column: null, match: 'repeated' });
    notes.push(
      translate('importNoteRepeated', lang, {
        columns: same.map((each) => `«${each.title}»`).join(', '),
        column: columnTitle(byKey.get(key) as ExportColumn<unknown>),
      }),
    );
  }
  const heading = lines.slice(0, at).map((each) => each.line);
  if (heading.length > 0)
    notes.unshift(
      translate(heading.length === 1 ? 'importNoteHeadingLine' : 'importNoteHeading', lang, {
        lines: heading.join(', '),
      }),
    );
  for (const each of read) {
    const column = each.column === null ? undefined : byKey.get(each.column);
    if (each.match === 'similar' && column)
      notes.push(translate('importNoteSimilar', lang, { title: each.title, column: columnTitle(column) }));
    if (each.match === 'unknown')
      notes.push(
        translate('importNoteUnknown', lang, { title: each.title, table: table.exported.title[lang] }),
      );
  }
  const readKeys = new Set(read.map((each) => each.column));
  const missing = table.required.filter((key) => !readKeys.has(key));
  if (missing.length > 0)
    notes.push(
      translate('importNoteMissing', lang, {
        columns: missing.map((key) => `«${columnTitle(byKey.get(key) as ExportColumn<unknown>)}»`).join(', '),
      }),
    );
  const columns: FileColumns = [];
  for (const each of read) columns[each.index] = each.column === null ? undefined : byKey.get(each.column);
  return {
    layout: {
      titleLine: head.line,
      columns: read,
      expected: titles.known.map((column) => ({
        key: column.key,
        title: columnTitle(column),
        required: table.required.includes(column.key),
      })),
      missing,
      notes,
    },
    columns,
    rows: lines.slice(at + 1),
  };
}
