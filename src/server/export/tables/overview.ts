import { yearLabel } from '../../../contract/academic-year';
import type { OverviewFigures } from '../../../contract/overview';
import { dayOf } from '../../commission/rules';
import { screenTexts, textOf } from '../../core/screen-texts';
import {
  admissionFigures,
  buildingFigures,
  checkFigures,
  groupsFigures,
  trendFigures,
} from '../../overview/figures';
import { type ExportTable, numberColumn, once, textColumn } from '../layout';
import { academicYearName } from './named';

// The overview's figures (web/features/overview): one table per chart, the numbers the screen's
// table under the chart shows, from the same figure functions as overview/figures. The file is named after
// the chart and the year chosen; the open checks are today's whatever the year.

const texts = screenTexts.overview;
type Texts = (typeof texts)['ru'];
const text = (pick: (screen: Texts) => string) => textOf(texts, pick);

type Figure<Key extends keyof OverviewFigures> = OverviewFigures[Key] extends readonly (infer Row)[]
  ? Row
  : never;

const yearName: ExportTable<'overviewAdmission', unknown>['filterName'] = ({ database, filter }) =>
  academicYearName(database, filter.year);

const faculty = textColumn<{ faculty: string }>(
  'faculty',
  text((screen) => screen.faculty),
  (row) => row.faculty,
);

export const overviewAdmissionTable: ExportTable<'overviewAdmission', Figure<'admission'>> = {
  name: 'overviewAdmission',
  title: text((screen) => screen.admission.title),
  access: 'read',
  columns: [
    faculty,
    numberColumn(
      'planBudget',
      text((screen) => screen.admission.planBudget),
      (row) => row.planBudget,
    ),
    numberColumn(
      'planContract',
      text((screen) => screen.admission.planContract),
      (row) => row.planContract,
    ),
    numberColumn(
      'plannedBudget',
      text((screen) => screen.admission.plannedBudget),
      (row) => row.plannedBudget,
    ),
    numberColumn(
      'plannedContract',
      text((screen) => screen.admission.plannedContract),
      (row) => row.plannedContract,
    ),
  ],
  search: (row) => [row.faculty],
  filterName: yearName,
  rows: ({ database, filter, lang }) => once(() => admissionFigures(database, filter.year, lang)),
};

export const overviewTrendTable: ExportTable<'overviewTrend', Figure<'trend'>> = {
  name: 'overviewTrend',
  title: text((screen) => screen.trend.title),
  access: 'read',
  columns: [
    textColumn(
      'year',
      text((screen) => screen.year),
      (row) => yearLabel(row.year),
    ),
    numberColumn(
      'course',
      text((screen) => screen.trend.courseColumn),
      (row) => row.course,
    ),
    numberColumn(
      'budget',
      text((screen) => screen.budget),
      (row) => row.budget,
    ),
    numberColumn(
      'contract',
      text((screen) => screen.contract),
      (row) => row.contract,
    ),
    numberColumn(
      'students',
      text((screen) => screen.trend.students),
      (row) => row.students,
    ),
  ],
  filterName: yearName,
  rows: ({ database, filter }) => once(() => trendFigures(database, filter.year)),
};

export const overviewGroupsTable: ExportTable<'overviewGroups', Figure<'groups'>> = {
  name: 'overviewGroups',
  title: text((screen) => screen.groups.title),
  access: 'read',
  columns: [
    faculty,
    textColumn(
      'studyForm',
      text((screen) => screen.groups.studyForm),
      (row) => row.studyForm,
    ),
    numberColumn(
      'groups',
      text((screen) => screen.groups.groups),
      (row) => row.groups,
    ),
  ],
  search: (row) => [row.faculty, row.studyForm],
  filterName: yearName,
  rows: ({ database, filter, lang }) => once(() => groupsFigures(database, filter.year, lang)),
};

export const overviewBuildingsTable: ExportTable<'overviewBuildings', Figure<'buildings'>> = {
  name: 'overviewBuildings',
  title: text((screen) => screen.buildings.title),
  access: 'read',
  columns: [
    textColumn(
      'building',
      text((screen) => screen.buildings.building),
      (row) => row.building,
    ),
    numberColumn(
      'capacity',
      text((screen) => screen.buildings.capacity),
      (row) => row.capacity,
    ),
    numberColumn(
      'students',
      text((screen) => screen.buildings.students),
      (row) => row.students,
    ),
    numberColumn(
      'faculties',
      text((screen) => screen.buildings.faculties),
      (row) => row.faculties,
    ),
  ],
  search: (row) => [row.building],
  filterName: yearName,
  rows: ({ database, filter, lang }) => once(() => buildingFigures(database, filter.year, lang)),
};

export const overviewChecksTable: ExportTable<'overviewChecks', Figure<'checks'>> = {
  name: 'overviewChecks',
  title: text((screen) => screen.checks.title),
  access: 'read',
  columns: [
    textColumn(
      'check',
      text((screen) => screen.checks.check),
      (row, lang) => texts[lang].checks.kinds[row.check],
    ),
    numberColumn(
      'count',
      text((screen) => screen.checks.count),
      (row) => row.count,
    ),
  ],
  // Today's checks, of no year: the file is named by the day alone (every export's).
  rows: ({ database }) => once(() => checkFigures(database, dayOf(new Date()))),
};
