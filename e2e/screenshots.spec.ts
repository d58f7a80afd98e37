import { expect, test } from '@playwright/test';
import { answerUnavailable } from './educational-support';
import { bodyRows, dialog, listTable, type ReferencePath, settled, textsKey } from './reference-support';
import { signIn, startScreenshots, texts } from './support';
import { field, openUsers, pickOption, userButton, userRow } from './users-support';

/*
 * Not a check but pictures to look at: `SCREENSHOTS=1 npx playwright test screenshots --project=root`
 * writes the login page, the shell (collapsed and hovered) and the reference screens with their modals in
 * every language into screenshots/.
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

const languages = ['ru', 'kg', 'en'] as const;

for (const language of languages) {
  test(`screenshots in ${language}`, async ({ page, baseURL }) => {
    const t = texts[language];
    await page.goto(`login?lang=${language}`);
    await expect(page.getByText(t.login.tagline)).toBeVisible();
    await page.screenshot({ path: `screenshots/${language}-login.png` });

    await page.getByRole('button', { name: t.login.submit }).click();
    await expect(page.getByText(t.login.tooShort.replace('{{min}}', '2'))).toBeVisible();
    await page.screenshot({ path: `screenshots/${language}-login-invalid.png` });

    await signIn(page, baseURL, t);
    await expect(page.getByTestId('user-name')).not.toBeEmpty();
    await page.screenshot({ path: `screenshots/${language}-shell.png` });

    const sidebar = page.getByRole('navigation', { name: t.shell.menu });
    await sidebar.hover();
    await expect(sidebar.getByText(t.shell.generalReference)).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `screenshots/${language}-shell-hover.png` });

    await page.mouse.move(900, 500);
    await page.setViewportSize({ width: 420, height: 800 });
    await page.screenshot({ path: `screenshots/${language}-shell-narrow.png` });
  });

  // A locked row of each screen: its edit form shows the read-only fields.
  const lockedRow: Record<ReferencePath, string> = {
    directions: 'Экономика',
    'speciality-names': 'Финансы и кредит',
    departments: 'Русский язык и литература',
    qualifications: 'Бакалавр экономики',
  };

  // An unlocked row, for the delete confirmation (which is closed without deleting).
  const deletableRow: Record<ReferencePath, string> = {
    directions: 'Торговое дело',
    'speciality-names': 'Мировая экономика',
    departments: 'Финансы и кредит',
    qualifications: 'Бакалавр менеджмента',
  };

  for (const path of ['directions', 'speciality-names', 'departments', 'qualifications'] as const) {
    test(`${path} screenshots in ${language}`, async ({ page, baseURL }) => {
      const t = texts[language];
      const shot = (name: string) =>
        page.screenshot({ path: `screenshots/${language}-${path}-${name}.png`, fullPage: true });
      await startScreenshots(page, baseURL, t, path);
      const table = listTable(page, path, t);
      await expect(bodyRows(table)).toHaveCount(12);
      await shot('list');

      await page.getByRole('button', { name: t.table.add, exact: true }).click();
      const add = dialog(page, t[textsKey[path]].add);
      // One optional-or-not field filled enables Save; the empty required ones then show their errors.
      await add.getByLabel(t.fields.nameEn).fill('Example');
      await add.getByRole('button', { name: t.form.save }).click();
      await settled(add);
      await shot('add-invalid');
      await add.getByRole('button', { name: t.form.cancel }).click();
      await expect(add.getByText(t.form.discardQuestion)).toBeVisible();
      await shot('add-discard');
      await add.getByRole('button', { name: t.form.discard }).click();
      await expect(add).toBeHidden();

      await page.getByRole('textbox', { name: t.table.search }).fill(lockedRow[path]);
      await page.keyboard.press('Enter');
      await bodyRows(table).first().getByRole('button').first().click();
      await settled(dialog(page, t[textsKey[path]].edit));
      await shot('edit-locked');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await bodyRows(table).first().getByRole('button').nth(1).click();
      await expect(page.getByRole('alert').filter({ hasText: t.sms.toast6 })).toHaveCSS('opacity', '1');
      await shot('toast-locked');

      await page.getByRole('textbox', { name: t.table.search }).fill(deletableRow[path]);
      await page.keyboard.press('Enter');
      await bodyRows(table).first().getByRole('button').nth(1).click();
      await settled(dialog(page, t.confirmDelete.title));
      await shot('delete');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('textbox', { name: t.table.search }).fill('');
      await expect(bodyRows(table)).toHaveCount(12);
      await page.setViewportSize({ width: 800, height: 800 });
      await shot('list-narrow');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `screenshots/${language}-${path}-phone.png` });
      await bodyRows(table).first().getByRole('button').first().click();
      await settled(dialog(page, t[textsKey[path]].edit));
      await page.screenshot({ path: `screenshots/${language}-${path}-phone-edit.png` });
    });
  }

  // The educational structure (decision 0014): the screen walked to a speciality, and each of its modals.
  test(`educational screenshots in ${language}`, async ({ page, baseURL }) => {
    test.slow();
    const t = texts[language];
    const e = t.educational;
    const shot = (name: string) =>
      page.screenshot({ path: `screenshots/${language}-educational-${name}.png`, fullPage: true });
    await startScreenshots(page, baseURL, t, 'educational');
    await expect(page.getByRole('combobox', { name: e.level.ministry })).toBeEnabled();
    await shot('empty');
    await page.goto('educational?ministry=1&vuz=1&faculty=1&direction=1&form=1&speciality=1');
    const groups = page.getByRole('region', { name: e.groups.title }).getByRole('table');
    await expect(bodyRows(groups).first()).toBeVisible();
    await shot('screen');

    const modal = async (button: string, title: string, name: string) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      const opened = dialog(page, title);
      await settled(opened);
      await shot(name);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };
    await modal(e.buttons.editVuz, e.vuz.title, 'vuz');
    await modal(e.buttons.addFaculty, e.faculty.add, 'faculty-add');
    await modal(e.buttons.editFaculty, e.faculty.edit, 'faculty-edit');
    await modal(e.buttons.speciality, e.speciality.title, 'speciality');
    await modal(e.buttons.editDirection, e.catalog.direction.edit, 'direction-edit');
    await modal(e.buttons.addForm, e.catalog.form.add, 'form-add');
    await modal(e.buttons.editForm, e.catalog.form.edit, 'form-edit');

    const footer = page.getByRole('region', { name: e.footer.title });
    const choose = async (label: string, option: string) => {
      await footer.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await choose(e.footer.nameGroup, 'ФК');
    // Sub-groups are listed by their number.
    await choose(e.footer.subGroup, '1');
    await footer.getByRole('combobox', { name: e.footer.year, exact: true }).click();
    // This academic year's group (the last year offered is the next one, which has no group yet).
    const years = page.getByRole('option');
    await years.nth((await years.count()) - 2).click();
    await modal(e.footer.chooseGroup, e.nameGroup.title, 'name-group');
    await modal(e.footer.chooseYear, e.year.title, 'year');
    await modal(e.copy.title, e.copy.title, 'copy');
    await modal(e.footer.deleteGroup, t.confirmDelete.title, 'delete-group');

    // The database down: each call answers what the server answers then (503 UNAVAILABLE), and the
    // lists say they could not be loaded, with a retry.
    const restore = await answerUnavailable(page, '**/api/v1/ministerstvo/**', language);
    await page.reload();
    await expect(page.getByText(t.table.loadError).first()).toBeVisible();
    await shot('unavailable');
    await restore();
  });

  // The users screen (decision 0013): its list, the add form of an editor with the scope open, a password
  // reset, and the header's user menu with the change of one's own password.
  test(`users screenshots in ${language}`, async ({ page, baseURL }) => {
    test.slow();
    const t = texts[language];
    const shot = (name: string) =>
      page.screenshot({ path: `screenshots/${language}-users-${name}.png`, fullPage: true });
    await startScreenshots(page, baseURL, t);
    await openUsers(page, t);
    await shot('list');

    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const add = dialog(page, t.users.add);
    await settled(add);
    await pickOption(page, add, t.users.role, t.users.roles.editor);
    await field(add, t.users.faculties).click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('option').nth(2).click();
    await field(add, t.users.login).click();
    await add.getByRole('button', { name: t.form.save }).click();
    await shot('add-editor');
    await page.keyboard.press('Escape');
    await add.getByRole('button', { name: t.form.discard }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await userRow(page, 'admin', t);
    await userButton(page, 'resetPassword', 'admin', t).click();
    const reset = dialog(page, t.users.resetTitle);
    await settled(reset);
    await reset.getByRole('button', { name: t.form.save }).click();
    await shot('reset-password');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('textbox', { name: t.users.search }).fill('');
    await page.getByRole('button', { name: new RegExp(t.shell.user) }).click();
    await expect(page.getByRole('menuitem', { name: t.userMenu.changePassword })).toBeVisible();
    await page.screenshot({ path: `screenshots/${language}-user-menu.png` });
    await page.getByRole('menuitem', { name: t.userMenu.changePassword }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.changePassword.title })).toBeVisible();
    await page.screenshot({ path: `screenshots/${language}-change-own-password.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: t.form.cancel }).click();
    await openUsers(page, t);
    await page.screenshot({ path: `screenshots/${language}-users-phone.png` });
  });
}
