import { currentAcademicYear, stageOf } from '../../../contract/academic-year';
import type { Language } from '../../../contract/limits';
import type * as plannedStudentCalls from '../../../contract/planned-students';
import { specialityName as named } from '../../../contract/speciality-name';
import type * as calls from '../../../contract/structure';
import { screenTexts, textOf } from '../../core/screen-texts';
import type { Database } from '../../db/connection';
import * as plannedStudentQueries from '../../speciality-plan/planned-students-queries';
import * as structure from '../../structure/queries';
import {
  type ExportColumn,
  type ExportTable,
  numberColumn,
  once,
  type RowOfList,
  textColumn,
} from '../layout';
import { specialityNamed } from '../queries';
import { academicYearName, facultyName, filterParts } from './named';
import { localName } from './reference';

// The educational screen's group tables (decisions 0014 and 0015; web/features/educational): the groups panel of
// the chosen speciality, the group-choice modal's name-groups, the next year modal's groups of a year and
// the planned students, each as its screen shows it and named after what it chose.

const educational = screenTexts.educational;
const text = (pick: (texts: (typeof educational)['ru']) => string) => textOf(educational, pick);

/** A speciality as the cascade names it: its code and name (with its study form, where two may share them). */
async function specialityName(database: Database, idSpeciality: number, lang: Language, withForm = false) {
  const speciality = await specialityNamed(database, idSpeciality);
  if (!speciality) return null;
  return named({
    code: speciality['p25-1'],
    name: localName({ ru: speciality['p25-2'], kg: speciality.p25_kg, en: speciality.p25_en }, lang),
    form: withForm
      ? localName({ ru: speciality.f_educ, kg: speciality.f_educ_kg, en: speciality.f_educ_en }, lang)
      : null,
  });
}

// ---- The groups panel (groups-panel.tsx) ----------------------------------------------------------------

type GroupRow = RowOfList<typeof calls.specialityGroups>;

/** The course column: the course while studying, else the stage's word ("Next year's intake", "Graduated"). */
const courseColumn: ExportColumn<GroupRow> = {
  key: 'course',
  title: text((texts) => texts.groups.course),
  kind: 'number',
  value: (row, lang) => {
    const stage = stageOf(row.course, row.max_course);
    return stage === 'studying' ? row.course : text((texts) => texts.groups[stage])[lang];
  },
};

export const specialityGroupsTable: ExportTable<'specialityGroups', GroupRow> = {
  name: 'specialityGroups',
  title: text((texts) => texts.groups.title),
  access: 'read',
  columns: [
    textColumn(
      'name',
      text((texts) => texts.groups.name),
      (row) => row.group_name,
    ),
    textColumn(
      'year',
      text((texts) => texts.groups.year),
      (row) => row.year_label,
    ),
    courseColumn,
    textColumn(
      'dop',
      text((texts) => texts.groups.dop),
      (row) => row.dop,
    ),
    textColumn(
      'winter',
      text((texts) => texts.groups.winter),
      (row, lang) => (row.winter_reception ? text((texts) => texts.yes)[lang] : ''),
    ),
  ],
  // The speciality, then the course filter where one is chosen (as its select names it).
  filterName: async ({ database, filter, lang }) => {
    const { idSpeciality, idRate, stage } = filter;
    const courses =
      idRate > 0 ? await structure.specialityCourses.load(database, { specialityId: idSpeciality }) : [];
    const course = courses.find((row) => row.id_rate === idRate);
    return filterParts([
      await specialityName(database, idSpeciality, lang),
      course && localName({ ru: course.label, kg: course.label_kg, en: course.label_en }, lang),
      stage && text((texts) => texts.groups[stage])[lang],
    ]);
  },
  // The screen's read (structure/routes.ts: this academic year's courses), then its stage filter.
  rows: ({ database, filter }) =>
    once(async () => {
      const rows = await structure.specialityGroups.load(database, {
        academicYear: currentAcademicYear(),
        course: filter.idRate,
        specialityId: filter.idSpeciality,
      });
      const { stage } = filter;
      return stage ? rows.filter((row) => stageOf(row.course, row.max_course) === stage) : rows;
    }),
};

// ---- The group-choice modal (name-group-modal.tsx) -------------------------------------------------------

type NameGroupRow = RowOfList<typeof calls.facultyNameGroups>;

