import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { bodyRows, dialog, namedButton, openList, unique } from './reference-support';
import {
  atPath,
  type Language,
  loginField,
  passwordField,
  signInShared,
  submitButton,
  type Texts,
  texts,
} from './support';

/** Helpers for the users screen and the accounts it makes (decision 0013). */

export type Role = 'administrator' | 'editor' | 'viewer';

export interface Account {
  login: string;
  surname: string;
  name: string;
  /** The password the administrator gave: changed at the first sign-in. */
  firstPassword: string;
  /** The password chosen at the first sign-in. */
  password: string;
}

/** A new account's names and passwords, unique among the tests that share a database. */
export function newAccount(prefix: string): Account {
  const suffix = unique().toLowerCase();
  return {
    login: `${prefix}-${suffix}`,
    surname: 'Осмонова',
    name: `Айгуль ${suffix}`,
    firstPassword: `First-${suffix}-26`,
    password: `Chosen-${suffix}-26`,
  };
}

/** The list of users, named after the screen's title. */
const usersTable = (page: Page, t: Texts = texts.ru): Locator =>
  page.getByRole('table', { name: t.routes.users });

/** Opens the users screen (signed in as an administrator) once its rows have arrived. */
export const openUsers = (page: Page, t: Texts = texts.ru): Promise<Locator> => openList(page, 'users', t);

/** Searches the users list for one login and answers its row. */
export async function userRow(page: Page, login: string, t: Texts = texts.ru): Promise<Locator> {
  const box = page.getByRole('textbox', { name: t.users.search });
  await box.fill(login);
  await box.press('Enter');
  const row = bodyRows(usersTable(page, t)).filter({ hasText: login });
  await expect(row).toHaveCount(1);
  return row;
}

/** A row button by the name its label carries ('Сбросить пароль: login' …). */
export const userButton = (
  page: Page,
  key: 'resetPassword' | 'disable' | 'enable',
  login: string,
  t: Texts = texts.ru,
): Locator => namedButton(page, t.users[key], login);

/**
 * A field of a form by its whole label ('Роль' is also in 'Первый пароль'), with or without the asterisk
 * of a required field.
 */
export const field = (form: Locator, label: string): Locator =>
  form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** Picks an option of a select or multi-select by the field's whole label. */
export async function pickOption(page: Page, form: Locator, label: string, option: string): Promise<void> {
  await field(form, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Signs out through the logout address and waits for the sign-in page. */
export async function signOut(page: Page, t: Texts = texts.ru): Promise<void> {
  await page.goto('logout');
  await expect(loginField(page, t)).toBeVisible();
}

/** Adds an account through the users screen's form (the screen open). */
export async function addUserInForm(
  page: Page,
  account: Account,
  role: Role,
  faculties: readonly string[] = [],
  t: Texts = texts.ru,
): Promise<void> {
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  const form = dialog(page, t.users.add);
  await field(form, t.users.login).fill(account.login);
  await field(form, t.users.surname).fill(account.surname);
  await field(form, t.users.name).fill(account.name);
  await pickOption(page, form, t.users.role, t.users.roles[role]);
  for (const faculty of faculties) await pickOption(page, form, t.users.faculties, faculty);
  await field(form, t.users.firstPassword).fill(account.firstPassword);
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.sms.toast1 })).toBeVisible();
  await expect(form).toBeHidden();
}

/** Adds an account by calling users/save with the page's (administrator's) session. */
export async function addUserByApi(
  page: Page,
  account: Account,
  role: Role,
  scope: { allFaculties?: boolean; facultyIds?: number[] } = {},
): Promise<number> {
  const response = await page.request.post('/api/v1/users/save?lang=ru', {
    data: {
      idAvnUser: -1,
      login: account.login,
      surname: account.surname,
      name: account.name,
      patronymic: '',
      role,
      allFaculties: scope.allFaculties ?? false,
      facultyIds: scope.facultyIds ?? [],
      password: account.firstPassword,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const list = await page.request.get('/api/v1/users/list');
  const { data } = (await list.json()) as { data: Array<{ idAvnUser: number; login: string }> };
  const added = data.find((row) => row.login === account.login);
  if (!added) throw new Error(`${account.login} is not in users/list`);
  return added.idAvnUser;
}

/** Signs in through the form (without waiting for where it leads). */
export async function signInAs(page: Page, login: string, password: string, t: Texts = texts.ru) {
  await page.goto('login');
  await loginField(page, t).fill(login);
  await passwordField(page, t).fill(password);
  await submitButton(page, t).click();
}

/** The first sign-in of a new account: the forced password change, then the app. */
export async function firstSignIn(
  page: Page,
  baseURL: string | undefined,
  account: Account,
  t: Texts = texts.ru,
): Promise<void> {
  await signInAs(page, account.login, account.firstPassword, t);
  await expect(page.getByRole('heading', { level: 1, name: t.changePassword.title })).toBeVisible();
  await page.getByLabel(t.changePassword.current, { exact: true }).fill(account.firstPassword);
  await page.getByLabel(t.changePassword.new, { exact: true }).fill(account.password);
  await page.getByLabel(t.changePassword.repeat, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t.changePassword.submit, exact: true }).click();
  await expect(page).toHaveURL(atPath(baseURL, 'educational'));
  await expect(page.getByRole('heading', { level: 1, name: t.routes.educational })).toBeVisible();
}

/**
 * A new account made through the API with the administrator's shared session, which then signs out: the
 * account's first sign-in (in the language given) is on this page. For the tests of what a role may do.
 */
export async function signInAsNew(
  page: Page,
  baseURL: string | undefined,
  account: Account,
  role: Role,
  scope: { allFaculties?: boolean; facultyIds?: number[] } = {},
  language: Language = 'ru',
): Promise<void> {
  await signInShared(page, baseURL);
  await addUserByApi(page, account, role, scope);
  await signOut(page);
  // The sign-in page remembers the language it was opened in.
  if (language !== 'ru') await page.goto(`login?lang=${language}`);
  await firstSignIn(page, baseURL, account, texts[language]);
}

/** Every button of the list's rows that writes and can still be used (not aria-disabled; History reads). */
export const enabledRowButtons = (table: Locator, t: Texts = texts.ru): Locator =>
  table.locator(`tbody button:not([aria-disabled="true"]):not([aria-label="${t.history.open}"])`);

/** A second browser where the account has signed in for the first time; close the context when done. */
export async function signedInElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await firstSignIn(page, baseURL, account);
  return { context, page };
}

/**
 * A new viewer made through the API with the administrator's shared session and signed in on a second
 * device (close its context when done); the administrator's page then on the users screen, at its row.
 */
export async function viewerElsewhere(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
): Promise<{ context: BrowserContext; page: Page }> {
  await signInShared(page, baseURL);
  await addUserByApi(page, account, 'viewer');
  const elsewhere = await signedInElsewhere(browser, baseURL, account);
  await openUsers(page);
  await userRow(page, account.login);
  return elsewhere;
}
