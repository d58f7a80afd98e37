import { cpSync, rmSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { testLicenceEnvironment } from '../src/server/testing/licence';
import { addUser, type RunningServer, setUpUniversity, startServer } from '../src/server/testing/processes';
import { button, pick } from './educational-support';
import { bodyRows, dialog, settled } from './reference-support';
import { basePathOf, type Language, seeToast, texts } from './support';

/*
 * The classrooms screen on a university's first day (decision 0062): a server of its own on a
 * new embedded database without demo data, its university made by `npm run setup` with its licence, its
 * users by `npm run user:add`. No building exists: the page says so and points to the Buildings button,
 * which sits beside the building selector; the registrar adds a building (the selector picks it), an
 * office, then a classroom of that building naming the office. A viewer reads both lists and changes
 * nothing. SHOTS_DIR=<folder> also writes the screenshots (ru, kg, en; 1440 and 390 px).
 */

test.describe.configure({ mode: 'serial' });
test.slow();

const PASSWORD = 'Classrooms-Day-2026';
const users = { administrator: 'registrar', viewer: 'observer' } as const;
const BUILDING = {
  ru: 'Главный корпус',
  kg: 'Башкы корпус',
  en: 'Main Building',
  address: 'г. Талас, ул. Бердике Баатыра, 40',
};
const OFFICE = { ru: 'Учебный отдел', kg: 'Окуу бөлүмү', en: 'Academic Affairs Office' };

let server: RunningServer | undefined;
let appUrl = '';

// Playwright reads the fixtures a hook uses from its first parameter, which must be a destructuring.
// biome-ignore lint/correctness/noEmptyPattern: this hook uses no fixture
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  const name = `e2e-first-day-${testInfo.project.name}`;
  const dataDir = `.test-data/${name}`;
  const webDir = `.test-data/${name}-web`;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDir, { recursive: true, force: true });
  cpSync('dist/web', webDir, { recursive: true });
  const environment = { DATA_DIR: dataDir, DEMO_DATA: 'false', ...testLicenceEnvironment };
  const university = { name: 'Таласский государственный университет', code: '02282017' };
  await setUpUniversity(environment, university);
  for (const [role, login] of Object.entries(users) as [keyof typeof users, string][]) {
    await addUser(environment, login, role, PASSWORD);
  }
  const basePath = basePathOf(testInfo.project.use.baseURL);
  server = await startServer({ ...environment, WEB_DIR: webDir, HOST: '127.0.0.1', BASE_PATH: basePath });
  appUrl = `${server.url}${basePath}`;
});

test.afterAll(() => {
  server?.child.kill('SIGTERM');
});