export const nameGroupsTable: ExportTable<'nameGroups', NameGroupRow> = {
  name: 'nameGroups',
  title: text((texts) => texts.nameGroup.title),
  access: 'read',
  // The modal's list has one column, unnamed: the name-group, as the footer's select calls it.
  columns: [
    textColumn(
      'name',
      text((texts) => texts.footer.nameGroup),
      (row) => row.n_gr,
    ),
  ],
  filterName: ({ database, filter, lang }) => facultyName(database, filter.idFaculty, lang),
  rows: ({ database, filter }) =>
    once(() => structure.facultyNameGroups.load(database, { facultyId: filter.idFaculty })),
};

// ---- Next year's groups (next-year-modal.tsx) ------------------------------------------------------------

type YearGroupRow = RowOfList<typeof plannedStudentCalls.facultyYearGroups>;

export const nextYearGroupsTable: ExportTable<'nextYearGroups', YearGroupRow> = {
  name: 'nextYearGroups',
  title: text((texts) => texts.nextYear.title),
  access: 'read',
  // The tick column is a choice, not data: a group whose next year's group exists says so.
  columns: [
    textColumn(
      'group',
      text((texts) => texts.nextYear.group),
      (row) => row.group_name,
    ),
    textColumn(
      'speciality',
      text((texts) => texts.nextYear.speciality),
      (row) => row['p25-1'],
    ),
    textColumn(
      'next',
      text((texts) => texts.nextYear.next),
      (row, lang) => (row.next_exists ? text((texts) => texts.nextYear.exists)[lang] : ''),
    ),
  ],
  filterName: async ({ database, filter, lang }) =>
    filterParts([
      await facultyName(database, filter.idFaculty, lang),
      await academicYearName(database, filter.idYear),
      filter.idSpeciality === undefined
        ? null
        : await specialityName(database, filter.idSpeciality, lang, true),
    ]),
  rows: ({ database, filter }) =>
    once(async () => {
      const rows = await plannedStudentQueries.facultyYearGroups.load(database, {
        year: filter.idYear,
        facultyId: filter.idFaculty,
      });
      return filter.idSpeciality === undefined
        ? rows
        : rows.filter((row) => row.id_speciality === filter.idSpeciality);
    }),
};

// ---- Planned students (headcounts-modal.tsx) -------------------------------------------------------------

type HeadcountRow = RowOfList<typeof plannedStudentCalls.headcounts>;

export const headcountsTable: ExportTable<'headcounts', HeadcountRow> = {
  name: 'headcounts',
  title: text((texts) => texts.headcounts.title),
  access: 'read',
  columns: [
    textColumn(
      'group',
      text((texts) => texts.headcounts.group),
      (row) => row.group_name,
    ),
    numberColumn(
      'kolB',
      text((texts) => texts.headcounts.budget),
      (row) => row.kol_b,
    ),
    numberColumn(
      'kolK',
      text((texts) => texts.headcounts.contract),
      (row) => row.kol_k,
    ),
  ],
  // The faculty, year, half-year and course, as the modal's four selects name them.
  filterName: async ({ database, filter, lang }) => {
    const [halfYears, courses] = await Promise.all([
      structure.halfYears.load(database, undefined),
      plannedStudentQueries.facultyCourses.load(database, {
        year: filter.idYear,
        facultyId: filter.idFaculty,
      }),
    ]);
    const halfYear = halfYears.find((row) => row.id_w_s === filter.idWs);
    const course = courses.find((row) => row.id_rate === filter.idRate);
    return filterParts([
      await facultyName(database, filter.idFaculty, lang),
      await academicYearName(database, filter.idYear),
      halfYear && localName({ ru: halfYear.name, kg: halfYear.name_kg, en: halfYear.name_en }, lang),
      course && localName({ ru: course.label, kg: course.label_kg, en: course.label_en }, lang),
    ]);
  },
  rows: ({ database, filter }) =>
    once(() =>
      plannedStudentQueries.headcounts.load(database, {
        year: filter.idYear,
        halfYear: filter.idWs,
        course: filter.idRate,
        facultyId: filter.idFaculty,
      }),
    ),
  // The group is the record: its headcounts of the half-year may not exist yet (id -1, version 0).
  record: { id: (row) => row.id_group, version: (row) => row.rowVersion },
};
