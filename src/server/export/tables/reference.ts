import * as calls from '../../../contract/catalog';
import type { Language } from '../../../contract/limits';
import { FACULTY_NAMES, namesIn, type ReferenceTable, textIn } from '../../../contract/reference-table';
import * as queries from '../../catalog/queries';
import { screenTexts, type Trilingual, textOf } from '../../core/screen-texts';
import { type ExportColumn, type ExportTable, once, type RowsContext, textColumn } from '../layout';

// The five reference lists (SPEC §2): a code (directions, specialities), the three names, and a
// department's faculty, as namedReferenceScreen shows them (web/components/reference-screen/names.ts).

const shell = screenTexts.shell;

/** A name in the language asked for; an empty Kyrgyz or English one falls back to Russian, as on screen. */
export const localName = (names: Trilingual, lang: Language) => names[lang] || names.ru;

/** Where a row keeps its code (if it has one) and its three names. */
interface NamesOf<Row> {
  code?: (row: Row) => string;
  /** A short name (departments). */
  shortName?: (row: Row) => string;
  names: (row: Row) => Trilingual;
}

const NAME_TITLES = {
  ru: textOf(shell, (texts) => texts.columns.nameRu),
  kg: textOf(shell, (texts) => texts.columns.nameKg),
  en: textOf(shell, (texts) => texts.columns.nameEn),
};

/** The columns of a row's code or short name and its names, as the screen's columns key them. */
function nameColumns<Row>(of: NamesOf<Row>): ExportColumn<Row>[] {
  const { code, shortName } = of;
  return [
    ...(code
      ? [
          textColumn<Row>(
            'code',
            textOf(shell, (texts) => texts.fields.code),
            code,
          ),
        ]
      : []),
    ...(shortName
      ? [
          textColumn<Row>(
            'shortName',
            textOf(shell, (texts) => texts.fields.shortName),
            shortName,
          ),
        ]
      : []),
    ...(['ru', 'kg', 'en'] as const).map((language) =>
      textColumn<Row>(language, NAME_TITLES[language], (row) => of.names(row)[language]),
    ),
  ];
}

/** What the screen's search box matches: the code or short name, then the three names. */
const searchOf =
  <Row>(of: NamesOf<Row>) =>
  (row: Row) => {
    const names = of.names(row);
    const lead = of.code ?? of.shortName;
    return [...(lead ? [lead(row)] : []), names.ru, names.kg, names.en];
  };

/**
 * Each list's screen, by the name of its table in the export: the names are the API's wire values
 * (contract/export.ts), kept although the code names the concepts otherwise (docs/glossary.md).
 */
const SCREENS = {
  direction: 'directions',
  speciality: 'specialityNames',
  kafedra: 'departments',
  qual: 'qualifications',
  level: 'levels',
} as const;

const screenTitle = (table: keyof typeof SCREENS) => textOf(shell, (texts) => texts.routes[SCREENS[table]]);

type Listed = { edit: boolean; rowVersion: number };
/** A described table's row, read by the keys its description gives (contract/reference-table.ts). */
const numberOf = (row: Listed, key: string) => (row as unknown as Record<string, number>)[key] as number;

/**
 * The export of a table described once (decision 0065): its code or short name, its three names, a
 * department's faculty, then its further columns; searched and checked for translations as on screen.
 */
function describedExport<Name extends keyof typeof SCREENS, Row extends Listed>(
  name: Name,
  described: ReferenceTable,
  list: {
    load: (database: RowsContext<undefined>['database'], params: undefined) => Promise<readonly Row[]>;
  },
): ExportTable<Name, Row> {
  const { lead, names, faculty, more = [] } = described;
  const of: NamesOf<Row> = {
    ...(lead && { [lead.kind]: (row: Row) => textIn(row, lead.row) }),
    names: (row) => namesIn(row, names.row),
  };
  return {
    name,
    title: screenTitle(name),
    access: 'read',
    columns: [
      ...nameColumns(of),
      ...(faculty
        ? [
            textColumn<Row>(
              'faculty',
              textOf(shell, (texts) => texts.fields.faculty),
              (row, lang) => localName(namesIn(row, FACULTY_NAMES), lang),
            ),
          ]
        : []),
      ...more.map((column) => textColumn<Row>(column.row, column.label, (row) => textIn(row, column.row))),
    ],
    search: searchOf(of),
    translations: of.names,
    record: { id: (row) => numberOf(row, described.key.row), version: (row) => row.rowVersion },
    rows: ({ database }) => once(() => list.load(database, undefined)),
  };
}

export const directionTable = describedExport('direction', calls.directionTable, queries.directions);
export const specialityTable = describedExport('speciality', calls.specialTable, queries.specials);
export const departmentTable = describedExport('kafedra', calls.departmentTable, queries.departments);
export const qualificationTable = describedExport('qual', calls.qualificationTable, queries.qualifications);
export const levelTable = describedExport('level', calls.levelTable, queries.levels);
