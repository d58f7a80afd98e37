import { expect, type Page, test } from '@playwright/test';
import {
  bodyRows,
  callsTo,
  chooseOption,
  dialog,
  expectInUse,
  fillFields,
  openReference,
  pageButton,
  rowButton,
  search,
  unique,
} from './reference-support';
import { chooseLanguage, texts, toast } from './support';

/*
 * {base}/kafedra (departments) as a person uses it (SPEC §2, §4, §5). Tests of one project share a database
 * and run in parallel: each makes its own uniquely named rows and counts on no exact total.
 */
const t = texts.ru;
const firstCell = (page: Page) => bodyRows(page.getByRole('table')).first().getByRole('cell').first();

/** Adds a department of the faculty of economics and waits for the success toast. */
async function addKafedra(page: Page, name: string) {
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  const form = dialog(page, t.kafedra.add);
  await fillFields(form, [
    [t.fields.shortName, 'ТК'],
    [t.fields.nameRu, name],
    [t.fields.nameKg, `${name} (кырг.)`],
    [t.fields.nameEn, `${name} (en)`],
  ]);
  await chooseOption(page, form, t.fields.faculty, 'Факультет экономики и менеджмента');
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(toast(page, t.sms.toast1)).toBeVisible();
  await expect(form).toBeHidden();
}

