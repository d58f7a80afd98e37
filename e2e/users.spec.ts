import { expect, test } from '@playwright/test';
import { dialog, rowButton, unique } from './reference-support';
import { atPath, loginField, signInShared, texts, toast } from './support';
import {
  addUserByApi,
  field,
  firstSignIn,
  newAccount,
  openUsers,
  pickOption,
  signedInElsewhere,
  signInAs,
  signInAsNew,
  signOut,
  userButton,
  userRow,
  viewerElsewhere,
} from './users-support';

/*
 * The users screen (decision 0013) as an administrator runs it: disabling an account ends its sessions at once,
 * a reset password must be changed at the next sign-in, an account in the audit log is never deleted; and
 * every user changes their own password from the user menu. Accounts are unique per test.
 */
const t = texts.ru;

// Several sign-ins (and password hashes) per test, while other tests run beside them.
test.slow();

test('a disabled user is signed out at the next call, and signs in again once enabled', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = newAccount('disabled');
  const { context: other, page: userPage } = await viewerElsewhere(page, browser, baseURL, account);
  await userButton(page, 'disable', account.login).click();
  const confirm = dialog(page, t.users.disableTitle);
  await expect(confirm).toContainText(account.login);
  await confirm.getByRole('button', { name: t.users.disableConfirm }).click();
  await expect(toast(page, t.users.disabledToast)).toBeVisible();
  const row = await userRow(page, account.login);
  await expect(row).toContainText(t.users.disabled);

  // The user's next call (the list of a screen not opened yet) finds the session ended.
  await userPage
    .getByRole('navigation', { name: t.shell.menu })
    .getByRole('link', { name: t.routes.qualifications })
    .click();
  await expect(toast(userPage, t.session.expired)).toBeVisible();
  await expect(userPage).toHaveURL(atPath(baseURL, 'login'));
  await expect(loginField(userPage)).toBeVisible();
  await signInAs(userPage, account.login, account.password);
  await expect(userPage.getByRole('heading', { level: 1, name: t.routes.educational })).toHaveCount(0);

  await userButton(page, 'enable', account.login).click();
  await dialog(page, t.users.enableTitle).getByRole('button', { name: t.users.enableConfirm }).click();
  await expect(toast(page, t.users.enabledToast)).toBeVisible();
  await signInAs(userPage, account.login, account.password);
  await expect(userPage.getByRole('heading', { level: 1, name: t.routes.educational })).toBeVisible();
  await other.close();
});

test('an administrator cannot disable or delete their own account', async ({ page, baseURL }) => {
  await signInShared(page, baseURL);
  await openUsers(page);
  await userRow(page, 'admin');
  const disable = userButton(page, 'disable', 'admin');
  await expect(disable).toBeDisabled();
  await expect(disable).toHaveAccessibleDescription(t.users.self);
  await expect(rowButton(page, 'delete', 'admin')).toBeDisabled();
});

