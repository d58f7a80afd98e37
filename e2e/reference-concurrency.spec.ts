import { expect, test } from '@playwright/test';
import {
  addQualification,
  bodyRows,
  callsTo,
  dialog,
  openReference,
  qualificationNamed,
  rowButton,
  search,
  unique,
} from './reference-support';
import { chooseLanguage, texts, toast } from './support';

/*
 * The reference screens when staff double-click, or work in two tabs (decision 0011): one click, one request; a
 * save over someone else's change is refused and offers their version; a record deleted elsewhere is said
 * to be gone. Shown on qualifications; every reference screen is built from the same shared pieces.
 */
const t = texts.ru;

test.describe('reference screens: double clicks and two tabs', () => {
  test('a double click on Save sends one request and adds one row', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'qualifications');
    const saves = callsTo(page, 'ministerstvo/ins-upd-qual');
    const name = `Двойной клик ${unique()}`;
    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const form = dialog(page, t.qualifications.add);
    await form.getByLabel(t.fields.nameRu).fill(name);
    await form.getByLabel(t.fields.nameKg).fill(`${name} kg`);
    await form.getByLabel(t.fields.nameEn).fill(`${name} en`);
    await form.getByRole('button', { name: t.form.save }).dblclick();

    await expect(toast(page, t.sms.toast1)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(toast(page, t.sms.toast3)).toHaveCount(0);
    expect(saves).toHaveLength(1);
    await search(page, name);
    await expect(bodyRows(table)).toHaveCount(1);
  });

  test('a double click on the delete confirmation deletes once and says so', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'qualifications');
    const name = `Удалить дважды ${unique()}`;
    await addQualification(page, name);
    await search(page, name);
    const deletes = callsTo(page, 'ministerstvo/del-qual');
    await rowButton(page, 'delete', name).click();
    await dialog(page, t.confirmDelete.title)
      .getByRole('button', { name: t.confirmDelete.confirm })
      .dblclick();

    await expect(toast(page, t.sms.toast8)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: t.errors.title })).toHaveCount(0);
    expect(deletes).toHaveLength(1);
    await expect(bodyRows(table)).toHaveText([t.table.empty]);
  });

  test('two tabs: the later save is refused, offers the current version, and nothing is lost', async ({
    page,
    context,
    baseURL,
  }) => {
    const name = `Две вкладки ${unique()}`;
    const tableA = await openReference(page, baseURL, 'qualifications');
    await addQualification(page, name);
    await search(page, name);
    await expect(bodyRows(tableA)).toHaveCount(1);

    // Tab B (the same user) opens the same row, changes the English name and saves.
    const tabB = await context.newPage();
    await tabB.goto(`qualifications?q=${encodeURIComponent(name)}`);
    await rowButton(page, 'edit', name).click();
    const formA = dialog(page, t.qualifications.edit);
    await rowButton(tabB, 'edit', name).click();
    const formB = dialog(tabB, t.qualifications.edit);
    await formB.getByLabel(t.fields.nameEn).fill('English from tab B');
    await formB.getByRole('button', { name: t.form.save }).click();
    await expect(toast(tabB, t.sms.toast2)).toBeVisible();

    // Tab A changes the Kyrgyz name from the version it opened: refused, nothing written.
    await formA.getByLabel(t.fields.nameKg).fill('Кыргызча А өтмөгүнөн');
    await formA.getByRole('button', { name: t.form.save }).click();
    await expect(formA.getByText(t.form.staleTitle)).toBeVisible();
    await expect(formA.getByRole('button', { name: t.form.save })).toBeDisabled();
    expect((await qualificationNamed(page, name))?.NameQualification_en).toBe('English from tab B');
    expect((await qualificationNamed(page, name))?.NameQualification_kg).toBe(`${name} kg`);

    // Loading the current version shows B's change; A's change made again is saved beside it.
    await formA.getByRole('button', { name: t.form.reload }).click();
    await expect(formA.getByLabel(t.fields.nameEn)).toHaveValue('English from tab B');
    await expect(formA.getByText(t.form.staleTitle)).toHaveCount(0);
    await formA.getByLabel(t.fields.nameKg).fill('Кыргызча А өтмөгүнөн');
    await formA.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, t.sms.toast2)).toBeVisible();
    await expect(formA).toBeHidden();
    const saved = await qualificationNamed(page, name);
    expect([saved?.NameQualification_kg, saved?.NameQualification_en]).toEqual([
      'Кыргызча А өтмөгүнөн',
      'English from tab B',
    ]);
  });

  test('the stale-record message in Kyrgyz and English', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'qualifications');
    for (const [language, label] of [
      [texts.kg, 'Kyr'],
      [texts.en, 'En'],
    ] as const) {
      await chooseLanguage(page, label);
      const name = `Stale ${unique()}`;
      await addQualification(page, name, language);
      await search(page, name, language);
      // The buttons name the row in the interface language.
      await rowButton(page, 'edit', `${name} ${label === 'Kyr' ? 'kg' : 'en'}`, language).click();
      const form = dialog(page, language.qualifications.edit);
      const row = await qualificationNamed(page, name);
      // Someone else's change, straight through the API.
      await page.request.post('/api/v1/ministerstvo/ins-upd-qual', {
        data: {
          IDQualification: row?.IDQualification,
          NameQualification: name,
          NameQualificationKg: 'other',
          NameQualificationEn: 'other',
        },
      });
      await form.getByLabel(language.fields.nameEn).fill('mine');
      await form.getByRole('button', { name: language.form.save }).click();
      await expect(form.getByText(language.form.staleTitle)).toBeVisible();
      await expect(form.getByText(language.form.staleText)).toBeVisible();
      await form.getByRole('button', { name: language.form.reload }).click();
      await expect(form.getByLabel(language.fields.nameEn)).toHaveValue('other');
      await form.getByRole('button', { name: language.form.cancel }).click();
      await expect(form).toBeHidden();
    }
  });

  test('saving a row another tab deleted closes the form, says it is gone and reloads', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'qualifications');
    const name = `Удалена в другой вкладке ${unique()}`;
    await addQualification(page, name);
    await search(page, name);
    await rowButton(page, 'edit', name).click();
    const form = dialog(page, t.qualifications.edit);
    const row = await qualificationNamed(page, name);
    await page.request.post('/api/v1/ministerstvo/del-qual', {
      data: { IDQualification: row?.IDQualification },
    });

    await form.getByLabel(t.fields.nameEn).fill('Too late');
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(form).toBeHidden();
    await expect(toast(page, t.form.rowGone)).toBeVisible();
    await expect(bodyRows(table)).toHaveText([t.table.empty]);
  });

  test('deleting a row another tab deleted says it is gone', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'qualifications');
    const name = `Уже удалена ${unique()}`;
    await addQualification(page, name);
    await search(page, name);
    await rowButton(page, 'delete', name).click();
    const row = await qualificationNamed(page, name);
    await page.request.post('/api/v1/ministerstvo/del-qual', {
      data: { IDQualification: row?.IDQualification },
    });
    await dialog(page, t.confirmDelete.title).getByRole('button', { name: t.confirmDelete.confirm }).click();
    await expect(toast(page, t.form.rowGone)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: t.errors.title })).toHaveCount(0);
    await expect(bodyRows(table)).toHaveText([t.table.empty]);
  });
});