test.describe('departments screen', () => {
  test('search by a Kyrgyz and an English name; the faculty follows the language', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'kafedra');
    await search(page, 'дене тарбия');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('Физическое воспитание и спорт');
    await expect(bodyRows(table).first()).toContainText('Факультет педагогики и психологии');

    await search(page, 'CRIMINAL law ');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('Уголовное право и криминология');

    await chooseLanguage(page, 'En');
    const english = page.getByRole('table', { name: texts.en.routes.kafedra });
    await expect(bodyRows(english).first()).toContainText('Faculty of Law');
    await chooseLanguage(page, 'Kyr');
    await expect(bodyRows(page.getByRole('table')).first()).toContainText('Юридикалык факультет');

    await page.getByRole('textbox', { name: texts.kg.table.search }).fill('');
    await expect(bodyRows(page.getByRole('table'))).toHaveCount(12);
  });

  test('pages of 12 rows; a new search goes back to page 1', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'kafedra');
    await pageButton(page, 2).click();
    await expect(firstCell(page)).toHaveText('13');
    await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
    await search(page, 'и');
    await expect(firstCell(page)).toHaveText('1');
    await expect(bodyRows(table)).toHaveCount(12);
  });

  test('add: all four names and a faculty are required; the department persists', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'kafedra');
    const name = `Тестовая кафедра ${unique()}`;
    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const form = dialog(page, t.kafedra.add);
    await form.getByLabel(t.fields.nameRu).fill(name);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(form.getByText(t.form.required)).toHaveCount(4);

    await fillFields(form, [
      [t.fields.shortName, 'ТК'],
      [t.fields.nameKg, 'Сынак кафедрасы'],
      [t.fields.nameEn, 'Test Department'],
    ]);
    await chooseOption(page, form, t.fields.faculty, 'Инженерно-технический факультет');
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, t.sms.toast1)).toBeVisible();
    await expect(form).toBeHidden();

    await page.reload();
    await search(page, name);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText(
      `${name}Сынак кафедрасыTest DepartmentИнженерно-технический факультет`,
    );
  });

  test('edit: Save waits for a change; a new faculty and name persist', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'kafedra');
    const name = `Кафедра для правки ${unique()}`;
    await addKafedra(page, name);
    await search(page, name);

    await rowButton(page, 'edit', name).click();
    const form = dialog(page, t.kafedra.edit);
    await expect(form.getByLabel(t.fields.shortName)).toHaveValue('ТК');
    const save = form.getByRole('button', { name: t.form.save });
    await expect(save).toBeDisabled();
    await form.getByLabel(t.fields.nameEn).fill('Edited Department');
    await chooseOption(page, form, t.fields.faculty, 'Юридический факультет');
    await save.click();
    await expect(toast(page, t.sms.toast2)).toBeVisible();
    await expect(form).toBeHidden();

    await page.reload();
    await search(page, name);
    await expect(bodyRows(table).first()).toContainText('Edited DepartmentЮридический факультет');
  });

  test('a locked department keeps its short and Russian names read-only', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'kafedra');
    await search(page, 'История Кыргызстана');
    await rowButton(page, 'edit', 'История Кыргызстана').click();
    const form = dialog(page, t.kafedra.edit);
    await expect(form.getByLabel(t.fields.shortName)).not.toBeEditable();
    await expect(form.getByLabel(t.fields.nameRu)).not.toBeEditable();
    await expect(form.getByLabel(t.fields.nameKg)).toBeEditable();
    await form.getByRole('button', { name: t.form.cancel }).click();
    await expect(form).toBeHidden();
  });

  // A name is unique within its faculty (issue 26): the warning names the faculty, and another faculty may
  // have a department of that name.
  for (const [language, economics, it] of [
    ['ru', 'Факультет экономики и менеджмента', 'Факультет информационных технологий'],
    ['en', 'Faculty of Economics and Management', 'Faculty of Information Technology'],
  ] as const) {
    test(`a duplicate name in the faculty warns naming it, the form stays open; another faculty takes it (${language})`, async ({
      page,
      baseURL,
    }) => {
      const tx = texts[language];
      await page.goto(`login?lang=${language}`);
      await openReference(page, baseURL, 'kafedra', tx);
      await page.getByRole('button', { name: tx.table.add, exact: true }).click();
      const form = dialog(page, tx.kafedra.add);
      await fillFields(form, [
        [tx.fields.shortName, 'ФиК2'],
        [tx.fields.nameRu, 'финансы и кредит'],
        [tx.fields.nameKg, 'Финансы жана кредит'],
        [tx.fields.nameEn, 'Finance and Credit'],
      ]);
      await chooseOption(page, form, tx.fields.faculty, economics);
      await form.getByRole('button', { name: tx.form.save }).click();
      // The server names the department as stored, in the faculty's name of the language (issue 26).
      const named = {
        ru: `На факультете «${economics}» уже есть кафедра «Финансы и кредит»`,
        en: `The faculty "${economics}" already has the department "Финансы и кредит"`,
      }[language];
      await expect(toast(page, named)).toBeVisible();
      await expect(form).toBeVisible();
      await expect(form.getByLabel(tx.fields.shortName)).toHaveValue('ФиК2');
      // Still open with what was typed: a new name is enough.
      const name = `Кредит и финансы ${unique()}`;
      await form.getByLabel(tx.fields.nameRu).fill(name);
      await form.getByRole('button', { name: tx.form.save }).click();
      await expect(toast(page, tx.sms.toast1)).toBeVisible();
      await expect(form).toBeHidden();
      // The same name in another faculty is another department.
      await page.getByRole('button', { name: tx.table.add, exact: true }).click();
      const second = dialog(page, tx.kafedra.add);
      await fillFields(second, [
        [tx.fields.shortName, 'КиФ'],
        [tx.fields.nameRu, name],
        [tx.fields.nameKg, 'Кредит жана финансы'],
        [tx.fields.nameEn, 'Credit and Finance'],
      ]);
      await chooseOption(page, second, tx.fields.faculty, it);
      await second.getByRole('button', { name: tx.form.save }).click();
      await expect(toast(page, tx.sms.toast1).last()).toBeVisible();
      await expect(second).toBeHidden();
      await search(page, name, tx);
      const rows = bodyRows(page.getByRole('table'));
      await expect(rows).toHaveCount(2);
      for (const faculty of [economics, it]) await expect(rows.filter({ hasText: faculty })).toHaveCount(1);
    });
  }

  test('delete an unused department after confirming; it stays deleted', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'kafedra');
    const name = `Кафедра на удаление ${unique()}`;
    await addKafedra(page, name);
    await search(page, name);
    await rowButton(page, 'delete', name).click();
    const confirm = dialog(page, t.confirmDelete.title);
    await expect(confirm.getByText(name, { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: t.confirmDelete.confirm }).click();
    await expect(toast(page, t.sms.toast8)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(bodyRows(table)).toHaveText([t.table.empty]);

    await page.reload();
    await search(page, name);
    await expect(bodyRows(table)).toHaveText([t.table.empty]);
  });

  test('a department in use says where before confirming; Delete is disabled, and it stays', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'kafedra');
    const deletes = callsTo(page, 'ministerstvo/del-kaf');
    await search(page, 'Финансы и кредит');
    await rowButton(page, 'delete', 'Финансы и кредит').click();
    await expectInUse(dialog(page, t.confirmDelete.title), /Специальности: \d+/);
    expect(deletes).toEqual([]);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('Финансы и кредит');
  });

  test('a locked department only warns: no confirmation, no call', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'kafedra');
    const deletes = callsTo(page, 'ministerstvo/del-kaf');
    await search(page, 'Русский язык и литература');
    await rowButton(page, 'deleteLocked', 'Русский язык и литература').click();
    await expect(toast(page, t.sms.toast6)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(deletes).toEqual([]);
  });
});