test('a reset password must be changed at the next sign-in', async ({ page, browser, baseURL }) => {
  const account = newAccount('reset');
  const newPassword = `Reset-${unique()}-26`;
  const { context: other, page: userPage } = await viewerElsewhere(page, browser, baseURL, account);
  await userButton(page, 'resetPassword', account.login).click();
  const form = dialog(page, t.users.resetTitle);
  await field(form, t.users.newPassword).fill('short');
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(form.getByText(t.changePassword.tooShort.replace('{{min}}', '8'))).toBeVisible();
  await field(form, t.users.newPassword).fill(newPassword);
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(toast(page, t.users.passwordReset)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(await userRow(page, account.login)).toContainText(t.users.mustChange);

  // The old password no longer opens the door; the new one leads to the change screen.
  await signOut(userPage);
  await signInAs(userPage, account.login, account.password);
  await expect(userPage.getByRole('heading', { level: 1, name: t.changePassword.title })).toHaveCount(0);
  await firstSignIn(userPage, baseURL, { ...account, firstPassword: newPassword });
  await other.close();
});

test('a user who never changed anything is deleted; one in the audit log can only be disabled', async ({
  page,
  browser,
  baseURL,
}) => {
  const fresh = newAccount('fresh');
  const author = newAccount('author');
  await signInShared(page, baseURL);
  await addUserByApi(page, fresh, 'viewer');
  await addUserByApi(page, author, 'editor', { allFaculties: true });

  // The author changes a shared list: the audit log names them from then on.
  const { context: other, page: authorPage } = await signedInElsewhere(browser, baseURL, author);
  const saved = await authorPage.request.post('/api/v1/ministerstvo/ins-upd-qual', {
    data: {
      IDQualification: -1,
      NameQualification: `Квалификация ${author.login}`,
      NameQualificationKg: `Квалификация ${author.login} kg`,
      NameQualificationEn: `Qualification ${author.login}`,
    },
  });
  expect(saved.status()).toBe(200);
  await other.close();

  await openUsers(page);
  await userRow(page, author.login);
  const refused = rowButton(page, 'delete', author.login);
  await expect(refused).toBeDisabled();
  await expect(refused).toHaveAccessibleDescription(t.users.auditedNoDelete);
  // The server holds the line too.
  const rows = (await (await page.request.get('/api/v1/users/list')).json()) as {
    data: Array<{ idAvnUser: number; login: string }>;
  };
  const authorId = rows.data.find((row) => row.login === author.login)?.idAvnUser;
  const deleted = await page.request.post('/api/v1/users/delete', { data: { idAvnUser: authorId } });
  expect(((await deleted.json()) as { data: Array<{ sms: number }> }).data[0]?.sms).toBe(6);

  await userRow(page, fresh.login);
  await rowButton(page, 'delete', fresh.login).click();
  const confirm = dialog(page, t.confirmDelete.title);
  await expect(confirm).toContainText(fresh.login);
  await confirm.getByRole('button', { name: t.confirmDelete.confirm }).click();
  await expect(toast(page, t.sms.toast8)).toBeVisible();
  await expect(page.getByRole('table', { name: t.routes.users }).locator('tbody')).not.toContainText(
    fresh.login,
  );
});

test('an administrator who makes themselves an editor loses the administration menu at once', async ({
  page,
  baseURL,
}) => {
  const account = newAccount('selfdemote');
  await signInAsNew(page, baseURL, account, 'administrator');
  const sidebar = page.getByRole('navigation', { name: t.shell.menu });
  await sidebar.getByRole('link', { name: t.routes.users }).click();

  await userRow(page, account.login);
  await rowButton(page, 'edit', account.login).click();
  const form = dialog(page, t.users.edit);
  await pickOption(page, form, t.users.role, t.users.roles.editor);
  await field(form, t.users.allFaculties).check();
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(toast(page, t.sms.toast2)).toBeVisible();
  // No reload, no new sign-in: the menu follows the new role, and the server refuses the users list.
  await expect(sidebar.getByRole('link', { name: t.routes.users })).toHaveCount(0);
  expect((await page.request.get('/api/v1/users/list')).status()).toBe(403);
});

test('every user changes their own password from the user menu', async ({ page, baseURL }) => {
  const account = newAccount('own');
  const newPassword = `Own-${unique()}-26`;
  await signInAsNew(page, baseURL, account, 'viewer');
  await page.goto('departments?q=%D0%BF');

  const openChange = async () => {
    await page.getByRole('button', { name: new RegExp(t.shell.user) }).click();
    await page.getByRole('menuitem', { name: t.userMenu.changePassword }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.changePassword.title })).toBeVisible();
    await expect(page).toHaveURL(atPath(baseURL, 'change-password'));
  };
  await openChange();
  await page.getByRole('button', { name: t.form.cancel }).click();
  await expect(page).toHaveURL(atPath(baseURL, 'departments'));
  await expect(page).toHaveURL(/\?q=%D0%BF$/);

  await openChange();
  await page.getByLabel(t.changePassword.current, { exact: true }).fill('wrong-password');
  await page.getByLabel(t.changePassword.new, { exact: true }).fill(newPassword);
  await page.getByLabel(t.changePassword.repeat, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: t.changePassword.submit, exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(atPath(baseURL, 'change-password'));
  await page.getByLabel(t.changePassword.current, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t.changePassword.submit, exact: true }).click();
  await expect(toast(page, 'Пароль изменён')).toBeVisible();
  await expect(page).toHaveURL(atPath(baseURL, 'departments'));
  await expect(page.getByRole('table', { name: t.routes.departments })).toBeVisible();

  await signOut(page);
  await signInAs(page, account.login, newPassword);
  await expect(page.getByRole('heading', { level: 1, name: t.routes.educational })).toBeVisible();
});
