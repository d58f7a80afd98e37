import { yearLabel } from '../../../contract/academic-year';
import type { CheckKind } from '../../../contract/checks';
import { type OverviewFigures, trendYears } from '../../../contract/overview';

// The overview's figures shaped for its charts and the tables under them: pure, so that each
// chart and its table show the very same numbers, and tested without a browser.

/** One series of a chart: its key in the chart's rows, its legend label, its Mantine colour, its stack. */
export interface ChartSeries {
  name: string;
  label: string;
  color: string;
  stackId?: string;
}

/** A chart's rows (one per category on the axis) and its series. */
export interface ChartShape {
  data: Record<string, string | number>[];
  series: ChartSeries[];
}

/** Distinct colours for a series of many (courses, study forms), in order. */
const PALETTE = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.7', 'lime.7', 'pink.6', 'indigo.4'];
export const colorOf = (index: number): string => PALETTE[index % PALETTE.length] as string;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

type Admission = OverviewFigures['admission'][number];
export const admissionKeys = ['planBudget', 'planContract', 'plannedBudget', 'plannedContract'] as const;
type AdmissionKey = (typeof admissionKeys)[number];

/** The admission figures' totals over the faculties, and the plan's and first course's in all. */
export function admissionTotals(
  rows: readonly Admission[],
): Record<AdmissionKey | 'plan' | 'planned', number> {
  const of = (key: AdmissionKey) => sum(rows.map((row) => row[key]));
  const [planBudget, planContract, plannedBudget, plannedContract] = admissionKeys.map(of) as [
    number,
    number,
    number,
    number,
  ];
  return {
    planBudget,
    planContract,
    plannedBudget,
    plannedContract,
    plan: planBudget + planContract,
    planned: plannedBudget + plannedContract,
  };
}

/**
 * Two stacked bars per faculty: the plan (budget under contract) beside the first course's planned
 * students, so that a shortfall shows as the second bar being lower.
 */
export function admissionChart(rows: readonly Admission[], labels: Record<AdmissionKey, string>): ChartShape {
  return {
    data: rows.map((row) => ({
      faculty: row.facultyShort,
      planBudget: row.planBudget,
      planContract: row.planContract,
      plannedBudget: row.plannedBudget,
      plannedContract: row.plannedContract,
    })),
    series: [
      { name: 'planBudget', label: labels.planBudget, color: 'blue.8', stackId: 'plan' },
      { name: 'planContract', label: labels.planContract, color: 'blue.4', stackId: 'plan' },
      { name: 'plannedBudget', label: labels.plannedBudget, color: 'teal.8', stackId: 'planned' },
      { name: 'plannedContract', label: labels.plannedContract, color: 'teal.4', stackId: 'planned' },
    ],
  };
}

/** The trend as a table: a row per year of the five (oldest first), a cell per course. */
interface TrendTable {
  courses: number[];
  rows: {
    year: number;
    /** The course's planned students; null for a year without any figure (nothing planned then). */
    cells: (number | null)[];
    total: number | null;
  }[];
}

export function trendTable(trend: OverviewFigures['trend'], year: number): TrendTable {
  const courses = [...new Set(trend.map((row) => row.course))].sort((a, b) => a - b);
  const rows = trendYears(year).map((trendYear) => {
    const own = trend.filter((row) => row.year === trendYear);
    if (own.length === 0) return { year: trendYear, cells: courses.map(() => null), total: null };
    const cells = courses.map((course) => own.find((row) => row.course === course)?.students ?? 0);
    return { year: trendYear, cells, total: sum(cells) };
  });
  return { courses, rows };
}

/** A bar per year, its courses stacked; a year without figures is an empty place on the axis. */
export function trendChart(table: TrendTable, courseLabel: (course: number) => string): ChartShape {
  return {
    data: table.rows.map((row) => ({
      year: yearLabel(row.year),
      ...Object.fromEntries(table.courses.map((course, index) => [`c${course}`, row.cells[index] ?? 0])),
    })),
    series: table.courses.map((course, index) => ({
      name: `c${course}`,
      label: courseLabel(course),
      color: colorOf(index),
      stackId: 'students',
    })),
  };
}

/** The groups as a table: a row per faculty, a column per study form that has groups anywhere. */
interface GroupsMatrix {
  forms: { id: number; name: string }[];
  faculties: { id: number; name: string; short: string; cells: (number | null)[]; total: number }[];
  /** Per study form, then in all. */
  totals: number[];
  total: number;
}

export function groupsMatrix(groups: OverviewFigures['groups']): GroupsMatrix {
  const forms = [...new Map(groups.map((row) => [row.idFEduc, row.studyForm]))]
    .sort(([a], [b]) => a - b)
    .map(([id, name]) => ({ id, name }));
  const facultyIds = [...new Set(groups.map((row) => row.idFaculty))];
  const faculties = facultyIds.map((id) => {
    const own = groups.filter((row) => row.idFaculty === id);
    const first = own[0] as (typeof own)[number];
    const cells = forms.map((form) => own.find((row) => row.idFEduc === form.id)?.groups ?? null);
    return {
      id,
      name: first.faculty,
      short: first.facultyShort,
      cells,
      total: sum(own.map((row) => row.groups)),
    };
  });
  const totals = forms.map((_, index) => sum(faculties.map((faculty) => faculty.cells[index] ?? 0)));
  return { forms, faculties, totals, total: sum(totals) };
}

/** A bar per faculty, its study forms stacked. */
export function groupsChart(matrix: GroupsMatrix): ChartShape {
  return {
    data: matrix.faculties.map((faculty) => ({
      faculty: faculty.short,
      ...Object.fromEntries(matrix.forms.map((form, index) => [`f${form.id}`, faculty.cells[index] ?? 0])),
    })),
    series: matrix.forms.map((form, index) => ({
      name: `f${form.id}`,
      label: form.name,
      color: colorOf(index),
      stackId: 'groups',
    })),
  };
}

/** A building's seats beside its faculties' planned students. */
export function buildingsChart(
  buildings: OverviewFigures['buildings'],
  labels: { capacity: string; students: string },
): ChartShape {
  return {
    data: buildings.map((row) => ({
      building: row.building,
      capacity: row.capacity,
      students: row.students,
    })),
    series: [
      { name: 'capacity', label: labels.capacity, color: 'blue.6' },
      { name: 'students', label: labels.students, color: 'orange.6' },
    ],
  };
}

/** A bar per kind of check (every kind, a clean one at 0). */
export function checksChart(
  checks: OverviewFigures['checks'],
  nameOf: (check: CheckKind) => string,
  label: string,
): ChartShape {
  return {
    data: checks.map((row) => ({ check: nameOf(row.check), count: row.count })),
    series: [{ name: 'count', label, color: 'red.6' }],
  };
}
