import { expect, type Locator, type Page, test } from '@playwright/test';
import { answerUnavailable, button, pick } from './educational-support';
import { bodyRows, dialog, missingFields, settled, unique } from './reference-support';
import { screenshotsInEachLanguage, seeToast, signInShared, startScreenshots, texts } from './support';

/*
 * Grading-rule administration (SPEC §2, §5, §9; decision 0019), as a person uses the screen:
 * a rule number, its point ranges edited in place (refused outside the variant's bounds), a range's
 * intermediate values added, edited and deleted, the configurator and the display rules. The demo's third
 * variant (0–100: 90–100 '5', 75–89 '4', 60–74 '3', 0–59 '2', the last with one detail 0–59 'F') is the
 * one changed here; every change is undone at the end.
 */
test.slow();

const t = texts.ru;
const r = t.gradingRules;
const named = (text: string, name: string) => text.replace('{{name}}', name);
const VARIANT = 'Правило 3 (0–100 баллов)';
const POINTS_DEFINITION = '0–100: текущий контроль до 40, экзамен до 60';

/** Signed in (the shared session), the screen on the variant the tests work on. */
async function openVariant(page: Page, baseURL: string | undefined, tx = t): Promise<Locator> {
  await signInShared(page, baseURL, tx);
  await page.goto('grading-rules');
  const ranges = page.getByRole('table', { name: tx.routes.gradingRules });
  // The first variant is chosen to begin with.
  await expect(bodyRows(ranges).first().getByRole('cell').first()).toHaveText('1');
  await pick(page, page, tx.gradingRules.variant, VARIANT);
  await expect(button(ranges, named(tx.table.edit, '90–100 (5)'))).toBeVisible();
  return ranges;
}

/** Chooses a range by a click on its grade, and answers its details' table. */
async function chooseRange(page: Page, ranges: Locator, label: string, tx = t): Promise<Locator> {
  const row = bodyRows(ranges).filter({ has: button(page, named(tx.table.edit, label)) });
  await row.getByRole('cell').nth(3).click();
  await expect(
    page.getByRole('heading', { name: tx.gradingRules.detailsOf.replace('{{range}}', label) }),
  ).toBeVisible();
  return page.getByRole('table', { name: tx.gradingRules.details, exact: true });
}

/** Opens a modal by its button ("Поля ведомости…") and returns its table, named by the modal's title. */
async function openModal(page: Page, opener: string, title: string): Promise<Locator> {
  await button(page, opener).click();
  const modal = dialog(page, title);
  await settled(modal);
  return modal.getByRole('table', { name: title, exact: true });
}

