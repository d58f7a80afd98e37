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
  uniqueCode,
} from './reference-support';
import { texts, toast } from './support';

/*
 * {base}/speciality (speciality names) as a person uses it (SPEC §2, §4, §5). Tests of one project share a
 * database and run in parallel: each makes its own uniquely named rows and counts on no exact total.
 */
const t = texts.ru;
const firstCell = (page: Page) => bodyRows(page.getByRole('table')).first().getByRole('cell').first();

async function addSpeciality(page: Page, code: string, name: string) {
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  const form = dialog(page, t.speciality.add);
  await fillFields(form, [
    [t.fields.code, code],
    [t.fields.nameRu, name],
  ]);
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(toast(page, t.sms.toast1)).toBeVisible();
  await expect(form).toBeHidden();
}

test.describe('specialities screen', () => {
  test('search by a Kyrgyz and an English name; clearing the box resets', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'speciality');
    await search(page, 'дүйнөлүк ЭКОНОМИКА');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('080102Мировая экономика');

    await search(page, ' law enforcement ');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('030505Правоохранительная деятельность');

    await search(page, 'никакой специальности');
    await expect(bodyRows(table)).toHaveText([t.table.empty]);
    await page.getByRole('textbox', { name: t.table.search }).fill('');
    await expect(bodyRows(table)).toHaveCount(12);
  });

  test('pages of 12 rows; a new search goes back to page 1', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'speciality');
    await pageButton(page, 3).click();
    await expect(firstCell(page)).toHaveText('25');
    // 35 demo rows: the last page holds the other 11 (or more, with rows other tests added).
    expect(await bodyRows(table).count()).toBeGreaterThanOrEqual(11);
    await page.getByRole('button', { name: t.table.previousPage }).click();
    await expect(firstCell(page)).toHaveText('13');
    await expect(bodyRows(table)).toHaveCount(12);

    await search(page, 'и');
    await expect(firstCell(page)).toHaveText('1');
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
  });

  test('add: code and Russian name are required; the new speciality persists', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'speciality');
    const code = uniqueCode();
    const name = `Тестовая специальность ${unique()}`;
    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const form = dialog(page, t.speciality.add);
    await form.getByLabel(t.fields.nameEn).fill('Test speciality');
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(form.getByText(t.form.required)).toHaveCount(2);
    await fillFields(form, [
      [t.fields.code, code],
      [t.fields.nameRu, name],
      [t.fields.nameKg, 'Сынак адистиги'],
    ]);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, t.sms.toast1)).toBeVisible();
    await expect(form).toBeHidden();

    await page.reload();
    await search(page, name);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText(`${code}${name}Сынак адистигиTest speciality`);
  });

  test('edit: Save waits for a change, and the change persists', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'speciality');
    const code = uniqueCode();
    const name = `Специальность для правки ${unique()}`;
    await addSpeciality(page, code, name);
    await search(page, name);

    await rowButton(page, 'edit', `${code} ${name}`).click();
    const form = dialog(page, t.speciality.edit);
    const save = form.getByRole('button', { name: t.form.save });
    await expect(save).toBeDisabled();
    const newName = `${name} (изменено)`;
    await form.getByLabel(t.fields.nameRu).fill(newName);
    await form.getByLabel(t.fields.nameEn).fill('Edited speciality');
    await save.click();
    await expect(toast(page, t.sms.toast2)).toBeVisible();
    await expect(form).toBeHidden();

    await page.reload();
    await search(page, newName);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText(`${code}${newName}Edited speciality`);
  });

  test('a locked speciality keeps its code and Russian name read-only', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'speciality');
    await search(page, 'Финансы и кредит');
    await rowButton(page, 'edit', '080105 Финансы и кредит').click();
    const form = dialog(page, t.speciality.edit);
    await expect(form.getByLabel(t.fields.code)).not.toBeEditable();
    await expect(form.getByLabel(t.fields.nameRu)).not.toBeEditable();
    await expect(form.getByLabel(t.fields.nameEn)).toBeEditable();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
  });

  test('a duplicate code gives a warning and the form stays open', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'speciality');
    const name = `Дубликат специальности ${unique()}`;
    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const form = dialog(page, t.speciality.add);
    await fillFields(form, [
      [t.fields.code, '080105'],
      [t.fields.nameRu, name],
    ]);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, 'Специальность с кодом 080105 уже есть: Финансы и кредит')).toBeVisible();
    await expect(form).toBeVisible();
    await expect(form.getByLabel(t.fields.code)).toHaveValue('080105');
    await form.getByRole('button', { name: t.form.cancel }).click();
    await search(page, name);
    await expect(bodyRows(page.getByRole('table'))).toHaveText([t.table.empty]);
  });

  test('delete an unused speciality (080111 Маркетинг); it stays deleted', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'speciality');
    await search(page, 'Маркетинг');
    await rowButton(page, 'delete', '080111 Маркетинг').click();
    const confirm = dialog(page, t.confirmDelete.title);
    await expect(confirm.getByText('Маркетинг', { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: t.confirmDelete.confirm }).click();
    await expect(toast(page, t.sms.toast8)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(bodyRows(table)).toHaveText([t.table.empty]);

    await page.reload();
    await search(page, 'Маркетинг');
    await expect(bodyRows(table)).toHaveText([t.table.empty]);
  });

  test('a speciality in use says where before confirming; Delete is disabled, and it stays', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'speciality');
    const deletes = callsTo(page, 'ministerstvo/del-special');
    // 080301 Коммерция is editable but taught by the demo faculty of economics.
    await search(page, 'Коммерция');
    await rowButton(page, 'delete', '080301 Коммерция (торговое дело)').click();
    await expectInUse(dialog(page, t.confirmDelete.title), /Специальности: \d+ — 080301 Коммерция/);
    expect(deletes).toEqual([]);

    await page.reload();
    await search(page, 'Коммерция');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('080301');
  });

  test('a locked speciality only warns: no confirmation, no call', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'speciality');
    const deletes = callsTo(page, 'ministerstvo/del-special');
    await search(page, 'Финансы и кредит');
    await rowButton(page, 'deleteLocked', '080105 Финансы и кредит').click();
    await expect(toast(page, t.sms.toast6)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(deletes).toEqual([]);
  });
});
