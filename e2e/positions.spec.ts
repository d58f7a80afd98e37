import { expect, type Locator, type Page, test } from '@playwright/test';
import { answerUnavailable, button, pick } from './educational-support';
import { bodyRows, dialog, missingFields, settled, unique } from './reference-support';
import { screenshotsInEachLanguage, seeToast, signInShared, startScreenshots, texts } from './support';

/*
 * Teaching positions and hours (SPEC §2, decision 0020), as a person uses the screen: an academic year, then
 * its positions edited in place with the shared inline-edit table.
 */
test.slow();

const t = texts.ru;
const p = t.positions;
const year = new Date().getFullYear() % 100;
const yearLabel = (twoDigits: number) => `${2000 + twoDigits}-${2001 + twoDigits}`;
const named = (text: string, name: string) => text.replace('{{name}}', name);

/** Signed in (the shared session), the screen with the current year chosen and its positions loaded. */
async function openPositions(page: Page, baseURL: string | undefined, tx = t): Promise<Locator> {
  await signInShared(page, baseURL, tx);
  await page.goto('positions');
  // The current academic year is chosen to begin with (SPEC §9).
  await expect(page.getByRole('combobox', { name: tx.positions.year, exact: true })).toHaveValue(
    yearLabel(year),
  );
  const table = page.getByRole('table', { name: tx.routes.positions });
  await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
  return table;
}

test('copies last year’s positions into a new year once; a second copy says there is nothing to copy (ru, en)', async ({
  page,
  baseURL,
}) => {
  const table = await openPositions(page, baseURL);
  const source = await bodyRows(table).count();
  // Next year is in the calendar and has no positions yet.
  await pick(page, page, p.year, yearLabel(year + 1));
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table)).toContainText(t.table.empty);
  const copy = button(page, p.copyFrom.replace('{{year}}', yearLabel(year)));
  await copy.click();
  await seeToast(page, p.copied.replace('{{copied}}', String(source)).replace('{{kept}}', '0'));
  await expect(bodyRows(table)).toHaveCount(source);

  const en = texts.en;
  await page.goto('positions?lang=en');
  await pick(page, page, en.positions.year, yearLabel(year + 1));
  const enTable = page.getByRole('table', { name: en.routes.positions });
  await expect(bodyRows(enTable)).toHaveCount(source);
  await button(page, en.positions.copyFrom.replace('{{year}}', yearLabel(year))).click();
  await seeToast(
    page,
    en.positions.nothingToCopy.replace('{{kept}}', String(source)).replace('{{year}}', yearLabel(year)),
    en,
  );
  await expect(bodyRows(enTable)).toHaveCount(source);
});

test('adds a position (refused while empty), edits its hours, keeps them after a reload, deletes it', async ({
  page,
  baseURL,
}) => {
  let table = await openPositions(page, baseURL);
  const name = `Старший научный сотрудник ${unique()}`;
  const newRow = t.inlineTable.newRow;

  // An empty new row: Save names both fields and sends nothing (SPEC §5 'fillFields').
  await button(page, t.table.add).click();
  await button(table, named(t.inlineTable.save, newRow)).click();
  await expect(table.getByRole('alert')).toHaveText(
    missingFields(t.inlineTable.fillFields, [p.name, p.hours]),
  );
  await table.getByRole('textbox', { name: p.name, exact: true }).fill(name);
  const hours = table.getByRole('textbox', { name: p.hours, exact: true });
  // Hours take digits only, at most three.
  await hours.fill('1234');
  await expect(hours).toHaveValue('123');
  await hours.fill('750');
  await button(table, named(t.inlineTable.save, newRow)).click();
  await seeToast(page, t.sms.toast1);
  const row = bodyRows(table).filter({ hasText: name });
  await expect(row).toContainText('750');

  // The same name again in the same year is a duplicate (sms 3): the row stays in edit.
  await button(page, t.table.add).click();
  await table.getByRole('textbox', { name: p.name, exact: true }).fill(name);
  await table.getByRole('textbox', { name: p.hours, exact: true }).fill('10');
  await button(table, named(t.inlineTable.save, newRow)).click();
  await seeToast(page, new RegExp(`Должность «${name}» на \\d{4}-\\d{4} учебный год уже есть`));
  await button(table, named(t.table.delete, newRow)).click();
  await expect(bodyRows(table).filter({ hasText: name })).toHaveCount(1);

  await button(row, named(t.table.edit, name)).click();
  await table.getByRole('textbox', { name: p.hours, exact: true }).fill('680');
  await table.getByRole('textbox', { name: p.hours, exact: true }).press('Enter');
  await seeToast(page, t.sms.toast2);
  await expect(row).toContainText('680');

  await page.reload();
  table = await openPositions(page, baseURL);
  await expect(bodyRows(table).filter({ hasText: name })).toContainText('680');
  // Another year has its own positions: the new one is not there.
  await pick(page, page, p.year, yearLabel(year - 1));
  await settled(table);
  await expect(bodyRows(table).filter({ hasText: name })).toHaveCount(0);
  await pick(page, page, p.year, yearLabel(year));

  await button(bodyRows(table).filter({ hasText: name }), named(t.table.delete, name)).click();
  await button(dialog(page, t.confirmDelete.title), t.confirmDelete.confirm).click();
  await seeToast(page, t.sms.toast8);
  await page.reload();
  table = await openPositions(page, baseURL);
  await expect(bodyRows(table).filter({ hasText: name })).toHaveCount(0);
});

screenshotsInEachLanguage(
  'positions',
  (language) => `teaching positions in ${language}`,
  async ({ page, baseURL, language, tx, shot }) => {
    await startScreenshots(page, baseURL, tx);
    const table = await openPositions(page, baseURL, tx);
    await button(page, tx.table.add).click();
    await button(table, named(tx.inlineTable.save, tx.inlineTable.newRow)).click();
    await expect(table.getByRole('alert')).toBeVisible();
    await shot('screen');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    const restore = await answerUnavailable(page, '**/api/v1/positions-teach/**', language);
    await page.reload();
    await expect(page.getByText(tx.table.loadError)).toBeVisible();
    await shot('unavailable');
    await restore();
  },
);