test('a range refused out of bounds; a detail added and deleted; a config field and a display rule kept', async ({
  page,
  baseURL,
}) => {
  let ranges = await openVariant(page, baseURL);

  // A range's points: at most 4 characters; outside the variant's 0–100 the server refuses, and its
  // message stays under the row (and in a toast), the row still in edit.
  await button(ranges, named(t.table.edit, '90–100 (5)')).click();
  const end = ranges.getByRole('textbox', { name: r.end, exact: true });
  await end.fill('12345');
  await expect(end).toHaveValue('1234');
  await end.fill('150');
  await end.press('Enter');
  const outOfBounds = 'Значение должно быть от 0 до 100';
  await expect(ranges.getByRole('alert')).toHaveText(outOfBounds);
  // Also in a toast: two alerts say it.
  await expect(page.getByRole('alert').filter({ hasText: outOfBounds })).toHaveCount(2);
  // Escape leaves the edit once the typed value is given up (decision 0034).
  await end.press('Escape');
  await button(dialog(page, t.form.discardTitle), t.form.discard).click();
  await expect(end).toHaveCount(0);
  await expect(bodyRows(ranges).first()).toContainText('100');

  // The range 0–59: its one detail 0–59 narrowed, then a detail added beside it.
  let details = await chooseRange(page, ranges, '0–59 (2)');
  await button(details, named(t.table.edit, '0–59 (F)')).click();
  await details.getByRole('textbox', { name: r.end, exact: true }).fill('49');
  await details.getByRole('textbox', { name: r.end, exact: true }).press('Enter');
  await seeToast(page, t.sms.toast2);
  await expect(button(details, named(t.table.edit, '0–49 (F)'))).toBeVisible();

  const newRow = t.inlineTable.newRow;
  await button(page, t.table.add).click();
  await button(details, named(t.inlineTable.save, newRow)).click();
  await expect(details.getByRole('alert')).toHaveText(
    missingFields(t.inlineTable.fillAllFields, [r.begin, r.end, r.numeric, r.letter]),
  );
  const field = (name: string) => details.getByRole('textbox', { name, exact: true });
  await field(r.begin).fill('45');
  await field(r.end).fill('59');
  await field(r.numeric).fill('0');
  // The letter grade is uppercased as typed, at most 3 characters.
  await field(r.letter).fill('fx');
  await expect(field(r.letter)).toHaveValue('FX');
  await button(details, named(t.inlineTable.save, newRow)).click();
  // 45 lies in the detail 0–49: the server's refusal under the row.
  await expect(details.getByRole('alert')).toHaveText('Промежуточное значение пересекается с другим: 0–49');
  await expect(page.getByRole('alert').filter({ hasText: 'пересекается с другим: 0–49' })).toHaveCount(2);
  await field(r.begin).fill('50');
  await button(details, named(t.inlineTable.save, newRow)).click();
  await seeToast(page, t.sms.toast1);
  await expect(button(details, named(t.table.edit, '50–59 (FX)'))).toBeVisible();

  // The configurator: a field's maximum (at most 3 digits).
  let config = await openModal(page, r.configuratorButton, r.configurator);
  await button(config, named(t.table.edit, 'Текущий контроль')).click();
  const max = config.getByRole('textbox', { name: r.config.max, exact: true });
  await max.fill('1234');
  await expect(max).toHaveValue('123');
  await max.fill('45');
  await max.press('Enter');
  await seeToast(page, t.sms.toast2);
  await expect(bodyRows(config).filter({ hasText: 'Текущий контроль' })).toContainText('45');
  await page.keyboard.press('Escape');
  await expect(dialog(page, r.configurator)).toHaveCount(0);

  // The display rules: the definition of the points form.
  let rules = await openModal(page, r.displayRulesButton, r.displayRules);
  const definition = `0–100 баллов, проверка ${unique()}`;
  await button(rules, named(t.table.edit, 'Балльная')).click();
  await rules.getByRole('textbox', { name: r.display.definition, exact: true }).fill(definition);
  await button(rules, named(t.inlineTable.save, 'Балльная')).click();
  await seeToast(page, t.sms.toast2);
  await expect(bodyRows(rules).filter({ hasText: 'Балльная' })).toContainText(definition);
  await page.keyboard.press('Escape');

  // After a reload all of it is kept.
  await page.reload();
  ranges = await openVariant(page, baseURL);
  await expect(bodyRows(ranges).first()).toContainText('100');
  details = await chooseRange(page, ranges, '0–59 (2)');
  await expect(bodyRows(details)).toHaveCount(2);
  await expect(button(details, named(t.table.edit, '50–59 (FX)'))).toBeVisible();
  config = await openModal(page, r.configuratorButton, r.configurator);
  await expect(bodyRows(config).filter({ hasText: 'Текущий контроль' })).toContainText('45');
  // Undone: the maximum back to 40.
  await button(config, named(t.table.edit, 'Текущий контроль')).click();
  await config.getByRole('textbox', { name: r.config.max, exact: true }).fill('40');
  await config.getByRole('textbox', { name: r.config.max, exact: true }).press('Enter');
  await seeToast(page, t.sms.toast2);
  await page.keyboard.press('Escape');
  rules = await openModal(page, r.displayRulesButton, r.displayRules);
  await expect(bodyRows(rules).filter({ hasText: 'Балльная' })).toContainText(definition);
  await button(rules, named(t.table.edit, 'Балльная')).click();
  await rules.getByRole('textbox', { name: r.display.definition, exact: true }).fill(POINTS_DEFINITION);
  await button(rules, named(t.inlineTable.save, 'Балльная')).click();
  await seeToast(page, t.sms.toast2);
  await page.keyboard.press('Escape');

  // The added detail deleted (after a confirmation), the first one widened back.
  await button(details, named(t.table.delete, '50–59 (FX)')).click();
  await button(dialog(page, t.confirmDelete.title), t.confirmDelete.confirm).click();
  await seeToast(page, t.sms.toast8);
  await expect(bodyRows(details)).toHaveCount(1);
  await button(details, named(t.table.edit, '0–49 (F)')).click();
  await details.getByRole('textbox', { name: r.end, exact: true }).fill('59');
  await details.getByRole('textbox', { name: r.end, exact: true }).press('Enter');
  await seeToast(page, t.sms.toast2);
  await page.reload();
  ranges = await openVariant(page, baseURL);
  details = await chooseRange(page, ranges, '0–59 (2)');
  await expect(button(details, named(t.table.edit, '0–59 (F)'))).toBeVisible();
  await expect(bodyRows(details)).toHaveCount(1);
});

screenshotsInEachLanguage(
  'grading-rules',
  (language) => `grading rules in ${language}`,
  async ({ page, baseURL, language, tx, shot }) => {
    const rx = tx.gradingRules;
    await startScreenshots(page, baseURL, tx, 'grading-rules');
    const ranges = page.getByRole('table', { name: tx.routes.gradingRules });
    await expect(button(ranges, named(tx.table.edit, '87–100 (5)'))).toBeVisible();
    const details = await chooseRange(page, ranges, '87–100 (5)', tx);
    await expect(bodyRows(details)).toHaveCount(2);
    await shot('screen');
    // A refused range: the server's message under the row.
    await button(ranges, named(tx.table.edit, '87–100 (5)')).click();
    await ranges.getByRole('textbox', { name: rx.end, exact: true }).fill('150');
    await ranges.getByRole('textbox', { name: rx.end, exact: true }).press('Enter');
    await expect(ranges.getByRole('alert')).toBeVisible();
    await shot('refused');
    await ranges.getByRole('textbox', { name: rx.end, exact: true }).press('Escape');
    await button(dialog(page, tx.form.discardTitle), tx.form.discard).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    const config = await openModal(page, rx.configuratorButton, rx.configurator);
    await expect(bodyRows(config)).toHaveCount(4);
    await shot('configurator');
    await page.keyboard.press('Escape');
    await expect(dialog(page, rx.configurator)).toHaveCount(0);
    const rules = await openModal(page, rx.displayRulesButton, rx.displayRules);
    await expect(bodyRows(rules)).toHaveCount(4);
    await shot('display-rules');
    await page.keyboard.press('Escape');
    const restore = await answerUnavailable(page, '**/api/v1/grading-rule/**', language);
    await page.reload();
    await expect(page.getByText(tx.table.loadError).first()).toBeVisible();
    await shot('unavailable');
    await restore();
  },
);
