import { expect, type Page, test } from '@playwright/test';
import { REFERENCE_PAGE_SIZE } from '../src/contract/limits';
import {
  addQualification,
  bodyRows,
  callsTo,
  dialog,
  listTable,
  openReference,
  pageButton,
  qualificationNamed,
  rowButton,
  search,
  unique,
} from './reference-support';
import { atPath, texts, toast } from './support';

/*
 * The reference screens as staff use them every day: long names, spaces, unsaved work, the
 * address keeping the list's state, search by code, locked rows, and the page buttons in view.
 */
const t = texts.ru;

async function openAddForm(page: Page) {
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  return dialog(page, t.qualifications.add);
}

test.describe('reference screens: long names and spaces', () => {
  test('a pasted name over the limit is refused with the limit named, and the counter shows near it', async ({
    page,
    baseURL,
  }) => {
    await openReference(page, baseURL, 'qualifications');
    const saves = callsTo(page, 'ministerstvo/ins-upd-qual');
    const form = await openAddForm(page);
    const nameRu = form.getByLabel(t.fields.nameRu);
    await nameRu.fill('я'.repeat(449));
    await expect(form.getByText(t.form.counter.replace('{{count}}', '449'))).toHaveCount(0);
    await nameRu.fill('я'.repeat(450));
    await expect(form.getByText('450', { exact: false })).toBeVisible();

    // Pasted text is kept whole (nothing cut without a word) and refused with the limit.
    await nameRu.fill('я'.repeat(2000));
    await expect(nameRu).toHaveValue('я'.repeat(2000));
    await form.getByLabel(t.fields.nameKg).fill('kg');
    await form.getByLabel(t.fields.nameEn).fill('en');
    await form.getByRole('button', { name: t.form.save }).click();
    const tooLong = t.form.tooLong.replace('{{max}}', '500').replace('{{count}}', '2000');
    await expect(form.getByText(tooLong)).toBeVisible();
    await expect(nameRu).toBeFocused();
    expect(saves).toEqual([]);
  });

  test('a 500-character name without spaces keeps the columns and the buttons on screen', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const table = await openReference(page, baseURL, 'qualifications');
    // 500 characters with the ' kg' and ' en' the other names get.
    const name = `${unique()}`.padEnd(497, 'Щ');
    await addQualification(page, name);
    await search(page, name);
    await expect(bodyRows(table)).toHaveCount(1);
    const edit = rowButton(page, 'edit', name);
    await expect(edit).toBeInViewport();
    const box = await table.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
    // The cell shows a few lines; the whole name is in its hover hint.
    const cell = bodyRows(table).first().getByTitle(name, { exact: true });
    await expect(cell).toBeVisible();
    expect((await cell.boundingBox())?.height ?? 0).toBeLessThan(100);
    await page.screenshot({ path: 'test-results/long-name-1440.png' });
  });

  test('a trailing space is not a change: Save stays disabled', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'qualifications');
    const name = `Пробел ${unique()}`;
    await addQualification(page, name);
    await search(page, name);
    await rowButton(page, 'edit', name).click();
    const form = dialog(page, t.qualifications.edit);
    const save = form.getByRole('button', { name: t.form.save });
    await form.getByLabel(t.fields.nameEn).press('End');
    await form.getByLabel(t.fields.nameEn).pressSequentially('  ');
    await expect(save).toBeDisabled();
    await form.getByLabel(t.fields.nameEn).pressSequentially('x');
    await expect(save).toBeEnabled();
  });
});

