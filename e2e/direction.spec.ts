import { expect, type Page, test } from '@playwright/test';
import {
  bodyRows,
  callsTo,
  dialog,
  expectInUse,
  openReference,
  pageButton,
  rowButton,
  search,
  unique,
  uniqueCode,
} from './reference-support';
import { chooseLanguage, texts, toast } from './support';

/*
 * {base}/direction as a person uses it (SPEC §2, §4, §5). Tests of one project share a database and run in
 * parallel, so each creates its own uniquely named rows and none counts on the exact number of rows.
 */
const t = texts.ru;
const firstCell = (page: Page) => bodyRows(page.getByRole('table')).first().getByRole('cell').first();

/** Adds a direction through the form and waits for the success toast. */
async function addDirection(page: Page, code: string, name: string) {
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  const form = dialog(page, t.direction.add);
  await form.getByLabel(t.fields.code).fill(code);
  await form.getByLabel(t.fields.nameRu).fill(name);
  await form.getByLabel(t.fields.nameEn).fill(`Test direction ${code}`);
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(toast(page, t.sms.toast1)).toBeVisible();
  await expect(form).toBeHidden();
}

test.describe('directions screen', () => {
  test('search by a Kyrgyz and an English name; clearing the box shows every row again', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'direction');
    // The Kyrgyz name of 580300 Торговое дело, in another case.
    await search(page, 'СООДА иши');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('580300');
    await expect(bodyRows(table).first()).toContainText('Торговое дело');

    // An English name, with blanks around it.
    await search(page, '  customs AFFAIRS ');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('Таможенное дело');

    // Typing alone does not search; the button does.
    const box = page.getByRole('textbox', { name: t.table.search });
    await box.fill('Экономика');
    await expect(bodyRows(table).first()).toContainText('Таможенное дело');
    await page.getByRole('button', { name: t.table.find }).click();
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('580100');

    await search(page, 'нет такого направления');
    await expect(bodyRows(table)).toHaveText([t.table.empty]);

    // Emptying the box resets the filter without pressing anything.
    await box.fill('');
    await expect(bodyRows(table)).toHaveCount(12);
    await search(page, 'Economics');
    await expect(bodyRows(table)).toHaveCount(1);
    await page.getByRole('button', { name: t.table.clearSearch }).click();
    await expect(bodyRows(table)).toHaveCount(12);
    await expect(box).toHaveValue('');
  });

  test('12 rows a page, page buttons, and a new search goes back to page 1', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'direction');
    await expect(bodyRows(table)).toHaveCount(12);
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');

    await pageButton(page, 2).click();
    await expect(firstCell(page)).toHaveText('13');
    await expect(bodyRows(table)).toHaveCount(12);
    await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: t.table.nextPage }).click();
    await expect(firstCell(page)).toHaveText('25');

    // Most names contain an 'а': still several pages, but the search starts again on the first.
    await search(page, 'а');
    await expect(firstCell(page)).toHaveText('1');
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
    await expect(pageButton(page, 2)).toBeVisible();
  });

  test('add: code and Russian name are required; the new direction persists', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'direction');
    const code = uniqueCode();
    const name = `Тестовое направление ${unique()}`;

    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const form = dialog(page, t.direction.add);
    const save = form.getByRole('button', { name: t.form.save });
    // Save on the empty form says what is missing rather than being silently disabled.
    await save.click();
    await expect(form.getByText(t.form.required)).toHaveCount(2);
    await expect(form.getByLabel(t.fields.code)).toBeFocused();
    await form.getByLabel(t.fields.nameKg).fill('Сынак багыты');
    await save.click();
    await expect(form.getByText(t.form.required)).toHaveCount(2);

    await form.getByLabel(t.fields.code).fill(code);
    await form.getByLabel(t.fields.nameRu).fill(name);
    await form.getByLabel(t.fields.nameEn).fill('Test direction');
    await save.click();
    await expect(toast(page, t.sms.toast1)).toBeVisible();
    await expect(form).toBeHidden();

    await search(page, name);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText(
      [code, name, 'Сынак багыты', 'Test direction'].join(''),
    );

    await page.reload();
    await search(page, name);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText(code);
  });

  test('edit: Save waits for a change, and the change persists', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'direction');
    const code = uniqueCode();
    const name = `Направление для правки ${unique()}`;
    await addDirection(page, code, name);
    await search(page, name);

    await rowButton(page, 'edit', `${code} ${name}`).click();
    const form = dialog(page, t.direction.edit);
    await expect(form.getByLabel(t.fields.code)).toHaveValue(code);
    const save = form.getByRole('button', { name: t.form.save });
    await expect(save).toBeDisabled();
    // An unlocked row: every field can be changed.
    await expect(form.getByLabel(t.fields.nameRu)).toBeEditable();
    await form.getByLabel(t.fields.nameKg).fill('Оңдолгон багыт');
    await form.getByLabel(t.fields.nameEn).fill('Edited direction');
    await save.click();
    await expect(toast(page, t.sms.toast2)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(bodyRows(table).first()).toContainText('Оңдолгон багыт');

    await page.reload();
    await search(page, 'Edited direction');
    await expect(bodyRows(table).filter({ hasText: code })).toContainText(
      `${name}Оңдолгон багытEdited direction`,
    );
  });

  test('a locked direction keeps its code and Russian name read-only', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'direction');
    await search(page, 'Экономика');
    await rowButton(page, 'edit', '580100 Экономика').click();
    const form = dialog(page, t.direction.edit);
    await expect(form.getByText(t.form.locked)).toBeVisible();
    await expect(form.getByLabel(t.fields.code)).not.toBeEditable();
    await expect(form.getByLabel(t.fields.nameRu)).not.toBeEditable();
    await expect(form.getByLabel(t.fields.nameKg)).toBeEditable();
    await form.getByRole('button', { name: t.form.cancel }).click();
    await expect(form).toBeHidden();
  });

  test('a duplicate code gives a warning and the form stays open to be corrected', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'direction');
    const name = `Дубликат направления ${unique()}`;
    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const form = dialog(page, t.direction.add);
    await form.getByLabel(t.fields.code).fill('580100');
    await form.getByLabel(t.fields.nameRu).fill(name);
    await form.getByRole('button', { name: t.form.save }).click();
    // The warning names the direction that has the code (issue 26).
    await expect(toast(page, 'Направление с кодом 580100 уже есть: Экономика')).toBeVisible();
    await expect(form).toBeVisible();
    await expect(form.getByLabel(t.fields.nameRu)).toHaveValue(name);

    const code = uniqueCode();
    await form.getByLabel(t.fields.code).fill(code);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, t.sms.toast1)).toBeVisible();
    await expect(form).toBeHidden();
    await search(page, name);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText(code);
  });

  test('delete an unused direction after confirming; it stays deleted', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'direction');
    const code = uniqueCode();
    const name = `Направление на удаление ${unique()}`;
    await addDirection(page, code, name);
    await search(page, name);

    // Closing the confirmation deletes nothing.
    await rowButton(page, 'delete', `${code} ${name}`).click();
    const confirm = dialog(page, t.confirmDelete.title);
    await expect(confirm.getByText(name, { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: t.confirmDelete.close }).click();
    await expect(confirm).toBeHidden();
    await expect(bodyRows(table)).toHaveCount(1);

    await rowButton(page, 'delete', `${code} ${name}`).click();
    await confirm.getByRole('button', { name: t.confirmDelete.confirm }).click();
    await expect(toast(page, t.sms.toast8)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(bodyRows(table)).toHaveText([t.table.empty]);

    await page.reload();
    await search(page, name);
    await expect(bodyRows(table)).toHaveText([t.table.empty]);
  });

  test('a direction in use says where before confirming; Delete is disabled, and it stays', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'direction');
    const deletes = callsTo(page, 'ministerstvo/del-direction');
    // 580300 Торговое дело is editable but bound to a speciality of the demo faculty.
    await search(page, 'Торговое дело');
    await rowButton(page, 'delete', '580300 Торговое дело').click();
    const confirm = dialog(page, t.confirmDelete.title);
    await expect(confirm.getByText('Торговое дело', { exact: true })).toBeVisible();
    await expectInUse(confirm, /Специальности: \d+/);
    expect(deletes).toEqual([]);
    await expect(bodyRows(table)).toHaveCount(1);

    await page.reload();
    await search(page, 'Торговое дело');
    await expect(bodyRows(table).first()).toContainText('580300');
  });

  test('a locked direction only warns: no confirmation, no call', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'direction');
    const deletes = callsTo(page, 'ministerstvo/del-direction');
    await search(page, 'Экономика');
    await rowButton(page, 'deleteLocked', '580100 Экономика').click();
    await expect(toast(page, t.sms.toast6)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(deletes).toEqual([]);
    await expect(bodyRows(table)).toHaveCount(1);
  });

  test('in Kyrgyz: headers, row names and toasts follow the language', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'direction');
    await chooseLanguage(page, 'Kyr');
    const kg = texts.kg;
    const table = page.getByRole('table', { name: kg.routes.direction });
    await expect(table.getByRole('columnheader', { name: kg.columns.nameKg })).toBeVisible();
    await search(page, 'Соода', kg);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('Соода иши');
    await search(page, 'Economics', kg);
    await rowButton(page, 'deleteLocked', '580100 Экономика', kg).click();
    await expect(toast(page, kg.sms.toast6)).toBeVisible();
  });
});
