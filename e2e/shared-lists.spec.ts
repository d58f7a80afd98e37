import { expect, type Locator, type Page, test } from '@playwright/test';
import { button, FACULTY, FINANCE, pick, walk } from './educational-support';
import { seeToast, signIn, texts } from './support';

/*
 * One server list, one cached query, whichever screen shows it (decision 0041): a write on one screen is
 * what every other screen showing that list shows next, without a reload. The proof does not rest on a
 * screen asking again when it opens: once the write has reloaded the list, the list's later requests
 * never answer, so what a screen shows is what the write left in the cache.
 */
const t = texts.ru;
const e = t.educational;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const code = () => String(Math.floor(100_000 + Math.random() * 899_999));

/** Goes to a screen through the sidebar: a navigation inside the app, not a page load. */
async function goTo(page: Page, path: 'educational' | 'directions' | 'departments') {
  await page
    .getByRole('navigation', { name: t.shell.menu })
    .getByRole('link', { name: t.routes[path] })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t.routes[path] })).toBeVisible();
}

/**
 * Saves a form whose write reloads the list at `path`, and once that reload is answered holds the list's
 * later requests (they never answer): from then on a screen shows only what the write left in the cache.
 */
async function saveAndHold(page: Page, form: Locator, path: string) {
  const reloaded = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(`/api/v1/${path}`),
  );
  await form.getByRole('button', { name: t.form.save }).click();
  await seeToast(page, t.sms.toast1);
  await reloaded;
  await page.route(`**/api/v1/${path}?*`, () => {});
}

const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/** A reference screen's add form, opened by its Add button. */
async function addForm(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  return dialog(page, title);
}

/** The options of a select, opened by its label inside `scope`. */
async function optionsOf(page: Page, scope: Locator, label: string): Promise<Locator> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  return page.getByRole('listbox').getByRole('option');
}

test.describe('a write on one screen is seen on every screen showing the list, without a reload', () => {
  test('a faculty added on the educational screen is a choice of the department form', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    // The department screen has read the faculties once: they are cached.
    await goTo(page, 'departments');
    let form = await addForm(page, t.departments.add);
    await expect(await optionsOf(page, form, t.fields.faculty)).not.toHaveCount(0);
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: t.form.cancel }).click();
    await expect(form).toBeHidden();

    await goTo(page, 'educational');
    await button(page, e.buttons.addFaculty).click();
    const modal = dialog(page, e.faculty.add);
    const name = `Факультет ${unique()}`;
    for (const field of [
      'shortFaculty',
      'shortFacultyKg',
      'shortFacultyEn',
      'faculty_',
      'facultyKg',
      'facultyEn',
    ])
      await modal.getByLabel(e.faculty[field as keyof typeof e.faculty]).fill(name);
    await modal.getByLabel(e.faculty.nDirector).fill('Декан');
    // The write reloads the faculties the department screen showed, though no screen shows them now.
    await saveAndHold(page, modal, 'ministerstvo/all-faculty');

    await goTo(page, 'departments');
    form = await addForm(page, t.departments.add);
    await expect((await optionsOf(page, form, t.fields.faculty)).filter({ hasText: name })).toHaveCount(1);
  });

  test('a direction added on its screen is a choice of the educational screen’s speciality binding', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await walk(page);
    // The speciality binding has read the directions once: they are cached.
    await button(page, e.buttons.speciality).click();
    let binding = dialog(page, e.speciality.title);
    await expect(await optionsOf(page, binding, e.catalog.direction.label)).not.toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(binding).toBeHidden();

    await goTo(page, 'directions');
    const form = await addForm(page, t.directions.add);
    const direction = { code: code(), name: `Направление ${unique()}` };
    await form.getByLabel(t.fields.code).fill(direction.code);
    await form.getByLabel(t.fields.nameRu).fill(direction.name);
    await saveAndHold(page, form, 'ministerstvo/allDirection');

    await goTo(page, 'educational');
    await walk(page);
    await button(page, e.buttons.speciality).click();
    binding = dialog(page, e.speciality.title);
    const options = await optionsOf(page, binding, e.catalog.direction.label);
    await expect(options.filter({ hasText: `${direction.code} ${direction.name}` })).toHaveCount(1);
  });

  test('a department added on its screen is a choice of the educational screen’s parameters', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await walk(page, FINANCE);
    // The parameters form has read the departments once: they are cached.
    await button(page, e.buttons.parameters).click();
    let parameters = dialog(page, e.parameters.title);
    await expect(await optionsOf(page, parameters, e.parameters.idKafedra)).not.toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(parameters).toBeHidden();

    await goTo(page, 'departments');
    const form = await addForm(page, t.departments.add);
    const name = `Кафедра ${unique()}`;
    await form.getByLabel(t.fields.shortName).fill(unique());
    await form.getByLabel(t.fields.nameRu).fill(name);
    await form.getByLabel(t.fields.nameKg).fill(`${name} kg`);
    await form.getByLabel(t.fields.nameEn).fill(`${name} en`);
    await pick(page, form, t.fields.faculty, FACULTY);
    await saveAndHold(page, form, 'ministerstvo/kafedra');

    await goTo(page, 'educational');
    await walk(page, FINANCE);
    await button(page, e.buttons.parameters).click();
    parameters = dialog(page, e.parameters.title);
    const options = await optionsOf(page, parameters, e.parameters.idKafedra);
    await expect(options.filter({ hasText: name })).toHaveCount(1);
  });
});
