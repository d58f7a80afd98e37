import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { messages } from '../src/server/core/messages';
import { testLicence, testLicenceEnvironment } from '../src/server/testing/licence';
import { addUser, type RunningServer, startServer } from '../src/server/testing/processes';
import { chooseStructureKind, filled, level, openStructureImport } from './educational-support';
import { basePathOf, type Language, loginField, passwordField, submitButton, texts, toast } from './support';
import { field } from './users-support';

/*
 * The university's setup (decision 0060) as an operator's installation meets it: a server of its own on a new
 * embedded database without demo data (DEMO_DATA=false), its three users made with `npm run user:add`.
 * An editor reads that setup comes first and cannot do it; the administrator is led to {base}/setup, where
 * bad input to every field gets its reason under the field (ru, kg, en; 1440 and 390 px wide), the
 * server's own refusal too; the setup is made once; then the vendor's licence file is installed, every
 * screen opens and the registrar's faculties come in from a workbook through Import structure. SHOTS_DIR=<folder> also writes the screenshots of each language and width.
 */

test.describe.configure({ mode: 'serial' });
test.slow();
// axe is injected as a script of the test, which the app's CSP would rightly refuse.
test.use({ bypassCSP: true });
// Named `require`, so that knip sees the package this file reads.
const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

/** What axe finds wrong on the page (WCAG: names, contrast, structure). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: () => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    return (await axe.run()).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

const PASSWORD = 'Setup-Office-2026';
const users = { administrator: 'registrar', editor: 'dean', viewer: 'observer' } as const;
const university = {
  ministry: 'Министерство науки, высшего образования и инноваций Кыргызской Республики',
  v1: 'ТГУ',
  v1K: 'ТМУ',
  v1En: 'TSU',
  v2: 'Таласский государственный университет',
  v2K: 'Талас мамлекеттик университети',
  v2En: 'Talas State University',
  code: '02282017',
  adres: 'г. Талас, ул. Ленина, 1',
  glava: 'Ырысбаев Т. А.',
  tel: '+996 3422 5-22-01',
  mail: 'info@tasu.kg',
};
const widths = [1440, 390] as const;

/** The university's faculties as its registrar keeps them: short and full names in three languages, the dean. */
const faculties = [
  [
    'ФФиМ',
    'ФФжМ',
    'FPM',
    'Факультет физики и математики',
    'Физика жана математика факультети',
    'Faculty of Physics and Mathematics',
    'Токтогулов А. Б.',
  ],
  [
    'ФЭиП',
    'ЭжПФ',
    'FEP',
    'Факультет экономики и права',
    'Экономика жана укук факультети',
    'Faculty of Economics and Law',
    'Сыдыкова Г. Т.',
  ],
];

/** The registrar's workbook: a sheet of directions beside the faculties', a heading above the titles. */
async function registrarWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Направления').addRows([
    ['Код', 'Наименование (рус.)'],
    ['510100', 'Математика'],
  ]);
  const f = texts.ru.educational.faculty;
  book
    .addWorksheet('Факультеты')
    .addRows([
      ['Факультеты Таласского государственного университета'],
      [f.shortFaculty, f.shortFacultyKg, f.shortFacultyEn, f.faculty_, f.facultyKg, f.facultyEn, f.nDirector],
      ...faculties,
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

let server: RunningServer | undefined;
let appUrl = '';
let folder = '';

// Playwright reads the fixtures a hook uses from its first parameter, which must be a destructuring.
// biome-ignore lint/correctness/noEmptyPattern: this hook uses no fixture
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  const name = `e2e-setup-${testInfo.project.name}`;
  folder = `.test-data/${name}`;
  const dataDir = `${folder}/data`;
  const webDir = `${folder}/web`;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  cpSync('dist/web', webDir, { recursive: true });
  const environment = { DATA_DIR: dataDir, DEMO_DATA: 'false', ...testLicenceEnvironment };
  for (const [role, login] of Object.entries(users) as [keyof typeof users, string][]) {
    await addUser(environment, login, role, PASSWORD, role === 'editor' ? ['--faculty', 'all'] : []);
  }
  const basePath = basePathOf(testInfo.project.use.baseURL);
  server = await startServer({ ...environment, WEB_DIR: webDir, HOST: '127.0.0.1', BASE_PATH: basePath });
  appUrl = `${server.url}${basePath}`;
});

test.afterAll(() => {
  server?.child.kill('SIGTERM');
});

