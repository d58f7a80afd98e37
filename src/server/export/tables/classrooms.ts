import type { BuildingRow, ClassroomRow, OfficeRow, SpecificsRow } from '../../../contract/classrooms';
import * as catalog from '../../catalog/queries';
import * as queries from '../../classrooms/queries';
import { screenTexts, textOf } from '../../core/screen-texts';
import { type ExportTable, numberColumn, once, textColumn } from '../layout';
import { facultyNames, nameOf, namesById } from './names';
import { localName } from './reference';

// The classrooms screen (decision 0021) as web/features/classrooms/classrooms-page.tsx shows it: a building's
// classrooms with their specifics, faculty, department and office named in the language; and the tables
// of its specifics, buildings and offices modals (specifics-modal.tsx, places-modals.tsx).

const classrooms = screenTexts.classrooms;
const shell = screenTexts.shell;
const text = (pick: (texts: (typeof classrooms)['ru']) => string) => textOf(classrooms, pick);

/** A classroom with the names its picked columns show, looked up in the request's language. */
export type ExportedClassroom = ClassroomRow & {
  specificsName: string | null;
  facultyName: string | null;
  departmentName: string | null;
  officeName: string | null;
};

export const classroomsTable: ExportTable<'audience', ExportedClassroom> = {
  name: 'audience',
  title: textOf(shell, (texts) => texts.routes.classrooms),
  access: 'read',
  columns: [
    textColumn(
      'number',
      text((texts) => texts.number),
      (row) => row.number,
    ),
    numberColumn(
      'capacity',
      text((texts) => texts.capacity),
      (row) => row.contain,
    ),
    numberColumn(
      'square',
      text((texts) => texts.square),
      (row) => row.square,
    ),
    textColumn(
      'note',
      text((texts) => texts.note),
      (row) => row.note,
    ),
    textColumn(
      'specifics',
      text((texts) => texts.specifics),
      (row) => row.specificsName,
    ),
    textColumn(
      'faculty',
      text((texts) => texts.faculty),
      (row) => row.facultyName,
    ),
    textColumn(
      'department',
      text((texts) => texts.department),
      (row) => row.departmentName,
    ),
    textColumn(
      'office',
      text((texts) => texts.office),
      (row) => row.officeName,
    ),
  ],
  filterName: async ({ database, filter, lang }) => {
    const building = (await queries.buildings.load(database, undefined)).find(
      (row) => row.id_korpus === filter.idKorpus,
    );
    return building
      ? localName({ ru: building.korpus, kg: building.korpus_kg, en: building.korpus_en }, lang)
      : null;
  },
  async *rows({ database, filter, lang }) {
    const [rooms, kinds, faculties, departments, offices] = await Promise.all([
      queries.classrooms.load(database, { buildingId: filter.idKorpus }),
      queries.specifics.load(database, undefined),
      facultyNames(database, lang),
      catalog.departments.load(database, undefined),
      queries.offices.load(database, undefined),
    ]);
    const kindNames = namesById(
      kinds,
      (row) => row.id_specifics,
      (row) => ({ ru: row.specifics, kg: row.specifics_kg, en: row.specifics_en }),
      lang,
    );
    const departmentNames = namesById(
      departments,
      (row) => row.idKafedra,
      (row) => ({ ru: row.f1, kg: row.f1_kg, en: row.f1_en }),
      lang,
    );
    const officeNames = namesById(
      offices,
      (row) => row.id_otdel,
      (row) => ({ ru: row.otdel, kg: row.otdel_kg, en: row.otdel_en }),
      lang,
    );
    yield rooms.map((room) => ({
      ...room,
      specificsName: nameOf(kindNames, room.id_specifics),
      facultyName: nameOf(faculties, room.id_faculty),
      departmentName: nameOf(departmentNames, room.id_kafedra),
      officeName: nameOf(officeNames, room.id_otdel_1),
    }));
  },
  record: { id: (row) => row.id_auditorium, version: (row) => row.rowVersion },
};

/** The specifics modal: the three names and the short name, as its inline table keys them. */
export const classroomSpecificsTable: ExportTable<'audienceSpecifics', SpecificsRow> = {
  name: 'audienceSpecifics',
  title: text((texts) => texts.specificsTitle),
  access: 'read',
  columns: [
    textColumn(
      'specifics',
      textOf(shell, (texts) => texts.columns.nameRu),
      (row) => row.specifics,
    ),
    textColumn(
      'specificsKg',
      textOf(shell, (texts) => texts.columns.nameKg),
      (row) => row.specifics_kg,
    ),
    textColumn(
      'specificsEn',
      textOf(shell, (texts) => texts.columns.nameEn),
      (row) => row.specifics_en,
    ),
    textColumn(
      'shortSpecifics',
      text((texts) => texts.shortName),
      (row) => row.short_specifics,
    ),
  ],
  rows: ({ database }) => once(() => queries.specifics.load(database, undefined)),
};

/** A name's three columns, keyed as the modal's inline table keys them, titled as the shell titles names. */
const threeNames = <Row>(key: string, names: (row: Row) => [string, string, string]) => [
  textColumn(
    key,
    textOf(shell, (texts) => texts.columns.nameRu),
    (row: Row) => names(row)[0],
  ),
  textColumn(
    `${key}Kg`,
    textOf(shell, (texts) => texts.columns.nameKg),
    (row: Row) => names(row)[1],
  ),
  textColumn(
    `${key}En`,
    textOf(shell, (texts) => texts.columns.nameEn),
    (row: Row) => names(row)[2],
  ),
];

/** The buildings modal: the three names and the three addresses. */
export const buildingsTable: ExportTable<'audienceBuildings', BuildingRow> = {
  name: 'audienceBuildings',
  title: text((texts) => texts.buildingsTitle),
  access: 'read',
  columns: [
    ...threeNames<BuildingRow>('korpus', (row) => [row.korpus, row.korpus_kg, row.korpus_en]),
    textColumn(
      'adres',
      text((texts) => texts.addressRu),
      (row) => row.adres,
    ),
    textColumn(
      'adresKg',
      text((texts) => texts.addressKg),
      (row) => row.adres_kg,
    ),
    textColumn(
      'adresEn',
      text((texts) => texts.addressEn),
      (row) => row.adres_en,
    ),
  ],
  rows: ({ database }) => once(() => queries.buildings.load(database, undefined)),
};

/** The offices modal: the three names. */
export const officesTable: ExportTable<'audienceOffices', OfficeRow> = {
  name: 'audienceOffices',
  title: text((texts) => texts.officesTitle),
  access: 'read',
  columns: threeNames<OfficeRow>('otdel', (row) => [row.otdel, row.otdel_kg, row.otdel_en]),
  rows: ({ database }) => once(() => queries.offices.load(database, undefined)),
};
