import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { button } from './educational-support';
import { bodyRows } from './reference-support';
import {
  atPath,
  basePathOf,
  screenshotsInEachLanguage,
  seeToast,
  signInShared,
  startScreenshots,
  texts,
} from './support';

/*
 * The data checks as staff meet them: a grading rule's ranges broken through the API leave a
 * gap; the checks screen lists it (its row, the sidebar's count); its link opens the rule, where a
 * warning says the check's sentence; the range mended on that screen takes the warning away at once (every
 * write reloads the checks), and after a reload the screen and the sidebar are as before.
 */
test.slow();
// axe is injected as a script of the test, which the app's CSP would rightly refuse.
test.use({ bypassCSP: true });

const t = texts.ru;
const c = t.checks;
const r = t.gradingRules;
/** The demo's second rule (0–100, A to F): its range 61–64 'E' has the one detail 61–64. */
const RULE = 2;
const RULE_LABEL = r.variantLabel
  .replace('{{name}}', String(RULE))
  .replace('{{min}}', '0')
  .replace('{{max}}', '100');
const named = (text: string, name: string) => text.replace('{{name}}', name);

type Range = { id_ebe: number; beg_bal: number; end_bal: number; estimation: string };
type Detail = { id_ebe_detal: number; beg_bal: number; end_bal: number; ekv_num: number; ekv_bukv: string };

