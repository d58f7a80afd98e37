import type { Language } from '../../../contract/limits';
import type * as calls from '../../../contract/structure';
import { screenTexts, type Trilingual, textOf } from '../../core/screen-texts';
import type { Database } from '../../db/connection';
import * as queries from '../../import/structure-queries';
import * as structure from '../../structure/queries';
import {
  dateColumn,
  type ExportColumn,
  type ExportTable,
  numberColumn,
  once,
  type RowOfList,
  textColumn,
} from '../layout';
import { academicYearName, filterParts } from './named';
import { localName } from './reference';

// The university's own structure (decision 0061): its faculties, the specialities they teach
// and its groups with their planned students of a half-year, as a registrar keeps them in Excel and as
// their import takes them back (import/tables/structure-*.ts). The educational screen's Import structure
// dialog offers each, and its template.

const educational = screenTexts.educational;
const text = (pick: (texts: (typeof educational)['ru']) => string) => textOf(educational, pick);
const column = (key: keyof (typeof educational)['ru']['structureImport']['columns']) =>
  text((texts) => texts.structureImport.columns[key]);

/** The file's name: the university, as the cascade names it. */
async function universityName(database: Database, idVuz: number, lang: Language) {
  const names = await queries.universityNamed(database, idVuz);
  return names ? localName(names, lang) : null;
}

/** A name of a row in the language asked for (a translation left empty falls back to Russian). */
const named = (ru: string | null, kg: string | null, en: string | null) => (lang: Language) =>
  ru === null ? '' : localName({ ru, kg: kg ?? '', en: en ?? '' } satisfies Trilingual, lang);

// ---- Faculties -------------------------------------------------------------------------------------------

type FacultyRow = RowOfList<typeof calls.faculties>;

const facultyText = (key: keyof (typeof educational)['ru']['faculty']) => text((texts) => texts.faculty[key]);

export const facultiesTable: ExportTable<'faculties', FacultyRow> = {
  name: 'faculties',
  title: text((texts) => texts.structureImport.kinds.faculties),
  access: 'read',
  columns: [
    textColumn('shortRu', facultyText('shortFaculty'), (row) => row.short_faculty),
    textColumn('shortKg', facultyText('shortFacultyKg'), (row) => row.short_faculty_kg),
    textColumn('shortEn', facultyText('shortFacultyEn'), (row) => row.short_faculty_en),
    textColumn('ru', facultyText('faculty_'), (row) => row.faculty),
    textColumn('kg', facultyText('facultyKg'), (row) => row.faculty_kg),
    textColumn('en', facultyText('facultyEn'), (row) => row.faculty_en),
    textColumn('director', facultyText('nDirector'), (row) => row.nDirector),
  ],
  search: (row) => [row.short_faculty, row.faculty, row.faculty_kg, row.faculty_en],
  filterName: ({ database, filter, lang }) => universityName(database, filter.idVuz, lang),
  rows: ({ database, filter }) =>
    once(() => structure.faculties.load(database, { universityId: filter.idVuz })),
  record: { id: (row) => row.id_faculty, version: (row) => row.rowVersion },
};

// ---- The specialities the faculties teach ------------------------------------------------------------------

type SpecialityRow = queries.StructureSpeciality;

/** The columns naming a speciality as a faculty teaches it: faculty, direction, speciality, study form. */
const specialityColumns = <Row extends { faculty: string; faculty_kg: string; faculty_en: string }>(
  row: {
    direction: (row: Row) => string;
    code: (row: Row) => string;
    form: (row: Row, lang: Language) => string;
  },
  name?: (row: Row, lang: Language) => string,
): ExportColumn<Row>[] => [
  textColumn<Row>('faculty', column('faculty'), (each, lang) =>
    named(each.faculty, each.faculty_kg, each.faculty_en)(lang),
  ),
  textColumn<Row>('direction', column('direction'), row.direction),
  textColumn<Row>('code', column('code'), row.code),
  ...(name ? [textColumn<Row>('speciality', column('speciality'), name)] : []),
  textColumn<Row>('form', column('form'), row.form),
];

