import type * as calls from '../../../contract/catalog';
import type { Language } from '../../../contract/limits';
import * as queries from '../../catalog/queries';
import { screenTexts, type Trilingual, textOf } from '../../core/screen-texts';
import { type ExportColumn, type ExportTable, once, type RowOfList, textColumn } from '../layout';

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

const screenTitle = (screen: 'direction' | 'speciality' | 'kafedra' | 'qual' | 'level') =>
  textOf(shell, (texts) => texts.routes[screen]);

const directionNames: NamesOf<RowOfList<typeof calls.allDirection>> = {
  code: (row) => row['p24-1'],
  names: (row) => ({ ru: row['p24-2'], kg: row.p24_kg, en: row.p24_en }),
};
export const directionTable: ExportTable<'direction', RowOfList<typeof calls.allDirection>> = {
  name: 'direction',
  title: screenTitle('direction'),
  access: 'read',
  columns: nameColumns(directionNames),
  search: searchOf(directionNames),
  translations: directionNames.names,
  record: { id: (row) => row.id_direction, version: (row) => row.rowVersion },
  rows: ({ database }) => once(() => queries.directions.load(database, undefined)),
};

const specialNames: NamesOf<RowOfList<typeof calls.allSpecial>> = {
  code: (row) => row['p25-1'],
  names: (row) => ({ ru: row['p25-2'], kg: row.p25_kg, en: row.p25_en }),
};
export const specialityTable: ExportTable<'speciality', RowOfList<typeof calls.allSpecial>> = {
  name: 'speciality',
  title: screenTitle('speciality'),
  access: 'read',
  columns: nameColumns(specialNames),
  search: searchOf(specialNames),
  translations: specialNames.names,
  record: { id: (row) => row.id_special, version: (row) => row.rowVersion },
  rows: ({ database }) => once(() => queries.specials.load(database, undefined)),
};

type KafedraRow = RowOfList<typeof calls.kafedra>;
const kafedraNames: NamesOf<KafedraRow> = {
  shortName: (row) => row.sn_f1,
  names: (row) => ({ ru: row.f1, kg: row.f1_kg, en: row.f1_en }),
};
export const kafedraTable: ExportTable<'kafedra', KafedraRow> = {
  name: 'kafedra',
  title: screenTitle('kafedra'),
  access: 'read',
  columns: [
    ...nameColumns(kafedraNames),
    textColumn<KafedraRow>(
      'faculty',
      textOf(shell, (texts) => texts.fields.faculty),
      (row, lang) => localName({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }, lang),
    ),
  ],
  search: searchOf(kafedraNames),
  translations: kafedraNames.names,
  record: { id: (row) => row.idKafedra, version: (row) => row.rowVersion },
  rows: ({ database }) => once(() => queries.kafedras.load(database, undefined)),
};

const qualificationNames: NamesOf<RowOfList<typeof calls.qualification>> = {
  names: (row) => ({ ru: row.NameQualification, kg: row.NameQualification_kg, en: row.NameQualification_en }),
};
export const qualificationTable: ExportTable<'qual', RowOfList<typeof calls.qualification>> = {
  name: 'qual',
  title: screenTitle('qual'),
  access: 'read',
  columns: nameColumns(qualificationNames),
  search: searchOf(qualificationNames),
  translations: qualificationNames.names,
  record: { id: (row) => row.IDQualification, version: (row) => row.rowVersion },
  rows: ({ database }) => once(() => queries.qualifications.load(database, undefined)),
};

const levelNames: NamesOf<RowOfList<typeof calls.nameLevel>> = {
  names: (row) => ({ ru: row.NameLevel, kg: row.NameLevel_kg, en: row.NameLevel_en }),
};
export const levelTable: ExportTable<'level', RowOfList<typeof calls.nameLevel>> = {
  name: 'level',
  title: screenTitle('level'),
  access: 'read',
  columns: nameColumns(levelNames),
  search: searchOf(levelNames),
  translations: levelNames.names,
  record: { id: (row) => row.IDLevel, version: (row) => row.rowVersion },
  rows: ({ database }) => once(() => queries.levels.load(database, undefined)),
};