/** A call of the API with the page's session; fails the test on an error answer. */
async function api<T>(page: Page, path: string, data?: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1/${path}`, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Every open violation now, as the sidebar counts them. */
async function openViolations(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/checks/list');
  const { counts } = ((await response.json()) as { data: { counts: { count: number }[] } }).data;
  return counts.reduce((sum, { count }) => sum + count, 0);
}

/** The sidebar's item of the checks screen, named with the count (by its title alone when clean). */
const checksItem = (page: Page, count: number): Locator =>
  page.getByRole('navigation', { name: t.shell.menu }).getByRole('link', {
    name:
      count === 0
        ? t.routes.checks
        : `${t.routes.checks} ${t.shell.checksBadge.replace('{{count}}', String(count))}`,
    exact: true,
  });

// Named `require`, so that knip sees the package this file reads.
const require = createRequire(import.meta.url);

/** The axe-core violations inside one element. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run: (context: string) => Promise<unknown> } }).axe;
    const result = (await axe.run(scope)) as { violations: { id: string; help: string }[] };
    return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
  }, selector);
}

/** Puts rule 2's range 61–64 and its detail back as the demo has them (also after an interrupted run). */
async function mend(page: Page, range: Range, detail: Pick<Detail, 'ekv_num' | 'ekv_bukv'>) {
  await api(page, 'grading-rule/upd-ebe', { idEbe: range.id_ebe, begBal: 61, endBal: 64 });
  const details = await api<Detail[]>(page, 'grading-rule/ebe-detal', { idEbe: range.id_ebe });
  if (details.length === 0)
    await api(page, 'grading-rule/ins-upd-detail', {
      idEbeDetal: -1,
      idEbe: range.id_ebe,
      begBal: 61,
      endBal: 64,
      ekvNum: detail.ekv_num,
      ekvBukv: detail.ekv_bukv,
    });
}

// Under a base path too: the summary's links to its checks and the rows' links to other screens (decision 0038).
test('a gap in a grading rule: listed, counted, shown beside the rule, and gone once mended', {
  tag: '@base-path',
}, async ({ page, baseURL }) => {
  await signInShared(page, baseURL);
  const ranges = await api<Range[]>(page, 'grading-rule/ebe-est-info', { idEbeVar: RULE });
  const range = ranges.find((row) => row.estimation === 'E') as Range;
  expect(range, "the demo rule's range E").toBeDefined();
  const [detail] = await api<Detail[]>(page, 'grading-rule/ebe-detal', { idEbe: range.id_ebe });
  const grade = detail ?? { ekv_num: 3, ekv_bukv: 'E' };
  await mend(page, range, grade);
  const before = await openViolations(page);

  // Broken through the API: the detail out of the way, the range begins at 62, so 61 is covered by none.
  const [present] = await api<Detail[]>(page, 'grading-rule/ebe-detal', { idEbe: range.id_ebe });
  await api(page, 'grading-rule/delete-detail', { idEbeDetal: present?.id_ebe_detal });
  await api(page, 'grading-rule/upd-ebe', { idEbe: range.id_ebe, begBal: 62, endBal: 64 });
  const sentence = 'диапазоны покрывают 0–100 из 0–100: не покрыты баллы 61';

  // The checks screen: the summary counts it, and shows its check first (the first with violations);
  // the sidebar's count has it.
  await page.goto('checks');
  const title = c.checks.gradingCoverage.title;
  const summary = page.getByRole('table', { name: t.routes.checks, exact: true });
  await expect(summary.getByRole('row', { name: title })).toContainText('1');
  const section = page.getByRole('region', { name: title });
  await expect(section).toContainText(c.countOf.replace('{{count}}', '1'));
  const row = bodyRows(section.getByRole('table', { name: title })).filter({ hasText: sentence });
  await expect(row).toHaveCount(1);
  await expect(checksItem(page, before + 1)).toBeVisible();
  // The summary shows another check in its place, kept in the address, and this one again.
  const capacity = c.checks.classroomCapacity.title;
  await summary.getByRole('link', { name: capacity }).click();
  await expect(page.getByRole('region', { name: capacity })).toBeVisible();
  await expect(section).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('check')).toBe('classroomCapacity');
  await summary.getByRole('link', { name: title }).click();
  await expect(summary.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'true');
  expect(new URL(page.url()).pathname).toBe(`${basePathOf(baseURL)}checks`);

  // Its link opens the rule on its screen, with the check's sentence beside the selector.
  await row.getByRole('link', { name: `Правило оценивания ${RULE}` }).click();
  await expect(page).toHaveURL(atPath(baseURL, 'grading-rules'));
  expect(new URL(page.url()).searchParams.get('rule')).toBe(String(RULE));
  await expect(page.getByRole('combobox', { name: r.variant, exact: true })).toHaveValue(RULE_LABEL);
  const warning = page.getByRole('note').filter({ hasText: r.coverageWarning });
  await expect(warning).toContainText(sentence);
  expect(await axeViolations(page, '[role="note"]')).toEqual([]);

  // Mended on the screen: the write reloads the checks, the warning goes without a reload.
  const table = page.getByRole('table', { name: t.routes.gradingRules, exact: true });
  await button(table, named(t.table.edit, '62–64 (E)')).click();
  const begin = table.getByRole('textbox', { name: r.begin, exact: true });
  await begin.fill('61');
  await begin.press('Enter');
  await seeToast(page, t.sms.toast2);
  await expect(warning).toHaveCount(0);
  await expect(checksItem(page, before)).toBeVisible();

  // Its detail back through the API; after a reload the rule is still clean, and so is the checks screen.
  await mend(page, range, grade);
  const checked = page.waitForResponse((response) => response.url().includes('/checks/list'));
  await page.reload();
  await checked;
  await expect(page.getByRole('combobox', { name: r.variant, exact: true })).toHaveValue(RULE_LABEL);
  await expect(button(table, named(t.table.edit, '61–64 (E)'))).toBeVisible();
  await expect(warning).toHaveCount(0);
  await page.goto('checks?check=gradingCoverage');
  await expect(page.getByRole('region', { name: title })).toContainText(c.clean);
  await expect(summary.getByRole('row', { name: title }).getByRole('cell')).toHaveText('0');
  await expect(checksItem(page, before)).toBeVisible();
});

test('a row opens its record: a classroom in its building, a speciality at its place in the cascade', async ({
  page,
  baseURL,
}) => {
  await signInShared(page, baseURL);
  const { rows } = (
    (await (await page.request.get('/api/v1/checks/list')).json()) as {
      data: { rows: Array<{ check: string; record: string; idKorpus?: number; idSpeciality?: number }> };
    }
  ).data;
  const room = rows.find((row) => row.check === 'classroomCapacity');
  const plan = rows.find((row) => row.check === 'firstCourseVsPlan');
  expect(room && plan, 'the demo has classrooms too small and plans differing').toBeTruthy();
  if (!room || !plan) return;

  // A classroom: the classrooms screen on its building, the room among its rows.
  await page.goto('checks?check=classroomCapacity');
  const rooms = page.getByRole('table', { name: c.checks.classroomCapacity.title, exact: true });
  await rooms.getByRole('link', { name: room.record, exact: true }).first().click();
  await expect(page).toHaveURL(atPath(baseURL, 'classrooms'));
  expect(new URL(page.url()).searchParams.get('building')).toBe(String(room.idKorpus));
  const building = room.record.split(', ').slice(1).join(', ');
  await expect(page.getByRole('combobox', { name: t.classrooms.building, exact: true })).toHaveValue(
    building,
  );
  const number = room.record.split(', ')[0] ?? '';
  await expect(
    bodyRows(page.getByRole('table', { name: t.routes.classrooms, exact: true }))
      .filter({ hasText: number })
      .first(),
  ).toBeVisible();

  // A speciality's plan: the educational screen with the cascade down to it, kept as the link gave it.
  await page.goto('checks?check=firstCourseVsPlan');
  const plans = page.getByRole('table', { name: c.checks.firstCourseVsPlan.title, exact: true });
  await plans.getByRole('link', { name: plan.record, exact: true }).first().click();
  await expect(page).toHaveURL(atPath(baseURL, 'educational'));
  const speciality = page.getByRole('combobox', { name: t.educational.level.speciality, exact: true });
  await expect(speciality).not.toHaveValue('');
  expect(new URL(page.url()).searchParams.get('speciality')).toBe(String(plan.idSpeciality));
});

screenshotsInEachLanguage(
  'checks',
  (language) => `data checks in ${language}`,
  async ({ page, baseURL, tx, shot }) => {
    await startScreenshots(page, baseURL, tx, 'checks');
    await expect(page.getByRole('table', { name: tx.routes.checks, exact: true })).toBeVisible();
    await shot('wide');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('phone');
  },
);