async function signIn(page: Page, login: string, language: Language) {
  const t = texts[language];
  await page.goto(`${appUrl}login?lang=${language}`);
  await loginField(page, t).fill(login);
  await passwordField(page, t).fill(PASSWORD);
  await submitButton(page, t).click();
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The error a form field shows under it: the field is described by it (aria-describedby). */
const expectError = (input: Locator, reason: string, label?: string) =>
  expect(input, label).toHaveAccessibleDescription(new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

test('an editor reads that setup comes first, in place of the screen, and cannot do it', async ({ page }) => {
  await signIn(page, users.editor, 'kg');
  await expect(page.getByRole('main').getByText(messages.setupFirst.kg)).toBeVisible();
  await shot(page, 'setup-first-editor-kg');
  // The server refuses the setup to an editor, in the editor's language, whatever the screen shows.
  const refused = await page.request.post(`${server?.url}/api/v1/setup/university?lang=kg`, {
    data: { v1: 'X', v2: 'X', code: '1', ministry: 'X' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(messages.forbiddenRole.kg);
  // The setup page itself says the same and offers no form.
  await page.goto(`${appUrl}setup`);
  await expect(page.getByText(texts.kg.setup.othersIntro)).toBeVisible();
  await expect(page.getByText(messages.setupFirst.kg)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await shot(page, 'setup-editor-kg');
});

for (const language of ['ru', 'kg', 'en'] as const) {
  test(`bad input to every field gets its reason under it (${language}, 1440 and 390 px)`, async ({
    page,
  }) => {
    const t = texts[language];
    const labels = t.setup.fields;
    // Reloading a form with typed values asks first (the browser's own question): yes.
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, users.administrator, language);
    // The administrator is led to the setup page.
    await expect(page).toHaveURL(`${appUrl}setup`);
    await expect(page.getByRole('heading', { level: 1, name: t.setup.title })).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      const form = page.locator('form');
      await expect(page.getByRole('button', { name: t.setup.save })).toBeVisible();
      await shot(page, `setup-${language}-${width}`);
      await field(form, labels.idMinistry).click();
      await page.getByRole('option', { name: labels.newMinistry }).click();
      const tooLong = 'Я'.repeat(501);
      const invisible = '\u200b';
      const bad: Array<[keyof typeof labels, string, string]> = [
        ['ministry', '', t.form.required],
        ['ministryKg', invisible, t.form.text.invisibleOnly],
        ['ministryEn', tooLong, t.form.tooLong.replace('{{max}}', '500').replace('{{count}}', '501')],
        ['v1', '', t.form.required],
        ['v1K', tooLong, t.form.tooLong.replace('{{max}}', '500').replace('{{count}}', '501')],
        ['v1En', invisible, t.form.text.invisibleOnly],
        ['v2', '   ', t.form.required],
        ['v2K', invisible, t.form.text.invisibleOnly],
        ['v2En', tooLong, t.form.tooLong.replace('{{max}}', '500').replace('{{count}}', '501')],
        ['code', '0228 2017', labels.invalidCode],
        ['adres', tooLong, t.form.tooLong.replace('{{max}}', '500').replace('{{count}}', '501')],
        ['adresKg', invisible, t.form.text.invisibleOnly],
        ['adresEn', tooLong, t.form.tooLong.replace('{{max}}', '500').replace('{{count}}', '501')],
        ['glava', invisible, t.form.text.invisibleOnly],
        ['tel', '12', t.form.invalidPhone],
        ['mail', 'info@', t.form.invalidEmail],
      ];
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/setup/university')) calls.push(request.url());
      });
      for (const [name, value] of bad) await field(form, labels[name]).fill(value);
      await page.getByRole('button', { name: t.setup.save }).click();
      for (const [name, , reason] of bad) {
        const input = field(form, labels[name]);
        await expect(input, name).toHaveAttribute('aria-invalid', 'true');
        await expectError(input, reason, name);
      }
      await shot(page, `setup-${language}-${width}-refused`);
      if (width === 1440) expect(await axeViolations(page), `${language} ${width}`).toEqual([]);
      // Refused in the form, before any call.
      expect(calls).toEqual([]);
    }
  });
}

test("the server's refusal of a field shows under that field, in the interface language", async ({
  page,
}) => {
  const t = texts.en;
  await signIn(page, users.administrator, 'en');
  await expect(page.getByRole('heading', { level: 1, name: t.setup.title })).toBeVisible();
  const form = page.locator('form');
  for (const name of ['v1', 'v2', 'code'] as const)
    await field(form, t.setup.fields[name]).fill(university[name]);
  // A code the form took, changed on the way: the server's rule is the contract's, and it says why.
  await page.route('**/api/v1/setup/university*', (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), code: '0228 2017' }) }),
  );
  await page.getByRole('button', { name: t.setup.save }).click();
  const code = field(form, t.setup.fields.code);
  await expectError(code, `Invalid value of the field "${t.setup.fields.code}"`);
});

