import { describe, expect, it } from 'vitest';
import { yearLabel } from '../../contract/academic-year';
import type { OverviewFigures } from '../../contract/overview';
import { hashPassword } from '../auth/passwords';
import { today } from '../testing/check-fixtures';
import { exportFile } from '../testing/export-file';
import { namedAs, number } from '../testing/export-rows';
import { signedInApp } from '../testing/signed-in-app';

// The overview's figures as files, one table per chart, each row the figure overview/figures
// answers in the same language (figures.test.ts works those out by hand on the demo); named after the
// chart and the year; open to every role; bad filters refused. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const formats = ['xlsx', 'csv'] as const;
const { year } = today();
const exported = (body: Record<string, unknown>, lang = 'ru', cookie = app.cookie) =>
  exportFile(app.t, cookie, body, lang);
/** The screen's figures of this year, named in `lang`. */
async function figures(lang: string): Promise<OverviewFigures> {
  const answer = await app.api.post('overview/figures', { year }, lang);
  expect(answer.status).toBe(200);
  return answer.data;
}

describe("exporting the overview's figures", () => {
  it.each(formats)('writes the admission plan against the first course per faculty (%s)', async (format) => {
    const file = await exported({ table: 'overviewAdmission', format, filter: { year } }, 'kg');
    expect(file.status).toBe(200);
    expect(file.titles).toEqual([
      'Факультет',
      'План: бюджет',
      'План: контракт',
      'Биринчи курс: бюджет',
      'Биринчи курс: контракт',
    ]);
    const { admission } = await figures('kg');
    expect(admission.length).toBe(6);
    expect(file.rows).toEqual(
      admission.map((row) => [
        row.faculty,
        ...[row.planBudget, row.planContract, row.plannedBudget, row.plannedContract].map((value) =>
          number(format, value),
        ),
      ]),
    );
    expect(file.rows[0]?.[0]).toBe('Экономика жана менеджмент факультети');
    expect(file.name).toMatch(namedAs(`Кабыл алуу планы жана биринчи курс — ${yearLabel(year)}`, format));
  });

  it.each(formats)(
    'writes the trend, the groups and the buildings as the screen charts them (%s)',
    async (format) => {
      const { trend, groups, buildings } = await figures('en');
      const trendFile = await exported({ table: 'overviewTrend', format, filter: { year } }, 'en');
      expect(trendFile.titles).toEqual(['Academic year', 'Course', 'Budget', 'Contract', 'All students']);
      expect(trendFile.rows).toEqual(
        trend.map((row) => [
          yearLabel(row.year),
          ...[row.course, row.budget, row.contract, row.students].map((value) => number(format, value)),
        ]),
      );
      // The demo plans this year only: its courses, one to five.
      expect(trendFile.rows.map((row) => row[1])).toEqual(
        [1, 2, 3, 4, 5].map((value) => number(format, value)),
      );

      const groupsFile = await exported({ table: 'overviewGroups', format, filter: { year } }, 'en');
      expect(groupsFile.titles).toEqual(['Faculty', 'Study form', 'Groups']);
      expect(groupsFile.rows).toEqual(
        groups.map((row) => [row.faculty, row.studyForm, number(format, row.groups)]),
      );
      expect(groupsFile.rows[0]).toEqual([
        'Faculty of Economics and Management',
        "Full-time study (bachelor's)",
        number(format, 48),
      ]);

      const buildingsFile = await exported({ table: 'overviewBuildings', format, filter: { year } }, 'en');
      expect(buildingsFile.titles).toEqual([
        'Building',
        'Classroom seats',
        'Planned students',
        'Faculties with rooms in it',
      ]);
      expect(buildingsFile.rows).toEqual(
        buildings.map((row) => [
          row.building,
          ...[row.capacity, row.students, row.faculties].map((value) => number(format, value)),
        ]),
      );
      // demo.sql's main building: four floors of 598 seats, the assembly hall and the reading room.
      expect(buildingsFile.rows[0]?.slice(0, 2)).toEqual([
        'Main Academic Building',
        number(format, 4 * 598 + 350 + 60),
      ]);
      expect(buildingsFile.name).toMatch(
        namedAs(`Building capacity and planned students — ${yearLabel(year)}`, format),
      );
    },
  );

  it('writes the open checks of today by kind, named by the day alone', async () => {
    const { checks } = await figures('ru');
    const file = await exported({ table: 'overviewChecks', format: 'csv' }, 'ru');
    expect(file.titles).toEqual(['Проверка', 'Нарушений']);
    expect(file.rows).toHaveLength(7);
    expect(file.rows.map((row) => row[1])).toEqual(checks.map((row) => String(row.count)));
    expect(file.rows[0]?.[0]).toBe('Диапазоны баллов правил оценивания');
    expect(file.name).toMatch(namedAs('Открытые проверки данных', 'csv'));
  });

  it('writes a year without figures as titles alone, a past year as such, and lets a viewer export', async () => {
    const past = await exported({ table: 'overviewAdmission', format: 'xlsx', filter: { year: year - 20 } });
    expect(past).toMatchObject({ status: 200, rows: [] });
    expect(past.titles).toHaveLength(5);
    const login = `overview-viewer-${Date.now().toString(36)}`;
    await app.t.database.query(
      `INSERT INTO avn_user (login, password_hash, surname, name, role) VALUES ($1, $2, 'Обзоров', 'Тест', 'viewer')`,
      [login, await hashPassword('overview-Pass-2026')],
    );
    const viewer = await app.t.signIn(login, 'overview-Pass-2026');
    const seen = await exported({ table: 'overviewGroups', format: 'csv', filter: { year } }, 'ru', viewer);
    expect(seen.status).toBe(200);
    expect(seen.rows.length).toBe((await figures('ru')).groups.length);
  });

  it('refuses a filter without a two-digit year', async () => {
    for (const table of ['overviewAdmission', 'overviewTrend', 'overviewGroups', 'overviewBuildings'])
      for (const filter of [{ year: 100 }, { year: -1 }, { year: '26' }, { year: 2.5 }, {}, undefined])
        expect(
          (await exported({ table, format: 'xlsx', filter })).status,
          `${table} ${JSON.stringify(filter)}`,
        ).toBe(400);
  });
});
