import { expect, type Locator, type Page, test } from '@playwright/test';
import { yearLabel } from '../src/contract/academic-year';
import { openCommission } from './commission-support';
import { button, FACULTY, FINANCE_PLACE, pick, thisYear } from './educational-support';
import { bodyRows, dialog, settled } from './reference-support';
import { seeToast, signInShared, texts } from './support';
import { newAccount, signInAsNew } from './users-support';

/*
 * The new academic year in one guided step (decision 0048), as a person uses it: the demo university rolled
 * from the current academic year to the next, previewed, applied, found on the screens that show what it
 * made, previewed again (nothing new), and undone.
 */
// One long errand over the whole demo university: more than the default 30 s on two shared cores.
test.slow();

const t = texts.ru;
const n = t.newYear;
const e = t.educational;
const next = thisYear + 1;
/** The demo faculty (id 1) and its Finance speciality (binding 1), as FINANCE_PLACE opens them. */
const FACULTY_ID = 1;
const FINANCE_ID = 1;
/** What the turnover carries here: every kind but the grading rules' check. */
const carried = ['admission', 'groups', 'headcounts', 'commission'] as const;

/** A call of the API with the page's session; fails the test on an error answer. */
async function api<T>(page: Page, path: string, data?: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1/${path}`, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Undoes a turnover of this year an interrupted earlier run left applied (a retry), so that the errand
 * starts from the demo data.
 */
async function undoLeftovers(page: Page) {
  const list = (await (await page.request.get('/api/v1/new-year/turnovers')).json()) as {
    data: { idTurnover: number; yearFrom: number; undoneAt: string | null; rowVersion: number }[];
  };
  for (const row of list.data)
    if (row.yearFrom === thisYear && row.undoneAt === null)
      await api(page, 'new-year/undo', { idTurnover: row.idTurnover, rowVersion: row.rowVersion });
}

/** The screen at step 1, every kind but grading ticked, previewed; the counts table once shown. */
async function preview(page: Page): Promise<Locator> {
  await page.goto('new-year');
  await expect(page.getByRole('combobox', { name: n.yearFrom, exact: true })).toHaveValue(
    yearLabel(thisYear),
  );
  await expect(page.getByRole('combobox', { name: n.yearTo, exact: true })).toHaveValue(yearLabel(next));
  await expect(page.getByRole('radio', { name: n.scopeAll })).toBeChecked();
  await page.getByRole('checkbox', { name: n.kinds.grading, exact: true }).uncheck();
  await button(page, n.preview).click();
  const counts = page.getByRole('table', { name: n.counts.title });
  await expect(counts).toBeVisible();
  return counts;
}

/** A kind's row in the counts table. */
const kindRow = (counts: Locator, kind: (typeof carried)[number]) =>
  counts
    .getByRole('row')
    .filter({ has: counts.page().getByRole('rowheader', { name: n.kinds[kind], exact: true }) });

/** A kind's numbers in the counts table: created, kept, replaced, not carried. */
const countsOf = (counts: Locator, kind: (typeof carried)[number]) =>
  kindRow(counts, kind).getByRole('cell').filter({ hasText: /^\d+$/ });

test('rolls the demo university into the next year, finds what it made, makes nothing twice, and undoes it', async ({
  page,
  baseURL,
}) => {
  await signInShared(page, baseURL);
  await undoLeftovers(page);
  // What this year has, for the next year to carry: Finance's plan, and a first-course group's headcounts.
  const [plan] = await api<{ kolB: number; kolK: number }[]>(page, 'ministerstvo/planAbit', {
    idSpeciality: FINANCE_ID,
    aYear: thisYear,
  });
  expect(plan, 'the demo Finance plan of this year').toBeDefined();
  const firstCourse = await api<{ group_name: string; kol_b: number; kol_k: number }[]>(
    page,
    'ministerstvo/gr-kolst',
    { idYear: thisYear, idWs: 1, idRate: 1, idFaculty: FACULTY_ID },
  );
  const group = firstCourse.find((row) => row.kol_b > 0);
  expect(group, 'a demo first-course group with planned students').toBeDefined();

  // Preview: one row per kind carried, in their order, each saying what it counts (no total: plans,
  // groups and members do not add up); plans, groups and headcounts to be created, the commission only
  // checked (it belongs to the faculty, not to a year).
  let counts = await preview(page);
  await expect(counts.getByRole('rowheader')).toHaveText(carried.map((kind) => n.kinds[kind]));
  await expect(kindRow(counts, 'headcounts').getByRole('cell').first()).toHaveText(n.counted.headcounts);
  for (const kind of ['admission', 'groups', 'headcounts'] as const)
    await expect(countsOf(counts, kind).first()).not.toHaveText('0');
  await expect(countsOf(counts, 'commission').first()).toHaveText('0');
  await expect(countsOf(counts, 'commission').nth(1)).not.toHaveText('0');
  // The rows per speciality, only what changes by default: Finance's plan among them.
  const rows = page.getByRole('table', { name: n.rows.title });
  await expect(page.getByRole('checkbox', { name: n.rows.onlyChanges })).toBeChecked();
  await page.getByRole('textbox', { name: n.rows.search }).fill('Финансы и кредит');
  await page.getByRole('textbox', { name: n.rows.search }).press('Enter');
  await expect(bodyRows(rows).filter({ hasText: n.kindsShort.admission }).first()).toBeVisible();

  // The years, the choices and the step are in the address (decision 0057): a reload shows the same preview,
  // made again, and Back finds grading still unticked.
  await expect(page).toHaveURL(
    new RegExp(`from=${thisYear}&to=${next}&kinds=admission%2Cgroups%2Cheadcounts%2Ccommission&step=preview`),
  );
  await page.reload();
  counts = page.getByRole('table', { name: n.counts.title });
  await expect(counts.getByRole('rowheader')).toHaveText(carried.map((kind) => n.kinds[kind]));
  await button(page, n.back).click();
  await expect(page.getByRole('checkbox', { name: n.kinds.grading, exact: true })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: n.yearTo, exact: true })).toHaveValue(yearLabel(next));
  await button(page, n.preview).click();
  await expect(counts).toBeVisible();

  // Apply: the bar is the server's. Its answer is held until the screen has shown the server's last
  // word on the apply's progress (done), so that the poll is seen whatever the machine's speed.
  let polled = false;
  await page.route('**/api/v1/new-year/apply**', async (route) => {
    const response = await route.fetch();
    try {
      await expect(page.getByRole('progressbar', { name: n.progress.label })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
      polled = true;
    } finally {
      await route.fulfill({ response });
    }
  });
  await button(page, n.apply).click();
  await seeToast(page, n.applied);
  await page.unroute('**/api/v1/new-year/apply**');
  expect(polled, 'the screen showed the server progress of the apply').toBe(true);
  // Step 3: the report, printable and exportable, with Undo.
  counts = page.getByRole('table', { name: n.counts.title });
  await expect(counts.getByRole('columnheader', { name: n.reportHeadings.created })).toBeVisible();
  await expect(countsOf(counts, 'admission').first()).not.toHaveText('0');
  await expect(button(page, n.print)).toBeVisible();
  await expect(button(page, t.export.action)).toBeVisible();
  await expect(button(page, n.undo)).toBeVisible();
  await expect(page).toHaveURL(/step=report&turnover=\d+/);
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: n.counts.title })
      .getByRole('columnheader', { name: n.reportHeadings.created }),
  ).toBeVisible();
  await expect(button(page, n.undo)).not.toHaveAttribute('aria-disabled', 'true');

  // Next year's plan of Finance, on its parameters modal: this year's places.
  await page.goto(`educational?${FINANCE_PLACE}`);
  await expect(button(page, e.buttons.parameters)).not.toHaveAttribute('aria-disabled', 'true');
  await button(page, e.buttons.parameters).click();
  const parameters = dialog(page, e.parameters.title);
  await settled(parameters);
  await parameters.getByRole('tab', { name: e.plan.tab }).click();
  await pick(page, parameters, e.plan.year, yearLabel(next));
  await expect(parameters.getByLabel(e.plan.kolB)).toHaveValue(String(plan?.kolB));
  await expect(parameters.getByLabel(e.plan.kolK)).toHaveValue(String(plan?.kolK));
  await expect(parameters.getByText(e.plan.none)).toBeHidden();
  await parameters.press('Escape');
  await expect(parameters).toBeHidden();

  // Next year's headcounts: this year's first-course group, a course up, with its planned students.
  const h = e.headcounts;
  await button(page, e.buttons.headcounts).click();
  const headcounts = dialog(page, h.title);
  await expect(headcounts.getByRole('combobox', { name: h.faculty, exact: true })).toHaveValue(FACULTY);
  await pick(page, headcounts, h.year, yearLabel(next));
  await pick(page, headcounts, h.halfYear, 'Осенний семестр');
  await pick(page, headcounts, h.course, '2 курс');
  const groupRow = bodyRows(headcounts.getByRole('table', { name: h.table })).filter({
    has: page.getByRole('cell', { name: group?.group_name, exact: true }),
  });
  await expect(groupRow.getByRole('cell').nth(2)).toHaveText(String(group?.kol_b));
  await expect(groupRow.getByRole('cell').nth(3)).toHaveText(String(group?.kol_k));

  // The faculty's commission goes on: its chair leads it on the commission screen.
  const members = await openCommission(page, FACULTY);
  await expect(bodyRows(members).first()).toContainText('Председатель');

  // Again: everything is there already, nothing would be created, and Apply says there is nothing to do.
  counts = await preview(page);
  for (const kind of carried) await expect(countsOf(counts, kind).first()).toHaveText('0');
  await expect(countsOf(counts, 'admission').nth(1)).not.toHaveText('0');
  await expect(button(page, n.apply)).toHaveAttribute('aria-disabled', 'true');
  // Why, beside the button and not only in its tooltip: the rest is there or not carried.
  await expect(
    page.getByText(n.applyBlocked.notCarried.replace('{{year}}', yearLabel(next)), { exact: true }),
  ).toBeVisible();

  // Undo, from the latest turnovers: its report, then Undo asked first.
  const latest = page.getByRole('region', { name: n.turnovers.title });
  const newest = bodyRows(latest.getByRole('table')).first();
  await expect(newest).toContainText(`${yearLabel(thisYear)} → ${yearLabel(next)}`);
  await expect(newest).toContainText(n.turnovers.active);
  // Its one button, named for the turnover it opens.
  await newest.getByRole('button').click();
  await button(page, n.undo).click();
  const question = dialog(page, n.undoTitle);
  await settled(question);
  await button(question, n.undo).click();
  await seeToast(page, n.undone.split(':')[0] ?? '');
  await expect(newest).toContainText(n.turnovers.undone.split(' ')[0] ?? '');
  await expect(button(page, n.undo)).toBeHidden();
  // What it made is gone: next year's Finance plan again.
  expect(
    await api<unknown[]>(page, 'ministerstvo/planAbit', { idSpeciality: FINANCE_ID, aYear: next }),
  ).toEqual([]);
});

test("last summer's turnover cannot be undone: the report lists the records that block it and says what to do", async ({
  page,
  baseURL,
}) => {
  await signInShared(page, baseURL);
  await page.goto('new-year');
  const latest = page.getByRole('region', { name: n.turnovers.title });
  // The demo's turnover into this year: its groups were given planned students since (seed/demo.sql).
  const demo = bodyRows(latest.getByRole('table')).filter({
    hasText: `${yearLabel(thisYear - 1)} → ${yearLabel(thisYear)}`,
  });
  await demo.getByRole('button').click();
  const blockers = page.getByRole('table', { name: new RegExp(n.blockers.title.split('(')[0] ?? '') });
  await expect(bodyRows(blockers).first()).toContainText(n.blockers.changes.added);
  await expect(bodyRows(blockers).first()).toContainText(`Контингент группы`);
  await expect(bodyRows(blockers).first().getByRole('button', { name: t.history.open })).toBeVisible();
  await expect(page.getByText(n.blockers.whatToDo)).toBeVisible();
  // Undo says why it may not be used, before anyone presses it.
  await expect(button(page, n.undo)).toHaveAttribute('aria-disabled', 'true');
  // The report is in the address: a reload shows it again, with what blocks its undo.
  await expect(page).toHaveURL(/step=report&turnover=1(&|$)/);
  await page.reload();
  await expect(bodyRows(blockers).first()).toContainText(n.blockers.changes.added);
});

test('an editor of one faculty is told which faculty the turnover covers; a viewer, who may use the screen (kg)', async ({
  page,
  baseURL,
}) => {
  const k = texts.kg;
  await signInAsNew(page, baseURL, newAccount('ny-editor'), 'editor', { facultyIds: [FACULTY_ID] }, 'kg');
  const faculties = await (await page.request.get('/api/v1/ministerstvo/all-faculty')).json();
  const faculty = (faculties.data as { id_faculty: number; faculty_kg: string }[]).find(
    (row) => row.id_faculty === FACULTY_ID,
  );
  await page.goto('new-year');
  await expect(
    page.getByText(k.newYear.editorScope.choices.replace('{{faculties}}', faculty?.faculty_kg ?? '?')),
  ).toBeVisible();
  // The scope chosen to begin with is all of the editor's faculties, never "the whole university".
  await expect(page.getByRole('radio', { name: k.newYear.scopeAllMine })).toBeChecked();
  await expect(page.getByRole('radio', { name: k.newYear.scopeAll })).toHaveCount(0);
  await page.context().clearCookies();

  await signInAsNew(page, baseURL, newAccount('ny-viewer'), 'viewer', {}, 'kg');
  await page.goto('new-year');
  await expect(page.getByText(k.newYear.notAllowed)).toBeVisible();
  await expect(page.getByRole('button', { name: k.newYear.preview, exact: true })).toHaveCount(0);
});
