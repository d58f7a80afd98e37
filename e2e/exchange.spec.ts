import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { bodyRows, dialog, openReference, rowWith, search, unique, uniqueCode } from './reference-support';
import { chooseLanguage, signInShared, texts, toast } from './support';

/*
 * Export and import (decision 0047): a list goes out as the screen filters it, and a workbook comes in row by row, previewed
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
  const table = await openReference(page, baseURL, 'directions');
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
  const table = await openReference(page, baseURL, 'directions');
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
  const modal = dialog(page, filled(importTexts.title, { screen: t.routes.directions }));
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

for (const language of ['ru', 'kg'] as const) {
  test(`a registrar's CSV under a heading, with a column the table does not know: the dialog asks, in ${language}`, async ({
    page,
    baseURL,
  }) => {
    const l = texts[language];
    const words = l.import.columns as Record<string, string>;
    const table = await openReference(page, baseURL, 'directions', l);
    const code = uniqueCode();
    const marker = unique();
    // Russian Excel's CSV: a heading line, a code titled «Шифр», a misspelled name title, a note column.
    const file = test.info().outputPath(`registrar-${language}.csv`);
    writeFileSync(
      file,
      `Направления на 2026 год\r\nШифр;Наименование рус;Цвет\r\n${code};Из файла ${marker};красный\r\n`,
    );
    await page.getByRole('button', { name: l.import.action, exact: true }).click();
    const modal = dialog(page, filled(l.import.title, { screen: l.routes.directions }));
    await modal.locator('input[type=file]').setInputFiles(file);
    // The dialog itself says what it expects: a choice per column of the file, the code still missing.
    const columns = modal.getByRole('table', { name: filled(words.title as string, { line: 2 }) });
    await expect(columns).toBeVisible();
    await expect(modal.getByRole('status').filter({ hasText: l.fields.code })).toContainText(
      filled(words.missing as string, { columns: `«${l.fields.code}»` }),
    );
    const readAs = (title: string) =>
      modal.getByRole('combobox', { name: filled(words.readAsOf as string, { title }) });
    await expect(readAs('Наименование рус')).toHaveValue(
      filled(words.required as string, { title: l.columns.nameRu }),
    );
    await readAs('Шифр').click();
    await page
      .getByRole('option', { name: filled(words.required as string, { title: l.fields.code }) })
      .click();
    await modal.getByRole('button', { name: words.readAgain }).click();
    // Read again with the choice: one row to add, the note column left unread, said so.
    const counts = modal
      .getByRole('status')
      .filter({ hasText: filled(l.import.counts.create as string, { count: 1 }) });
    await expect(counts).toBeVisible();
    await expect(modal).toContainText('Цвет');
    await modal.getByRole('button', { name: filled(l.import.apply, { count: 1 }) }).click();
    await expect(toast(page, filled(l.import.applied, { create: 1, update: 0 }))).toBeVisible();
    // Closed (its focus given back to Import) before the search box is typed in.
    await expect(modal).toBeHidden();
    await search(page, marker, l);
    await expect(rowWith(table, code)).toContainText(`Из файла ${marker}`);
  });
}

const LIST_SCREENS = [
  'directions',
  'speciality-names',
  'departments',
  'qualifications',
  'levels',
  'users',
  'audit',
  'classrooms',
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
