import { describe, expect, it } from 'vitest';
import type { OverviewFigures } from '../../../contract/overview';
import {
  admissionChart,
  admissionTotals,
  buildingsChart,
  checksChart,
  colorOf,
  groupsChart,
  groupsMatrix,
  trendChart,
  trendTable,
} from './series';

const faculty = (id: number) => ({ idFaculty: id, faculty: `Faculty ${id}`, facultyShort: `F${id}` });

const admission: OverviewFigures['admission'] = [
  { ...faculty(1), planBudget: 10, planContract: 20, plannedBudget: 8, plannedContract: 25 },
  { ...faculty(2), planBudget: 5, planContract: 0, plannedBudget: 0, plannedContract: 0 },
];

describe('the admission figure', () => {
  it('sums the faculties, the plan and the first course in all', () => {
    expect(admissionTotals(admission)).toEqual({
      planBudget: 15,
      planContract: 20,
      plannedBudget: 8,
      plannedContract: 25,
      plan: 35,
      planned: 33,
    });
    expect(admissionTotals([])).toMatchObject({ plan: 0, planned: 0 });
  });

  it('stacks budget and contract, the plan beside the first course, per faculty', () => {
    const labels = { planBudget: 'PB', planContract: 'PC', plannedBudget: 'FB', plannedContract: 'FC' };
    const chart = admissionChart(admission, labels);
    expect(chart.data[0]).toEqual({
      faculty: 'F1',
      planBudget: 10,
      planContract: 20,
      plannedBudget: 8,
      plannedContract: 25,
    });
    expect(chart.series.map((series) => [series.name, series.label, series.stackId])).toEqual([
      ['planBudget', 'PB', 'plan'],
      ['planContract', 'PC', 'plan'],
      ['plannedBudget', 'FB', 'planned'],
      ['plannedContract', 'FC', 'planned'],
    ]);
  });
});

describe('the trend', () => {
  const trend: OverviewFigures['trend'] = [
    { year: 24, course: 1, budget: 10, contract: 5, students: 15 },
    { year: 26, course: 1, budget: 20, contract: 10, students: 30 },
    { year: 26, course: 3, budget: 1, contract: 1, students: 2 },
  ];

  it('has a row per year of the five, a dash for a year without figures, 0 for a course missing in one', () => {
    const table = trendTable(trend, 26);
    expect(table.courses).toEqual([1, 3]);
    expect(table.rows).toEqual([
      { year: 22, cells: [null, null], total: null },
      { year: 23, cells: [null, null], total: null },
      { year: 24, cells: [15, 0], total: 15 },
      { year: 25, cells: [null, null], total: null },
      { year: 26, cells: [30, 2], total: 32 },
    ]);
  });

  it('wraps the years at 100', () => {
    expect(trendTable([], 2).rows.map((row) => row.year)).toEqual([98, 99, 0, 1, 2]);
  });

  it('charts a bar per year labelled as the year selects say it, the courses stacked', () => {
    const chart = trendChart(trendTable(trend, 26), (course) => `Course ${course}`);
    expect(chart.data.map((row) => row.year)).toEqual([
      '2022-2023',
      '2023-2024',
      '2024-2025',
      '2025-2026',
      '2026-2027',
    ]);
    expect(chart.data[4]).toEqual({ year: '2026-2027', c1: 30, c3: 2 });
    expect(chart.data[0]).toEqual({ year: '2022-2023', c1: 0, c3: 0 });
    expect(chart.series).toEqual([
      { name: 'c1', label: 'Course 1', color: colorOf(0), stackId: 'students' },
      { name: 'c3', label: 'Course 3', color: colorOf(1), stackId: 'students' },
    ]);
  });
});

describe('the groups', () => {
  const form = (idFEduc: number) => ({
    idFEduc,
    studyForm: `Form ${idFEduc}`,
    studyFormShort: `S${idFEduc}`,
  });
  const groups: OverviewFigures['groups'] = [
    { ...faculty(1), ...form(1), groups: 48 },
    { ...faculty(1), ...form(7), groups: 3 },
    { ...faculty(3), ...form(2), groups: 5 },
    { ...faculty(3), ...form(1), groups: 16 },
  ];

  it('are a faculty by study form table, the forms in their order, with the totals', () => {
    const matrix = groupsMatrix(groups);
    expect(matrix.forms).toEqual([
      { id: 1, name: 'Form 1' },
      { id: 2, name: 'Form 2' },
      { id: 7, name: 'Form 7' },
    ]);
    expect(matrix.faculties).toEqual([
      { id: 1, name: 'Faculty 1', short: 'F1', cells: [48, null, 3], total: 51 },
      { id: 3, name: 'Faculty 3', short: 'F3', cells: [16, 5, null], total: 21 },
    ]);
    expect(matrix.totals).toEqual([64, 5, 3]);
    expect(matrix.total).toBe(72);
    expect(groupsMatrix([])).toEqual({ forms: [], faculties: [], totals: [], total: 0 });
  });

  it('chart a bar per faculty, the study forms stacked', () => {
    const chart = groupsChart(groupsMatrix(groups));
    expect(chart.data).toEqual([
      { faculty: 'F1', f1: 48, f2: 0, f7: 3 },
      { faculty: 'F3', f1: 16, f2: 5, f7: 0 },
    ]);
    expect(chart.series.map((series) => [series.name, series.label, series.stackId])).toEqual([
      ['f1', 'Form 1', 'groups'],
      ['f2', 'Form 2', 'groups'],
      ['f7', 'Form 7', 'groups'],
    ]);
  });
});

describe('the buildings and the checks', () => {
  it('set the seats beside the students', () => {
    const chart = buildingsChart(
      [{ idKorpus: 1, building: 'Main', capacity: 100, students: 250, faculties: 2 }],
      { capacity: 'Seats', students: 'Students' },
    );
    expect(chart.data).toEqual([{ building: 'Main', capacity: 100, students: 250 }]);
    expect(chart.series.map((series) => series.label)).toEqual(['Seats', 'Students']);
    expect(chart.series.every((series) => series.stackId === undefined)).toBe(true);
  });

  it('name each kind of check, a clean one at 0', () => {
    const chart = checksChart(
      [
        { check: 'licence', count: 0 },
        { check: 'translation', count: 4 },
      ],
      (check) => check.toUpperCase(),
      'Violations',
    );
    expect(chart.data).toEqual([
      { check: 'LICENCE', count: 0 },
      { check: 'TRANSLATION', count: 4 },
    ]);
    expect(chart.series).toEqual([{ name: 'count', label: 'Violations', color: 'red.6' }]);
  });
});