export const facultySpecialitiesTable: ExportTable<'facultySpecialities', SpecialityRow> = {
  name: 'facultySpecialities',
  title: text((texts) => texts.structureImport.kinds.facultySpecialities),
  access: 'read',
  columns: [
    ...specialityColumns<SpecialityRow>(
      {
        direction: (row) => row.direction,
        code: (row) => row.code,
        form: (row, lang) => named(row.f_educ, row.f_educ_kg, row.f_educ_en)(lang),
      },
      (row, lang) => named(row.special, row.special_kg, row.special_en)(lang),
    ),
    textColumn('department', column('department'), (row, lang) =>
      named(row.department, row.department_kg, row.department_en)(lang),
    ),
    textColumn('level', column('level'), (row, lang) => named(row.level, row.level_kg, row.level_en)(lang)),
    textColumn('qualification', column('qualification'), (row, lang) =>
      named(row.qualification, row.qualification_kg, row.qualification_en)(lang),
    ),
    numberColumn('term', column('term'), (row) => row.term),
    numberColumn('standard', column('standard'), (row) => row.standard),
    textColumn('licence', column('licence'), (row) => row.resolution ?? ''),
    dateColumn('licenceBegin', column('licenceBegin'), (row) => row.resolution_beg),
    dateColumn('licenceEnd', column('licenceEnd'), (row) => row.resolution_end),
    textColumn('supplement', column('supplement'), (row) => row.supplement ?? ''),
  ],
  search: (row) => [row.code, row.special, row.special_kg, row.special_en, row.direction],
  filterName: ({ database, filter, lang }) => universityName(database, filter.idVuz, lang),
  rows: ({ database, filter }) => once(() => queries.universitySpecialities(database, filter.idVuz)),
  record: { id: (row) => row.id_speciality, version: (row) => row.row_version },
};

// ---- Groups and their planned students -----------------------------------------------------------------

type GroupRow = queries.StructureGroup;

export const groupsTable: ExportTable<'groups', GroupRow> = {
  name: 'groups',
  title: text((texts) => texts.structureImport.kinds.groups),
  access: 'read',
  columns: [
    ...specialityColumns<GroupRow>({
      direction: (row) => row.direction,
      code: (row) => row.code,
      form: (row, lang) => named(row.f_educ, row.f_educ_kg, row.f_educ_en)(lang),
    }),
    textColumn('nameGroup', column('nameGroup'), (row) => row.name_group),
    numberColumn('subGroup', column('subGroup'), (row) => row.sub_group),
    textColumn('year', column('year'), (row) => row.year_label),
    // The course in the filter's year: read, never written (the intake year says it).
    numberColumn('course', column('course'), (row) => row.course),
    textColumn('dop', column('dop'), (row) => row.dop),
    numberColumn('budget', column('budget'), (row) => row.kol_b),
    numberColumn('contract', column('contract'), (row) => row.kol_k),
  ],
  search: (row) => [row.group_name, row.code],
  filterName: async ({ database, filter, lang }) => {
    const halfYear = (await structure.halfYears.load(database, undefined)).find(
      (row) => row.id_w_s === filter.idWs,
    );
    return filterParts([
      await universityName(database, filter.idVuz, lang),
      await academicYearName(database, filter.idYear),
      halfYear && localName({ ru: halfYear.name, kg: halfYear.name_kg, en: halfYear.name_en }, lang),
    ]);
  },
  rows: ({ database, filter }) =>
    once(() =>
      queries.universityGroups(database, {
        universityId: filter.idVuz,
        year: filter.idYear,
        halfYear: filter.idWs,
      }),
    ),
  record: { id: (row) => row.id_group, version: (row) => row.row_version },
};
