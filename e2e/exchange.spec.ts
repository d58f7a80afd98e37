import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { bodyRows, dialog, openReference, rowWith, search, unique, uniqueCode } from './reference-support';
import { chooseLanguage, signInShared, texts, toast } from './support';

/*
 * Issue 29: a list goes out as the screen filters it, and a workbook comes in row by row, previewed
 * before anything is written.
 */
const t = texts.ru;
const importTexts = t.import;
const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Two directions whose Russian names carry `marker`, made through the API with the page's session. */
async function twoDirections(page: import('@playwright/test').Page, marker: string) {
  const codes = [uniqueCode(), uniqueCode()];
  for (const [index, code] of codes.entries())
    await page.request.post('/api/v1/ministerstvo/ins-upd-direction', {
      data: { idDirection: -1, code, direction_: `Выгрузка ${marker} ${index + 1}`, directionKg: 'Багыт' },
    });
  return codes;
}

test('the directions found by a search go out as a workbook holding exactly those rows', async ({
  page,
  baseURL,
}) => {
  const table = await openReference(page, baseURL, 'direction');
  const marker = unique();
  const codes = await twoDirections(page, marker);
  await page.reload();
  await search(page, marker);
  await expect(bodyRows(table)).toHaveCount(2);
  await page.getByRole('button', { name: t.export.action }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: t.export.xlsx }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^Направления — поиск «${marker}» — \\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    t.fields.code,
    t.columns.nameRu,
    t.columns.nameKg,
    t.columns.nameEn,
    t.export.record,
    t.export.version,
  ]);
  const written = sheet.getRows(2, sheet.rowCount - 1)?.map((row) => row.getCell(1).value) ?? [];
  expect(written.sort()).toEqual([...codes].sort());
});

test('a workbook of one new, one changed and one bad row: the preview says so, the apply writes two', async ({
  page,
  baseURL,
}) => {
  const table = await openReference(page, baseURL, 'direction');
  const marker = unique();
  const [changed] = await twoDirections(page, marker);
  const added = uniqueCode();
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Направления').addRows([
    [t.fields.code, t.columns.nameRu, t.columns.nameKg],
    [added, `Загрузка ${marker} новая`, 'Жаңы багыт'],
    [changed, `Выгрузка ${marker} 1`, 'Өзгөртүлгөн багыт'],
    ['', `Без кода ${marker}`, ''],
  ]);
  const file = test.info().outputPath('import.xlsx');
  await workbook.xlsx.writeFile(file);

  await page.reload();
  await page.getByRole('button', { name: importTexts.action, exact: true }).click();
  const modal = dialog(page, filled(importTexts.title, { screen: t.routes.direction }));
  await modal.locator('input[type=file]').setInputFiles(file);
  const status = modal.getByRole('status');
  await expect(status).toContainText(filled(importTexts.counts.create as string, { count: 1 }));
  await expect(status).toContainText(filled(importTexts.counts.update as string, { count: 1 }));
  await expect(status).toContainText(filled(importTexts.counts.refuse as string, { count: 1 }));
  const rows = modal.getByRole('table').locator('tbody tr');
  await expect(rows.filter({ hasText: added })).toContainText(importTexts.verdicts.create as string);
  await expect(rows.filter({ hasText: changed as string })).toContainText('Өзгөртүлгөн багыт');
  await expect(rows.filter({ hasText: `Без кода ${marker}` })).toContainText(
    importTexts.verdicts.refuse as string,
  );

  await modal.getByRole('button', { name: filled(importTexts.apply, { count: 2 }) }).click();
  await expect(toast(page, filled(importTexts.applied, { create: 1, update: 1 }))).toBeVisible();
  await expect(modal).toBeHidden();
  await search(page, marker);
  await expect(rowWith(table, added)).toContainText('Жаңы багыт');
  await expect(rowWith(table, changed as string)).toContainText('Өзгөртүлгөн багыт');
  await expect(bodyRows(table)).toHaveCount(3);
});

const LIST_SCREENS = [
  'direction',
  'speciality',
  'kafedra',
  'qual',
  'level',
  'users',
  'audit',
  'audience',
] as const;
const LANGUAGES = [
  ['ru', 'Rus'],
  ['kg', 'Kyr'],
  ['en', 'En'],
] as const;

test('every list screen offers Export as Excel or CSV, in each language', async ({ page, baseURL }) => {
  await signInShared(page, baseURL);
  for (const [index, path] of LIST_SCREENS.entries()) {
    const [language, label] = LANGUAGES[index % LANGUAGES.length] as (typeof LANGUAGES)[number];
    const l = texts[language];
    await page.goto(path);
    await chooseLanguage(page, label);
    const exportButton = page.getByRole('button', { name: l.export.action, exact: true });
    await expect(exportButton, path).toBeVisible();
    await exportButton.click();
    await expect(page.getByRole('menuitem', { name: l.export.xlsx }), path).toBeVisible();
    await expect(page.getByRole('menuitem', { name: l.export.csv }), path).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await chooseLanguage(page, 'Rus');
});
