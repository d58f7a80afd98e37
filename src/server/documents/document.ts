import type { DocumentCell, DocumentColumn, PrintedDocument } from '../../contract/documents';
import type { Language } from '../../contract/limits';
import { AppError } from '../core/errors';
import type { Trilingual } from '../core/screen-texts';
import type { Database } from '../db/connection';
import type { ExportColumn } from '../export/layout';
import { localName } from '../export/tables/reference';
import { type FacultyWithUniversity, facultiesWithUniversity } from './queries';
import { documentDay, documentText } from './texts';

// What every document is made of: columns picked from the screens' export tables (the titles and values
// the screens and their files show), the university's heading and approval, the day it was made.

/** What a document is built with: the database, the reader's language and today on the university's clock. */
export interface DocumentContext {
  database: Database;
  lang: Language;
  /** yyyy-mm-dd. */
  today: string;
}

/** A column of a document: its title, how it is set, and its cell of a row. */
export interface Column<Row> {
  title: string;
  numeric: boolean;
  wide: boolean;
  cell: (row: Row, index: number) => DocumentCell;
}

/** A screen's column (export/tables) as a document's, by its key there. */
export function screenColumn<Row>(
  columns: readonly ExportColumn<Row>[],
  key: string,
  lang: Language,
  wide = false,
): Column<Row> {
  const column = columns.find((each) => each.key === key);
  if (!column) throw new Error(`no column ${key}`);
  return {
    title: column.title[lang],
    numeric: column.kind === 'number',
    wide,
    cell: (row) => {
      const value = column.value(row, lang);
      return value instanceof Date ? value.toISOString() : value;
    },
  };
}

/** A column of the document's own (a text of texts.ts or of a screen). */
export const ownColumn = <Row>(
  title: string,
  cell: Column<Row>['cell'],
  { numeric = false, wide = false } = {},
): Column<Row> => ({ title, numeric, wide, cell });

/** The row number ("№"), counted within the section. */
export const numberColumn = <Row>(lang: Language): Column<Row> =>
  ownColumn(documentText('rowNumber', lang), (_row, index) => index + 1, { numeric: true });

export const columnsOf = <Row>(columns: readonly Column<Row>[]): DocumentColumn[] =>
  columns.map(({ title, numeric, wide }) => ({ title, numeric, wide }));

export const cellsOfRows = <Row>(columns: readonly Column<Row>[], rows: readonly Row[]): DocumentCell[][] =>
  rows.map((row, index) => columns.map((column) => column.cell(row, index)));

/** A row of sums: the label in column `labelAt`, each numeric column summed where `summed` says. */
export function totalRow(
  rows: readonly DocumentCell[][],
  width: number,
  { label, labelAt, summed }: { label: string; labelAt: number; summed: (index: number) => boolean },
): DocumentCell[] {
  return Array.from({ length: width }, (_cell, index) => {
    if (index === labelAt) return label;
    if (!summed(index)) return null;
    const sum = rows.reduce<number>(
      (total, row) => total + (typeof row[index] === 'number' ? row[index] : 0),
      0,
    );
    // Areas have decimals: a sum of floats is rounded as the screen writes them.
    return Math.round(sum * 100) / 100;
  });
}

/** A faculty with its university, or 404 naming nothing a client may not know. */
export async function facultyOf(database: Database, facultyId: number): Promise<FacultyWithUniversity> {
  const faculty = (await facultiesWithUniversity(database)).find((row) => row.idFaculty === facultyId);
  if (!faculty) throw new AppError('NOT_FOUND', 'recordNotFound');
  return faculty;
}

const names = (ru: string, kg: string, en: string): Trilingual => ({ ru, kg, en });
export const facultyName = (faculty: FacultyWithUniversity, lang: Language) =>
  localName(names(faculty.faculty, faculty.faculty_kg, faculty.faculty_en), lang);
export const universityName = (faculty: FacultyWithUniversity, lang: Language) =>
  localName(names(faculty.university, faculty.university_kg, faculty.university_en), lang);
const universityShort = (faculty: FacultyWithUniversity, lang: Language) =>
  localName(names(faculty.universityShort, faculty.universityShort_kg, faculty.universityShort_en), lang);

/** The rector's approval at the top right: "УТВЕРЖДАЮ / Ректор БГУЭТ / ______ name / «__» ____ 20__ г.". */
export const approvalOf = (faculty: FacultyWithUniversity, lang: Language) => [
  documentText('approved', lang),
  documentText('rectorOf', lang, { university: universityShort(faculty, lang) }),
  documentText('signedBy', lang, { name: faculty.rector }).trim(),
  documentText('approvalDay', lang),
];

/** The parts every document has the same way: the day it was made, the page footer, the file's name. */
export function finish(
  context: DocumentContext,
  document: Omit<PrintedDocument, 'made' | 'pageOf' | 'fileName'>,
  nameParts: readonly string[],
): PrintedDocument {
  const day = documentDay(context.today, context.lang);
  return {
    ...document,
    fileName: [...nameParts, context.today].filter(Boolean).join(' — '),
    made: documentText('made', context.lang, { day }),
    pageOf: documentText('pageOf', context.lang),
  };
}