test.describe('reference screens: unsaved work', () => {
  test('Escape, a click outside and Cancel ask before discarding typed data', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'qualifications');
    const form = await openAddForm(page);
    // Nothing typed: Escape closes at once.
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await openAddForm(page);
    await form.getByLabel(t.fields.nameRu).fill('Не потерять');
    await page.keyboard.press('Escape');
    const keep = form.getByRole('button', { name: t.form.keepEditing });
    await expect(form.getByText(t.form.discardQuestion)).toBeVisible();
    await keep.click();
    await expect(form.getByLabel(t.fields.nameRu)).toHaveValue('Не потерять');

    await page.mouse.click(5, 400);
    await expect(form.getByText(t.form.discardQuestion)).toBeVisible();
    await keep.click();
    await form.getByRole('button', { name: t.form.cancel }).click();
    await form.getByRole('button', { name: t.form.discard }).click();
    await expect(form).toBeHidden();
    // Discarded means discarded: the next add form starts empty.
    await openAddForm(page);
    await expect(form.getByLabel(t.fields.nameRu)).toHaveValue('');
  });

  test('Back asks first; a reload asks too and keeps the typed data', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'qualifications');
    const sidebar = page.getByRole('navigation', { name: t.shell.menu });
    await sidebar.getByRole('link', { name: t.routes.directions }).click();
    // Shown before the next click: a link to the screen still rendered replaces the entry, leaving no
    // other screen to go back to.
    await expect(listTable(page, 'directions')).toBeVisible();
    await sidebar.getByRole('link', { name: t.routes.qualifications }).click();
    // The directions screen stays until the qualifications screen is drawn: its Add would open the wrong
    // form, which the navigation then closes.
    await expect(listTable(page, 'qualifications')).toBeVisible();
    const form = await openAddForm(page);
    await form.getByLabel(t.fields.nameRu).fill('Черновик');
    await page.goBack();
    await expect(form.getByText(t.form.discardQuestion)).toBeVisible();
    await form.getByRole('button', { name: t.form.keepEditing }).click();
    await expect(page).toHaveURL(atPath(baseURL, 'qualifications'));

    // The browser asks before a reload; after it, the form is back with what was typed.
    page.once('dialog', (question) => {
      expect(question.type()).toBe('beforeunload');
      void question.accept();
    });
    await page.reload();
    await expect(form.getByText(t.form.restored)).toBeVisible();
    await expect(form.getByLabel(t.fields.nameRu)).toHaveValue('Черновик');
    await form.getByRole('button', { name: t.form.cancel }).click();
    await form.getByRole('button', { name: t.form.discard }).click();
    await page.reload();
    await expect(listTable(page, 'qualifications')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an expired session: signing in again returns to the screen with the typed data', async ({
    page,
    baseURL,
  }) => {
    await openReference(page, baseURL, 'qualifications');
    const name = `После входа ${unique()}`;
    await page.goto(`qualifications?q=${encodeURIComponent('после входа')}`);
    const form = await openAddForm(page);
    await form.getByLabel(t.fields.nameRu).fill(name);
    await form.getByLabel(t.fields.nameKg).fill(`${name} kg`);
    await form.getByLabel(t.fields.nameEn).fill(`${name} en`);
    expect((await page.request.get('/api/v1/auth/logout')).status()).toBe(200);
    await form.getByRole('button', { name: t.form.save }).click();

    await expect(toast(page, t.session.expired)).toBeVisible();
    await page.getByLabel(t.login.login, { exact: true }).fill('admin');
    await page.getByLabel(t.login.password, { exact: true }).fill('admin');
    await page.getByRole('button', { name: t.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/qualifications\?q=/);
    await expect(form.getByText(t.form.restored)).toBeVisible();
    await expect(form.getByLabel(t.fields.nameEn)).toHaveValue(`${name} en`);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, t.sms.toast1)).toBeVisible();
    expect(await qualificationNamed(page, name)).toBeDefined();
  });
  test('signing out forgets what was typed', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'qualifications');
    const form = await openAddForm(page);
    await form.getByLabel(t.fields.nameRu).fill('Не для следующего');
    page.on('dialog', (question) => void question.accept());
    await page.goto('logout');
    await expect(page.getByLabel(t.login.login, { exact: true })).toBeVisible();
    await openReference(page, baseURL, 'qualifications');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('reference screens: the list', () => {
  test('search and page are in the address: reload, Back and a shared link show the same rows', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'qualifications');
    await search(page, 'e');
    await pageButton(page, 2).click();
    await expect(page).toHaveURL(/[?&]q=e/);
    await expect(page).toHaveURL(/[?&]page=2/);
    // The address changes before the rows do: read them once the second page is drawn.
    await expect(bodyRows(table).first().locator('td').first()).toHaveText(String(REFERENCE_PAGE_SIZE + 1));
    const secondPage = await bodyRows(table).allTextContents();

    await page.reload();
    await expect(bodyRows(table)).toHaveText(secondPage);
    await expect(page.getByRole('textbox', { name: t.table.search })).toHaveValue('e');

    await page
      .getByRole('navigation', { name: t.shell.menu })
      .getByRole('link', { name: t.routes.directions })
      .click();
    await expect(page).toHaveURL(atPath(baseURL, 'directions'));
    await page.goBack();
    await expect(bodyRows(table)).toHaveText(secondPage);

    const link = page.url();
    const other = await page.context().newPage();
    await other.goto(link);
    await expect(bodyRows(listTable(other, 'qualifications'))).toHaveText(secondPage);
  });

  test('search matches codes and short names too', async ({ page, baseURL }) => {
    const directions = await openReference(page, baseURL, 'directions');
    await search(page, '580100');
    await expect(bodyRows(directions)).toHaveCount(1);
    await expect(bodyRows(directions).first()).toContainText('Экономика');

    await page.goto('speciality-names');
    await search(page, '080105');
    await expect(bodyRows(listTable(page, 'speciality-names'))).toHaveCount(1);
    await expect(bodyRows(listTable(page, 'speciality-names')).first()).toContainText('Финансы и кредит');
  });

  test('a locked row shows a lock that says why, and only warns', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'qualifications');
    await search(page, 'Бакалавр экономики');
    const lock = rowButton(page, 'deleteLocked', 'Бакалавр экономики');
    await lock.hover();
    await expect(page.locator('.mantine-Tooltip-tooltip')).toHaveText(
      t.table.deleteLocked.replace('{{name}}', 'Бакалавр экономики'),
    );
    await expect(rowButton(page, 'delete', 'Бакалавр экономики')).toHaveCount(0);
    await lock.click();
    await expect(toast(page, t.sms.toast6)).toBeVisible();
  });

  test('at 1440×900 the page buttons of the departments stay in view', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openReference(page, baseURL, 'departments');
    await expect(page.getByRole('navigation', { name: t.table.pagination })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('reference screens on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('rows are cards with their names stacked and their buttons in view; nothing scrolls sideways', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'departments');
    const first = bodyRows(table).first();
    const cells = first.getByRole('cell');
    // The row number, the short name, then the three names.
    const ru = await cells.nth(2).boundingBox();
    const kg = await cells.nth(3).boundingBox();
    expect(kg?.y ?? 0).toBeGreaterThan((ru?.y ?? 0) + (ru?.height ?? 0) - 1);
    // Each name is under its column's name.
    await expect(cells.nth(1)).toHaveAttribute('data-label', t.fields.shortName);
    await expect(cells.nth(2)).toHaveAttribute('data-label', t.columns.nameRu);
    for (const button of await first.getByRole('button').all())
      await expect(button).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the search button shows its whole label in every language', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'qualifications');
    for (const [language, label] of [
      [texts.ru, 'Rus'],
      [texts.kg, 'Kyr'],
      [texts.en, 'En'],
    ] as const) {
      await page.getByRole('radiogroup').getByText(label, { exact: true }).click();
      const find = page.getByRole('button', { name: language.table.find, exact: true });
      await expect(find).toBeInViewport({ ratio: 1 });
      const clipped = await find.evaluate((button) =>
        [button, ...button.querySelectorAll('span')].some((part) => part.scrollWidth > part.clientWidth + 1),
      );
      expect(clipped, `${label}: the label is cut`).toBe(false);
      await expect(page.getByRole('button', { name: language.table.add, exact: true })).toBeInViewport({
        ratio: 1,
      });
    }
  });
});
