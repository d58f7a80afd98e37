import { expect, type Locator, type Page, test } from '@playwright/test';
import { yearLabel } from '../src/contract/academic-year';
import type { OverviewFigures } from '../src/contract/overview';
import { thisYear } from './educational-support';
import { type Language, signInShared, texts, watchViolations } from './support';

/*
 * The overview on the demo data, as a reader sees it in each language: the year chosen, five
 * charts (an SVG with its bars, an image named by its summary), under each the table of its numbers,
 * which are the API's figures; an export of one; no Content-Security-Policy violation; a phone's width.
 */

/** The figures the screen shows, asked of the API in the language (its names are in that language). */
async function figuresOf(page: Page, language: Language, year = thisYear): Promise<OverviewFigures> {
  const response = await page.request.post(`api/v1/overview/figures?lang=${language}`, { data: { year } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: OverviewFigures }).data;
}

/** A card of the overview by its title, its chart and its table. */
function card(page: Page, title: string) {
  const region = page.getByRole('region', { name: title, exact: true });
  return {
    region,
    // The chart is one image named by its summary (the SVG inside it is an image of its own to Playwright).
    chart: region.getByRole('img').first(),
    bars: region.locator('svg.recharts-surface .recharts-bar-rectangle'),
    table: region.getByRole('table', { name: title, exact: true }),
  };
}

/** The table's rows as text: the row's heading, then its cells. */
const rowsOf = (table: Locator, part: 'tbody' | 'tfoot' = 'tbody') =>
  table
    .locator(`${part} tr`)
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const text = (values: readonly number[]) => values.map(String);

/** The admission table's rows of the figures: each faculty's places, then the plan's and first course's. */
const admissionRows = (rows: OverviewFigures['admission']) =>
  rows.map((row) => [
    row.faculty,
    ...text([
      row.planBudget,
      row.planContract,
      row.plannedBudget,
      row.plannedContract,
      row.planBudget + row.planContract,
      row.plannedBudget + row.plannedContract,
    ]),
  ]);

async function openOverview(page: Page, baseURL: string | undefined, language: Language) {
  const t = texts[language];
  await signInShared(page, baseURL, t);
  await page.goto('overview');
  await expect(page.getByRole('heading', { level: 1, name: t.routes.overview })).toBeVisible();
  await expect(page.getByRole('combobox', { name: t.overview.year, exact: true })).toHaveValue(
    yearLabel(thisYear),
  );
}

for (const language of ['ru', 'kg', 'en'] as const) {
  test(`the overview charts the demo's figures with their tables in ${language}`, async ({
    page,
    baseURL,
  }) => {
    const t = texts[language];
    const o = t.overview;
    const violations = await watchViolations(page);
    await openOverview(page, baseURL, language);
    const figures = await figuresOf(page, language);

    // Admission: two stacks of two per faculty (the demo plans and admits at every faculty).
    const admission = card(page, o.admission.title);
    await expect(admission.chart).toBeVisible();
    await expect(admission.bars).toHaveCount(figures.admission.length * 4);
    const plan = sum(figures.admission.map((row) => row.planBudget + row.planContract));
    const planned = sum(figures.admission.map((row) => row.plannedBudget + row.plannedContract));
    await expect(admission.chart).toHaveAttribute('aria-label', new RegExp(`${plan}.*${planned}`));
    expect(await rowsOf(admission.table)).toEqual(admissionRows(figures.admission));
    expect((await rowsOf(admission.table, 'tfoot'))[0]?.slice(-2)).toEqual(text([plan, planned]));

    // The trend: five years on the axis; this year's courses stacked (the demo plans this year only).
    const trend = card(page, o.trend.title);
    await expect(trend.chart).toBeVisible();
    await expect(trend.region.locator('.recharts-xAxis .recharts-cartesian-axis-tick')).toHaveCount(5);
    const thisYearRow = (await rowsOf(trend.table)).at(-1);
    const courses = figures.trend.filter((row) => row.year === thisYear);
    expect(thisYearRow).toEqual([
      yearLabel(thisYear),
      ...text(courses.map((row) => row.students)),
      String(sum(courses.map((row) => row.students))),
    ]);

    // Groups: a row per study form, a column per faculty, and the total of all.
    const groups = card(page, o.groups.title);
    await expect(groups.chart).toBeVisible();
    // A bar per faculty and study form, those of a form the faculty has not of no height.
    const faculties = new Set(figures.groups.map((row) => row.idFaculty));
    const forms = new Set(figures.groups.map((row) => row.idFEduc));
    await expect(groups.bars).toHaveCount(faculties.size * forms.size);
    const groupRows = await rowsOf(groups.table);
    // The study forms in their order (ids), each named once.
    expect(groupRows.map((row) => row[0])).toEqual(
      [...new Map(figures.groups.map((row) => [row.idFEduc, row.studyForm]))]
        .sort(([a], [b]) => a - b)
        .map(([, name]) => name),
    );
    expect((await rowsOf(groups.table, 'tfoot'))[0]?.at(-1)).toBe(
      String(sum(figures.groups.map((row) => row.groups))),
    );

    // Buildings: seats beside students, each building.
    const buildings = card(page, o.buildings.title);
    await expect(buildings.bars).toHaveCount(figures.buildings.length * 2);
    expect(await rowsOf(buildings.table)).toEqual(
      figures.buildings.map((row) => [row.building, ...text([row.capacity, row.students, row.faculties])]),
    );

    // The open checks by kind, a clean kind at 0, and the way to the checks screen.
    const checks = card(page, o.checks.title);
    await expect(checks.chart).toBeVisible();
    expect(await rowsOf(checks.table)).toEqual(
      figures.checks.map((row) => [o.checks.kinds[row.check], String(row.count)]),
    );
    await expect(checks.region.getByRole('link', { name: o.checks.open })).toHaveAttribute(
      'href',
      /\/checks$/,
    );

    expect(violations).toEqual([]);
  });
}

test('a card exports the figures it charts, and another year shows its own', async ({ page, baseURL }) => {
  const o = texts.en.overview;
  await openOverview(page, baseURL, 'en');
  const admission = card(page, o.admission.title);
  await admission.region.getByRole('button', { name: texts.en.export.action }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: texts.en.export.csv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${o.admission.title} — ${yearLabel(thisYear)} — \\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );

  // The year before: its figures, or the sentence of a year without them.
  const year = page.getByRole('combobox', { name: o.year, exact: true });
  await year.click();
  await page.getByRole('option', { name: yearLabel(thisYear - 1), exact: true }).click();
  // The trend ends with the year chosen once its figures have come (the last year's stay until then).
  const trendYears = card(page, o.trend.title).table.locator('tbody tr th');
  await expect(trendYears.last()).toHaveText(yearLabel(thisYear - 1));
  const before = await figuresOf(page, 'en', thisYear - 1);
  if (before.admission.length === 0) await expect(admission.region.getByText(o.empty)).toBeVisible();
  else expect(await rowsOf(admission.table)).toEqual(admissionRows(before.admission));
});

test('on a phone the charts take the width and the page does not scroll sideways', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOverview(page, baseURL, 'kg');
  const o = texts.kg.overview;
  for (const title of [o.admission.title, o.trend.title, o.groups.title, o.buildings.title, o.checks.title]) {
    const { region, chart } = card(page, title);
    await chart.scrollIntoViewIfNeeded();
    const [outer, inner] = [await region.boundingBox(), await chart.boundingBox()];
    expect(inner?.width ?? 0, title).toBeGreaterThan((outer?.width ?? 0) - 40);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
