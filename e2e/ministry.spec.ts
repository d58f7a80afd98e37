import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { demoOrganisation, testLicence, testLicenceEnvironment } from '../src/server/testing/licence';
import { type RunningServer, sessionAt, startServer } from '../src/server/testing/processes';
import { named } from './commission-support';
import { button } from './educational-support';
import { bodyRows, dialog, settled } from './reference-support';
import {
  basePathOf,
  type Language,
  loginField,
  passwordField,
  seeToast,
  submitButton,
  texts,
} from './support';

/*
 * One deployment for the ministry (decisions 0068, 0069), as its administrator meets it: a server of its own
 * on a new embedded database with the demo university (licensed by the tests' issuer) and the demo's
 * ministry account. The ministry's administrator sees the university on the console, adds a second one
 * with its first administrator and licence file on screen, and opens the first read only; the new
 * administrator chooses a password and sees their university alone, on every screen. SCREENSHOTS=1 also
 * writes the console, the form and the new university's screens in ru, kg and en at 1440 and 390 px.
 */

test.describe.configure({ mode: 'serial' });
test.slow();

const MINISTRY = { login: 'ministry', password: 'admin' };
const osh = {
  v1: 'ОшГУ',
  v1K: 'ОшМУ',
  v1En: 'OshSU',
  v2: 'Ошский государственный университет',
  v2K: 'Ош мамлекеттик университети',
  v2En: 'Osh State University',
  code: '02287999',
  login: 'osh-registrar',
  surname: 'Абдраимова',
  name: 'Айгуль',
  password: 'Osh-first-Pass-9',
  own: 'Osh-own-Pass-2026',
};

let server: RunningServer | undefined;
let appUrl = '';
let licenceFile = '';
const shots = process.env.SCREENSHOTS ? 'screenshots' : undefined;

// Playwright reads the fixtures a hook uses from its first parameter, which must be a destructuring.
// biome-ignore lint/correctness/noEmptyPattern: this hook uses no fixture
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  const name = `e2e-ministry-${testInfo.project.name}`;
  const dataDir = `.test-data/${name}`;
  const webDir = `.test-data/${name}-web`;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDir, { recursive: true, force: true });
  cpSync('dist/web', webDir, { recursive: true });
  const basePath = basePathOf(testInfo.project.use.baseURL);
  server = await startServer({
    ...testLicenceEnvironment,
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    HOST: '127.0.0.1',
    BASE_PATH: basePath,
  });
  appUrl = `${server.url}${basePath}`;
  // The demo signs its own licence; this server trusts the tests' issuer: the demo's administrator installs one.
  const admin = await sessionAt(server.url, 'admin', 'admin');
  const installed = await fetch(`${server.url}/api/v1/setup/install-licence`, {
    method: 'POST',
    headers: { cookie: admin, 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ licence: testLicence() }),
  });
  expect(installed.status, await installed.text()).toBe(200);
  licenceFile = join(mkdtempSync(join(tmpdir(), 'aa-osh-')), 'osh-licence.txt');
  writeFileSync(licenceFile, `${testLicence({ organisation: { name: osh.v2, code: osh.code } })}\n`);
});

test.afterAll(() => {
  server?.child.kill('SIGTERM');
  if (licenceFile) rmSync(licenceFile, { force: true });
});

async function signIn(page: Page, login: string, password: string, language: Language = 'ru') {
  const t = texts[language];
  await page.goto(`${appUrl}login?lang=${language}`);
  await loginField(page, t).fill(login);
  await passwordField(page, t).fill(password);
  await submitButton(page, t).click();
}

const consoleTable = (page: Page, language: Language = 'ru') =>
  page.getByRole('table', { name: texts[language].ministry.title });
const rowOf = (page: Page, name: string | RegExp, language: Language = 'ru') =>
  consoleTable(page, language).getByRole('row').filter({ hasText: name });