test('the setup is made once; then the licence file, refused with its reason, then installed; then the faculties from a workbook', {
  tag: '@base-path',
}, async ({ page }) => {
  const t = texts.ru;
  await signIn(page, users.administrator, 'ru');
  await expect(page).toHaveURL(`${appUrl}setup`);
  const form = page.locator('form');
  await expect(field(form, t.setup.fields.idMinistry)).toHaveValue(university.ministry);
  for (const name of [
    'v1',
    'v1K',
    'v1En',
    'v2',
    'v2K',
    'v2En',
    'code',
    'adres',
    'glava',
    'tel',
    'mail',
  ] as const)
    await field(form, t.setup.fields[name]).fill(university[name]);
  await page.getByRole('button', { name: t.setup.save }).click();
  await expect(toast(page, t.setup.saved)).toBeVisible();
  // The licence step: what to send the vendor, exactly as the licence must name the university.
  await expect(page.getByText(`«${university.v2}» (код ${university.code})`)).toBeVisible();
  await expect(page.locator('pre').filter({ hasText: 'npm run licence:issue' })).toContainText(
    `--name '${university.v2}' --code ${university.code}`,
  );
  await expect(page.getByRole('textbox')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `setup-licence-ru-${width}`);
  }

  // Once only: a second setup is refused with the reason, and a reload shows the licence step again.
  const again = await page.request.post(`${server?.url}/api/v1/setup/university?lang=ru`, {
    data: { ...university, code: '1' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toContain(
    `Университет уже настроен («${university.v2}», код ${university.code})`,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: t.licencePanel.installTitle })).toBeVisible();

  // The licence of another university: its one sentence under the file.
  const upload = async (name: string, text: string) => {
    const file = `${folder}/${name}`;
    writeFileSync(file, `${text}\n`);
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: t.licencePanel.install, exact: true }).click();
  };
  await upload('other.txt', testLicence());
  await expectError(
    page.getByLabel(t.licencePanel.file),
    'Лицензия выдана организации «Бишкекский государственный университет экономики и технологий» (код 02287351), а такого университета в базе нет: в лицензии должны стоять полное название и код университета в точности как при настройке.',
  );
  await shot(page, 'setup-licence-refused-ru');
  await upload(
    'licence.txt',
    testLicence({ organisation: { name: university.v2, code: university.code }, validUntil: '2999-12-31' }),
  );
  await expect(toast(page, t.licencePanel.installed)).toBeVisible();
  await expect(page.getByText(t.setup.done.title)).toBeVisible();
  await expect(page.getByText(t.setup.done.text.replace('{{name}}', university.v2))).toBeVisible();
  await shot(page, 'setup-done-ru');
  await page.getByRole('link', { name: t.setup.done.go }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.routes.educational })).toBeVisible();

  // The first day goes on: the registrar's faculties from their workbook, through Import structure.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(level(page, t.educational.level.vuz)).toHaveValue(university.v1);
  const modal = await openStructureImport(page, t);
  await chooseStructureKind(page, t, 'faculties');
  const workbook = `${folder}/structure.xlsx`;
  await writeFile(workbook, await registrarWorkbook());
  await modal.locator('input[type=file]').setInputFiles(workbook);
  await expect(modal.getByRole('status')).toContainText(
    filled(t.import.counts.create as string, { count: 2 }),
  );
  await expect(modal).toContainText('Из 2 листов книги прочитан лист «Факультеты»');
  await shot(page, 'setup-structure-import-ru');
  await modal.getByRole('button', { name: filled(t.import.apply, { count: 2 }) }).click();
  await expect(toast(page, filled(t.import.applied, { create: 2, update: 0 }))).toBeVisible();
  await expect(modal).toBeHidden();
  await level(page, t.educational.level.faculty).click();
  for (const faculty of faculties) await expect(page.getByRole('option', { name: faculty[3] })).toBeVisible();
  await page.keyboard.press('Escape');

  // The Licence screen shows it with its days left.
  await page.goto(`${appUrl}licence`);
  const facts = page.getByRole('table', { name: t.licencePanel.inForce });
  await expect(facts).toContainText(university.v2);
  await expect(facts.getByRole('row', { name: new RegExp(t.licencePanel.daysLeft) })).toContainText(/\d{5,}/);
  expect(await axeViolations(page)).toEqual([]);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `licence-screen-ru-${width}`);
  }
});

test('after the setup a viewer works as usual', async ({ page }) => {
  await signIn(page, users.viewer, 'en');
  await expect(page.getByRole('heading', { level: 1, name: texts.en.routes.educational })).toBeVisible();
  await expect(page.getByText(messages.setupFirst.en)).toHaveCount(0);
});
