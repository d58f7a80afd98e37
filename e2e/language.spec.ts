import { expect, test } from '@playwright/test';
import { atPath, chooseLanguage, signIn, texts } from './support';

test.describe('language', () => {
  test('switching on the login page changes the texts and survives a reload', { tag: '@base-path' }, async ({
    page,
    context,
  }) => {
    await page.goto('login');
    await expect(page.getByText(texts.ru.login.tagline)).toBeVisible();

    await chooseLanguage(page, 'Kyr');
    await expect(page.getByRole('heading', { level: 1, name: texts.kg.login.welcome })).toBeVisible();
    await expect(page.getByText('Татаал маселелер үчүн жөнөкөй чечимдер')).toBeVisible();
    await expect(page.getByLabel(texts.kg.login.password, { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ky');

    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('kg');
    // 60 days, give or take the test's own run time.
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('kg');

    await page.reload();
    await expect(page.getByText(texts.kg.login.tagline)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Kyr' })).toBeChecked();
  });

  test('?lang=en selects English and is remembered', { tag: '@base-path' }, async ({ page }) => {
    await page.goto('login?lang=en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the information system' }),
    ).toBeVisible();
    await expect(page.getByText('Simple solutions for complex tasks')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'En' })).toBeChecked();
    await page.goto('login');
    await expect(page.getByText(texts.en.login.tagline)).toBeVisible();
  });

  test('the query parameter wins over a stored choice, and a switch drops it from the address', {
    tag: '@base-path',
  }, async ({ page }) => {
    await page.goto('login');
    await chooseLanguage(page, 'Kyr');
    await page.goto('login?lang=en');
    await expect(page.getByText(texts.en.login.tagline)).toBeVisible();
    await chooseLanguage(page, 'Rus');
    await expect(page).not.toHaveURL(/lang=/);
    await page.reload();
    await expect(page.getByText(texts.ru.login.tagline)).toBeVisible();
  });

  test('switching in the shell translates it and every call carries the language', {
    tag: '@base-path',
  }, async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    const sidebar = page.getByRole('navigation', { name: texts.ru.shell.menu });

    const asked = page.waitForRequest((request) => request.url().includes('/api/v1/auth/user-name'));
    await chooseLanguage(page, 'En');
    expect(new URL((await asked).url()).searchParams.get('lang')).toBe('en');
    await expect(page.getByRole('heading', { level: 1, name: texts.en.routes.educational })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: texts.en.shell.menu }).getByRole('link', { name: 'Departments' }),
    ).toBeVisible();
    await expect(sidebar).toHaveCount(0);

    await page.reload();
    await expect(page).toHaveURL(atPath(baseURL, 'educational'));
    await expect(page.getByRole('heading', { level: 1, name: texts.en.routes.educational })).toBeVisible();

    await chooseLanguage(page, 'Kyr');
    const nav = page.getByRole('navigation', { name: texts.kg.shell.menu });
    await nav.getByRole('link', { name: texts.kg.routes.specialityCommission }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: texts.kg.routes.specialityCommission }),
    ).toBeVisible();
    await expect(page.getByText(texts.kg.commission.chooseFaculty)).toBeVisible();
  });

  test('every text exists in all three languages, translated', async () => {
    const keysOf = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
        : [prefix];
    const ru = keysOf(texts.ru).sort();
    expect(keysOf(texts.kg).sort()).toEqual(ru);
    expect(keysOf(texts.en).sort()).toEqual(ru);
    // Every text differs from the Russian one, except the language names (Kyr/Rus/En everywhere) and
    // the words Kyrgyz uses as they are: 'Логин', 'Факультет', the number sign and two role names.
    const sameInKyrgyz = new Set([
      'login.login',
      'fields.faculty',
      'table.number',
      'users.login',
      'users.roles.administrator',
      'users.roles.editor',
      'commission.faculty',
      // Words Kyrgyz takes as they are (decision 0014).
      'educational.level.faculty',
      'educational.vuz.tel',
      'educational.faculty.nDirector',
      'educational.speciality.trimester',
      'educational.speciality.doctorate',
      'educational.groups.courseFilter',
      'educational.groups.course',
      // And those of the speciality's plan (decision 0015): subjects, budget, contract, licence and formula.
      'educational.licence.resolution',
      'educational.headcounts.faculty',
      'educational.headcounts.course',
      'educational.headcounts.budget',
      'educational.headcounts.contract',
      'educational.parameters.idKafedra',
      'educational.parameters.idQualification',
      'educational.parameters.idLicence',
      'educational.parameters.ort.ortBiology',
      'educational.parameters.ort.ortChemistry',
      'educational.parameters.ort.ortPhysics',
      'educational.parameters.ort.ortMaths',
      'educational.grading.columns.formula',
      // The grading-rule screen (decision 0019): formula.
      'gradingRules.config.formula',
      // The classrooms screen (decision 0021): building (корпус), faculty and department (кафедра).
      'classrooms.building',
      'classrooms.faculty',
      'classrooms.department',
      // The kinds of record of the audit screen (decision 0045), the same words.
      'audit.kinds.department',
      'audit.kinds.qualification',
      'audit.kinds.faculty',
      'audit.kinds.licence',
      'audit.kinds.building',
      'audit.kinds.classroom',
      // Export and import (decision 0047: the Export action is named Экспорт in both languages).
      'export.action',
      'import.action',
      'import.title',
      // The new academic year, the overview and the data checks (decision 0048 and the data checks): faculty, headcount
      // (контингент), budget, contract, course, building (корпус) and discipline, the same words.
      'newYear.faculty',
      'newYear.kindsShort.headcounts',
      'newYear.rows.faculty',
      'overview.budget',
      'overview.contract',
      'overview.faculty',
      'overview.admission.planBudget',
      'overview.admission.planContract',
      'overview.trend.courseColumn',
      'overview.buildings.building',
      'checks.faculty',
      'checks.tables.korpus',
      'checks.tables.discipline',
      // The structure import's columns (decision 0061): faculty, department, qualification, licence, course,
      // budget and contract, the same words.
      'educational.structureImport.columns.faculty',
      'educational.structureImport.columns.department',
      'educational.structureImport.columns.qualification',
      'educational.structureImport.columns.licence',
      'educational.structureImport.columns.course',
      'educational.structureImport.columns.budget',
      'educational.structureImport.columns.contract',
      // The setup and the licence screen (decision 0060): licence (лицензия) and phone, the same words.
      'routes.licence',
      'ministry.columns.licence',
      'setup.steps.licence',
      'setup.fields.tel',
    ]);
    const valueAt = (root: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
    // A text of placeholders and punctuation only ('{{field}}: {{reason}}') has nothing to translate.
    const hasWords = (key: string) => /\p{L}/u.test(String(valueAt(texts.ru, key)).replace(/{{\w+}}/g, ''));
    for (const key of ru.filter(
      (k) => (!k.startsWith('language.') || k === 'language.label') && hasWords(k),
    )) {
      if (!sameInKyrgyz.has(key))
        expect(valueAt(texts.kg, key), `kg ${key}`).not.toBe(valueAt(texts.ru, key));
      expect(valueAt(texts.en, key), `en ${key}`).not.toBe(valueAt(texts.ru, key));
      expect(String(valueAt(texts.kg, key)).trim(), `kg ${key}`).not.toBe('');
    }
  });
});