test('the ministry adds a university with its administrator and licence, and opens the first read only', async ({
  page,
}) => {
  const t = texts.ru;
  await signIn(page, MINISTRY.login, MINISTRY.password);
  // Its console is where it lands; the university's screens are not in its menu until it opens one.
  await expect(page).toHaveURL(`${appUrl}ministry`);
  await expect(page.getByRole('heading', { level: 1, name: t.routes.ministry })).toBeVisible();
  const menu = page.getByRole('navigation', { name: t.shell.menu });
  await expect(menu.getByRole('link', { name: t.routes.educational })).toHaveCount(0);
  const demo = rowOf(page, demoOrganisation.code);
  await expect(demo).toContainText(t.ministry.licence.valid);
  await expect(consoleTable(page).getByRole('row').filter({ hasText: 'Все университеты (1)' })).toBeVisible();

  // The form: a licence of another organisation is refused under its field, and nothing is added.
  await page.getByRole('button', { name: t.ministry.add.button }).click();
  const dialog = page.getByRole('dialog', { name: t.ministry.add.title });
  // A required field's label ends in its asterisk.
  const fill = async (label: string, value: string) =>
    dialog.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)).fill(value);
  await fill(t.setup.fields.v1, osh.v1);
  await fill(t.setup.fields.v1K, osh.v1K);
  await fill(t.setup.fields.v1En, osh.v1En);
  await fill(t.setup.fields.v2, osh.v2);
  await fill(t.setup.fields.v2K, osh.v2K);
  await fill(t.setup.fields.v2En, osh.v2En);
  await fill(t.setup.fields.code, osh.code);
  await fill(texts.ru.users.login, osh.login);
  await fill(texts.ru.users.surname, osh.surname);
  await fill(texts.ru.users.name, osh.name);
  await fill(texts.ru.users.firstPassword, osh.password);
  const wrong = join(licenceFile, '..', 'demo-licence.txt');
  writeFileSync(wrong, testLicence());
  await dialog.locator('input[type=file]').setInputFiles(wrong);
  if (shots) await page.screenshot({ path: `${shots}/ru-ministry-add-1440.png`, fullPage: true });
  await dialog.getByRole('button', { name: t.form.save }).click();
  await expect(dialog.getByText(demoOrganisation.code)).toBeVisible();
  await expect(consoleTable(page).getByRole('row')).toHaveCount(3);

  // The right file: added, with its licence valid and one administrator who has not signed in yet.
  await dialog.locator('input[type=file]').setInputFiles(licenceFile);
  await dialog.getByRole('button', { name: t.form.save }).click();
  await expect(dialog).toHaveCount(0);
  const added = rowOf(page, osh.code);
  await expect(added).toContainText(osh.v1);
  await expect(added).toContainText(t.ministry.licence.valid);
  await expect(added).toContainText(t.ministry.never);
  await expect(consoleTable(page).getByRole('row').filter({ hasText: 'Все университеты (2)' })).toBeVisible();

  // The demo university read only: its structure, the banner naming it, no way to change anything.
  await demo.getByRole('button', { name: new RegExp(t.ministry.open) }).click();
  await expect(page.getByTestId('viewing-banner')).toBeVisible();
  await page.goto(`${appUrl}users`);
  await expect(page.getByText(t.access.notAllowedTitle)).toBeVisible();
  await menu.getByRole('link', { name: t.routes.departments }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.routes.departments })).toBeVisible();
  await expect(page.getByRole('button', { name: t.table.add })).toBeDisabled();
  // The classifiers every university shares are the ministry's to keep (decision 0072): open to its administrator.
  await menu.getByRole('link', { name: t.routes.directions }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.routes.directions })).toBeVisible();
  await expect(page.getByRole('button', { name: t.table.add })).toBeEnabled();
  // An import is a university's call, not the ministry's.
  await expect(page.getByRole('button', { name: t.import.action, exact: true })).toBeDisabled();
  await page.getByTestId('viewing-banner').getByRole('button', { name: t.ministry.back }).click();
  await expect(page).toHaveURL(`${appUrl}ministry`);
  await expect(page.getByTestId('viewing-banner')).toHaveCount(0);
});