/** Signed in as `login` in the language, the classrooms screen open once its buildings have arrived. */
async function openClassrooms(page: Page, login: string, language: Language) {
  const t = texts[language];
  await page.goto(`${appUrl}login?lang=${language}`);
  await page.getByLabel(t.login.login, { exact: true }).fill(login);
  await page.getByLabel(t.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
  await expect(page.getByRole('navigation', { name: t.shell.menu })).toBeVisible();
  await page.goto(`${appUrl}classrooms`);
  await expect(page.getByRole('heading', { level: 1, name: t.routes.classrooms })).toBeVisible();
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

const input = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const newRow = (t = texts.ru) => t.inlineTable.save.replace('{{name}}', t.inlineTable.newRow);

for (const language of ['ru', 'kg', 'en'] as const)
  test(`no building yet: the page says so and points to the Buildings button beside the selector (${language})`, async ({
    page,
  }) => {
    const t = texts[language];
    await page.setViewportSize({ width: 1440, height: 900 });
    await openClassrooms(page, users.administrator, language);
    await expect(page.getByText(t.classrooms.noBuildings)).toBeVisible();
    // No classrooms table before a building, but the buttons that make one are there.
    await expect(page.getByRole('table', { name: t.routes.classrooms })).toHaveCount(0);
    await expect(button(page, t.classrooms.officesButton)).toBeVisible();
    await shot(page, `first-day-empty-${language}-1440`);
    await button(page, t.classrooms.buildingsButton).click();
    const modal = dialog(page, t.classrooms.buildingsTitle);
    await settled(modal);
    await expect(button(modal, t.table.add)).toBeEnabled();
    await shot(page, `first-day-buildings-empty-${language}-1440`);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(t.classrooms.noBuildings)).toBeVisible();
    await shot(page, `first-day-empty-${language}-390`);
  });

test('the first building (the selector picks it), an office, then a classroom of the building naming the office', async ({
  page,
}) => {
  const t = texts.ru;
  const a = t.classrooms;
  await openClassrooms(page, users.administrator, 'ru');
  await expect(page.getByText(a.noBuildings)).toBeVisible();

  // The building: only its Russian name is required; an empty row is refused naming it.
  await button(page, a.buildingsButton).click();
  const buildings = dialog(page, a.buildingsTitle);
  await settled(buildings);
  const buildingTable = buildings.getByRole('table', { name: a.buildingsTitle });
  await button(buildings, t.table.add).click();
  await button(buildingTable, newRow()).click();
  await expect(buildingTable.getByRole('alert')).toHaveText(
    t.inlineTable.fillAll.replace('{{fields}}', t.columns.nameRu),
  );
  await input(buildingTable, t.columns.nameRu).fill(BUILDING.ru);
  await input(buildingTable, t.columns.nameKg).fill(BUILDING.kg);
  await input(buildingTable, t.columns.nameEn).fill(BUILDING.en);
  await input(buildingTable, a.addressRu).fill(BUILDING.address);
  await button(buildingTable, newRow()).click();
  await seeToast(page, t.sms.toast1);
  await expect(bodyRows(buildingTable).filter({ hasText: BUILDING.ru })).toContainText(BUILDING.address);
  await page.keyboard.press('Escape');
  await expect(buildings).toHaveCount(0);
  // The selector has picked it, with its address, and the classrooms table is there, empty.
  await expect(page.getByRole('combobox', { name: a.building, exact: true })).toHaveValue(BUILDING.ru);
  await expect(page.getByText(a.address.replace('{{address}}', BUILDING.address))).toBeVisible();
  const table = page.getByRole('table', { name: t.routes.classrooms });
  await expect(table).toBeVisible();
  await expect(page.getByText(a.noBuildings)).toHaveCount(0);

  // The office.
  await button(page, a.officesButton).click();
  const offices = dialog(page, a.officesTitle);
  await settled(offices);
  const officeTable = offices.getByRole('table', { name: a.officesTitle });
  await button(offices, t.table.add).click();
  await input(officeTable, t.columns.nameRu).fill(OFFICE.ru);
  await input(officeTable, t.columns.nameKg).fill(OFFICE.kg);
  await input(officeTable, t.columns.nameEn).fill(OFFICE.en);
  await button(officeTable, newRow()).click();
  await seeToast(page, t.sms.toast1);
  await expect(bodyRows(officeTable).filter({ hasText: OFFICE.ru })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(offices).toHaveCount(0);

  // The classroom, in the building, naming the office.
  await button(page, t.table.add).click();
  await input(table, a.number).fill('101');
  await input(table, a.capacity).fill('30');
  await input(table, a.square).fill('48,5');
  await input(table, a.note).fill('Проектор, маркерная доска');
  await pick(page, table, a.office, OFFICE.ru);
  await button(table, newRow()).click();
  await seeToast(page, t.sms.toast1);
  await expect(bodyRows(table).filter({ hasText: '101' })).toContainText(OFFICE.ru);

  // The building now holds a classroom: its delete is not confirmed, and the confirmation says why.
  await button(page, a.buildingsButton).click();
  await settled(buildings);
  await button(
    bodyRows(buildingTable).filter({ hasText: BUILDING.ru }),
    t.table.delete.replace('{{name}}', BUILDING.ru),
  ).click();
  const confirm = dialog(page, t.confirmDelete.title);
  await expect(confirm).toContainText(t.confirmDelete.inUse);
  await expect(confirm).toContainText('101');
  await button(confirm, t.confirmDelete.close).click();
  await page.keyboard.press('Escape');

  // Kept after a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: a.building, exact: true })).toHaveValue(BUILDING.ru);
  await expect(bodyRows(table).filter({ hasText: '101' })).toContainText(OFFICE.ru);
});

for (const language of ['ru', 'kg', 'en'] as const)
  test(`the buildings and offices modals in ${language}, 1440 and 390 px wide`, async ({ page }) => {
    const t = texts[language];
    await page.setViewportSize({ width: 1440, height: 900 });
    await openClassrooms(page, users.administrator, language);
    await expect(page.getByRole('combobox', { name: t.classrooms.building, exact: true })).toHaveValue(
      BUILDING[language],
    );
    await shot(page, `first-day-classrooms-${language}-1440`);
    for (const [opener, title] of [
      [t.classrooms.buildingsButton, t.classrooms.buildingsTitle],
      [t.classrooms.officesButton, t.classrooms.officesTitle],
    ] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await button(page, opener).click();
      const modal = dialog(page, title);
      await settled(modal);
      await expect(bodyRows(modal.getByRole('table', { name: title }))).toHaveCount(1);
      const file = title === t.classrooms.buildingsTitle ? 'buildings' : 'offices';
      await shot(page, `first-day-${file}-${language}-1440`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `first-day-${file}-${language}-390`);
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
    }
  });

test('a viewer reads the buildings and offices and changes nothing', async ({ page }) => {
  const t = texts.en;
  await openClassrooms(page, users.viewer, 'en');
  for (const [opener, title, name] of [
    [t.classrooms.buildingsButton, t.classrooms.buildingsTitle, BUILDING.en],
    [t.classrooms.officesButton, t.classrooms.officesTitle, OFFICE.en],
  ] as const) {
    await button(page, opener).click();
    const modal = dialog(page, title);
    await settled(modal);
    const row = bodyRows(modal.getByRole('table', { name: title })).filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(button(modal, t.table.add)).toBeDisabled();
    await expect(button(row, t.table.edit.replace('{{name}}', name))).toBeDisabled();
    await expect(button(row, t.table.delete.replace('{{name}}', name))).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  }
});
