import { expect, type Page, test } from '@playwright/test';
import {
  bodyRows,
  callsTo,
  dialog,
  expectInUse,
  fillFields,
  openReference,
  pageButton,
  rowButton,
  search,
  unique,
} from './reference-support';
import { texts, toast } from './support';

/*
 * {base}/qual (qualifications) as a person uses it (SPEC §2, §4, §5). Tests of one project share a database
 * and run in parallel: each makes its own uniquely named rows and counts on no exact total.
 */
const t = texts.ru;
const firstCell = (page: Page) => bodyRows(page.getByRole('table')).first().getByRole('cell').first();

async function addQualification(page: Page, name: string) {
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  const form = dialog(page, t.qual.add);
  await fillFields(form, [
    [t.fields.nameRu, name],
    [t.fields.nameKg, `${name} (кырг.)`],
    [t.fields.nameEn, `${name} (en)`],
  ]);
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(toast(page, t.sms.toast1)).toBeVisible();
  await expect(form).toBeHidden();
}

test.describe('qualifications screen', () => {
  test('search by a Kyrgyz and an English name; no code column', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'qual');
    await expect(table.getByRole('columnheader', { name: t.fields.code })).toHaveCount(0);
    await search(page, 'юриспруденция магистри');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('Магистр юриспруденции');

    await search(page, 'SOFTWARE engineer');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('Инженер-программист');

    await search(page, 'нет такой квалификации');
    await expect(bodyRows(table)).toHaveText([t.table.empty]);
    await page.getByRole('button', { name: t.table.clearSearch }).click();
    await expect(bodyRows(table)).toHaveCount(12);
  });

  test('pages of 12 rows; a new search goes back to page 1', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'qual');
    await expect(bodyRows(table)).toHaveCount(12);
    await page.getByRole('button', { name: t.table.nextPage }).click();
    await expect(firstCell(page)).toHaveText('13');
    await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
    // Every English name has an 'e': still two pages, but the search starts again on the first.
    await search(page, 'e');
    await expect(firstCell(page)).toHaveText('1');
    await expect(pageButton(page, 2)).toBeVisible();
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
  });

  test('add: all three names are required; the qualification persists', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'qual');
    const name = `Тестовая квалификация ${unique()}`;
    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const form = dialog(page, t.qual.add);
    await form.getByLabel(t.fields.nameRu).fill(name);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(form.getByText(t.form.required)).toHaveCount(2);
    await fillFields(form, [
      [t.fields.nameKg, 'Сынак квалификациясы'],
      [t.fields.nameEn, 'Test Qualification'],
    ]);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, t.sms.toast1)).toBeVisible();
    await expect(form).toBeHidden();

    await page.reload();
    await search(page, name);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText(`${name}Сынак квалификациясыTest Qualification`);
  });

  test('edit: Save waits for a change, and the change persists', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'qual');
    const name = `Квалификация для правки ${unique()}`;
    await addQualification(page, name);
    await search(page, name);
    await rowButton(page, 'edit', name).click();
    const form = dialog(page, t.qual.edit);
    const save = form.getByRole('button', { name: t.form.save });
    await expect(save).toBeDisabled();
    // Changing a field and changing it back leaves nothing to save.
    await form.getByLabel(t.fields.nameEn).fill('Something else');
    await expect(save).toBeEnabled();
    await form.getByLabel(t.fields.nameEn).fill(`${name} (en)`);
    await expect(save).toBeDisabled();
    await form.getByLabel(t.fields.nameKg).fill('Оңдолгон квалификация');
    await save.click();
    await expect(toast(page, t.sms.toast2)).toBeVisible();
    await expect(form).toBeHidden();

    await page.reload();
    await search(page, name);
    await expect(bodyRows(table).first()).toContainText(`${name}Оңдолгон квалификация`);
  });

  test('a locked qualification keeps its Russian name read-only', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'qual');
    await search(page, 'Бакалавр экономики');
    await rowButton(page, 'edit', 'Бакалавр экономики').click();
    const form = dialog(page, t.qual.edit);
    await expect(form.getByLabel(t.fields.nameRu)).not.toBeEditable();
    await expect(form.getByLabel(t.fields.nameKg)).toBeEditable();
    await expect(form.getByLabel(t.fields.nameEn)).toBeEditable();
    await form.getByRole('button', { name: t.form.cancel }).click();
    await expect(form).toBeHidden();
  });

  test('a duplicate name gives a warning and the form stays open', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'qual');
    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const form = dialog(page, t.qual.add);
    await fillFields(form, [
      [t.fields.nameRu, 'Бакалавр менеджмента'],
      [t.fields.nameKg, 'Менеджмент бакалавры'],
      [t.fields.nameEn, 'Bachelor of Management'],
    ]);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, 'Квалификация «Бакалавр менеджмента» уже есть')).toBeVisible();
    await expect(form).toBeVisible();
    // Still open with what was typed: correcting the name is enough.
    const name = `Бакалавр менеджмента ${unique()}`;
    await form.getByLabel(t.fields.nameRu).fill(name);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, t.sms.toast1)).toBeVisible();
    await expect(form).toBeHidden();
    await search(page, name);
    await expect(bodyRows(page.getByRole('table'))).toContainText([`${name}Менеджмент бакалавры`]);
  });

  test('delete an unused qualification after confirming; it stays deleted', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'qual');
    const name = `Квалификация на удаление ${unique()}`;
    await addQualification(page, name);
    await search(page, name);
    await rowButton(page, 'delete', name).click();
    const confirm = dialog(page, t.confirmDelete.title);
    await expect(confirm.getByText(name, { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: t.confirmDelete.confirm }).click();
    await expect(toast(page, t.sms.toast8)).toBeVisible();
    await expect(confirm).toBeHidden();

    await page.reload();
    await search(page, name);
    await expect(bodyRows(table)).toHaveText([t.table.empty]);
  });

  test('a qualification in use says where before confirming; Delete is disabled, and it stays', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'qual');
    const deletes = callsTo(page, 'ministerstvo/del-qual');
    await search(page, 'Инженер-строитель');
    await rowButton(page, 'delete', 'Инженер-строитель').click();
    await expectInUse(dialog(page, t.confirmDelete.title), /Специальности: \d+/);
    expect(deletes).toEqual([]);
    await expect(bodyRows(table)).toHaveCount(1);
  });

  test('a locked qualification only warns: no confirmation, no call', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'qual');
    const deletes = callsTo(page, 'ministerstvo/del-qual');
    await search(page, 'Бакалавр экономики');
    await rowButton(page, 'deleteLocked', 'Бакалавр экономики').click();
    await expect(toast(page, t.sms.toast6)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(deletes).toEqual([]);
  });
});