test('the new administrator chooses a password and sees their university alone', async ({ page }) => {
  const t = texts.ru;
  await signIn(page, osh.login, osh.password);
  const fields = page.getByLabel(t.changePassword.current, { exact: true });
  await fields.fill(osh.password);
  await page.getByLabel(t.changePassword.new, { exact: true }).fill(osh.own);
  await page.getByLabel(t.changePassword.repeat, { exact: true }).fill(osh.own);
  await page.getByRole('button', { name: t.changePassword.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.routes.educational })).toBeVisible();
  // None of the demo university's rows: its faculties, buildings, accounts.
  await page.goto(`${appUrl}users`);
  await expect(page.getByRole('cell', { name: osh.login, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
  await page.goto(`${appUrl}classrooms`);
  await expect(page.getByText(t.table.empty).first()).toBeVisible();
  // Its first building, numbered in a range of its own (decision 0074): added, then renamed by that id.
  await button(page, t.classrooms.buildingsButton).click();
  const buildings = dialog(page, t.classrooms.buildingsTitle);
  await settled(buildings);
  const buildingTable = buildings.getByRole('table', { name: t.classrooms.buildingsTitle });
  const name = (label: string) => buildingTable.getByRole('textbox', { name: label, exact: true });
  await button(buildings, t.table.add).click();
  await name(t.columns.nameRu).fill('Главный корпус');
  await button(buildingTable, named(t.inlineTable.save, t.inlineTable.newRow)).click();
  await seeToast(page, t.sms.toast1);
  const building = bodyRows(buildingTable).filter({ hasText: 'Главный корпус' });
  await button(building, named(t.table.edit, 'Главный корпус')).click();
  await name(t.columns.nameRu).fill('Главный учебный корпус');
  await button(buildingTable, named(t.inlineTable.save, 'Главный корпус')).click();
  await seeToast(page, t.sms.toast2);
  await expect(bodyRows(buildingTable).filter({ hasText: 'Главный учебный корпус' })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(buildings).toHaveCount(0);
  // Two universities now: the shared classifiers are the ministry's, and the button says so.
  await page.goto(`${appUrl}directions`);
  const add = page.getByRole('button', { name: t.table.add });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(t.access.keptByMinistry);
  await expect(page.getByRole('alert').filter({ hasText: t.access.keptByMinistry })).toBeVisible();
});

test.describe('pictures in three languages', () => {
  test.skip(!shots, 'set SCREENSHOTS=1 to take the screenshots');
  for (const language of ['ru', 'kg', 'en'] as const)
    for (const width of [1440, 390] as const)
      test(`${language} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, MINISTRY.login, MINISTRY.password, language);
        await expect(consoleTable(page, language).getByRole('row')).toHaveCount(4);
        await page.screenshot({ path: `${shots}/${language}-ministry-${width}.png`, fullPage: true });
        // A university opened read only: the banner naming it above its overview.
        const t = texts[language];
        await rowOf(page, demoOrganisation.code, language)
          .getByRole('button', { name: new RegExp(t.ministry.open) })
          .click();
        await expect(page.getByTestId('viewing-banner')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: t.routes.overview })).toBeVisible();
        // Its figures, not the spinner before them.
        await expect(page.getByText(t.overview.admission.title).first()).toBeVisible();
        await page.screenshot({ path: `${shots}/${language}-ministry-open-${width}.png`, fullPage: true });
        // The classifiers it keeps, on their usual screen (decision 0072).
        await page.goto(`${appUrl}directions`);
        await expect(page.getByRole('button', { name: t.table.add })).toBeEnabled();
        await page.screenshot({ path: `${shots}/${language}-ministry-directions-${width}.png` });
        await page.goto(`${appUrl}logout`);
        await expect(loginField(page, texts[language])).toBeVisible();
        await signIn(page, osh.login, osh.own, language);
        await expect(
          page.getByRole('heading', { level: 1, name: texts[language].routes.educational }),
        ).toBeVisible();
        // The cascade has chosen the one university there is for this account: its own.
        const short = { ru: osh.v1, kg: osh.v1K, en: osh.v1En }[language];
        await expect(page.locator(`input[value="${short}"]`)).toBeVisible();
        await page.screenshot({
          path: `${shots}/${language}-ministry-new-admin-${width}.png`,
          fullPage: true,
        });
        // The shared classifiers are the ministry's: the add is disabled, and its hint says why.
        await page.goto(`${appUrl}directions`);
        const add = page.getByRole('button', { name: t.table.add });
        await expect(add).toHaveAccessibleDescription(t.access.keptByMinistry);
        // A row's edit says it too.
        const edit = page.getByRole('button', {
          name: new RegExp(`^${t.table.edit.replace('{{name}}', '')}`),
        });
        await expect(edit.first()).toHaveAccessibleDescription(t.access.keptByMinistry);
        await edit.first().hover();
        await page.screenshot({ path: `${shots}/${language}-ministry-kept-${width}.png` });
      });
});
