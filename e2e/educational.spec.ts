import { expect, type Page, test } from '@playwright/test';
import { button, FACULTY, FINANCE, pick, walk } from './educational-support';
import { dialog, unique } from './reference-support';
import { seeToast, signIn, texts } from './support';

/*
 * {base}/educational (SPEC §2, issue 11) as a person uses it. Tests of one project share a database and
 * run in parallel: each makes its own uniquely named records.
 */
// Each test is a whole errand of a dozen choices and saves: on two shared cores it needs more than 30 s.
test.slow();

const t = texts.ru;
const e = t.educational;
const groupsTable = (page: Page) => page.getByRole('region', { name: e.groups.title }).getByRole('table');
const footer = (page: Page) => page.getByRole('region', { name: e.footer.title });

test.describe('educational structure screen', () => {
  test('walks the cascade; edits the university and a faculty; the place and the edits survive a reload', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    // Nothing chosen: the buttons say why they are disabled.
    await expect(button(page, e.buttons.editVuz)).toHaveAttribute('aria-disabled', 'true');
    await walk(page, FINANCE);
    await expect(page).toHaveURL(/ministry=1.*vuz=1.*faculty=1.*direction=1.*form=1.*speciality=\d+/);
    await expect(groupsTable(page)).toContainText('ФК');

    // A phone is digits with + ( ) - and spaces (issue 26: the contract's rule), unique per run.
    const phone = `+996 555 ${String(Math.floor(100_000 + Math.random() * 899_999))}`;
    await button(page, e.buttons.editVuz).click();
    const vuz = dialog(page, e.vuz.title);
    await expect(vuz.getByRole('button', { name: t.form.save })).toBeDisabled();
    await vuz.getByLabel(e.vuz.tel).fill(phone);
    await vuz.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast2);
    await expect(vuz).toBeHidden();

    const dean = `Декан ${unique()}`;
    await button(page, e.buttons.editFaculty).click();
    const faculty = dialog(page, e.faculty.edit);
    await faculty.getByLabel(e.faculty.nDirector).fill(dean);
    await faculty.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast2);
    await expect(faculty).toBeHidden();

    await page.reload();
    await expect(page.getByRole('combobox', { name: e.level.speciality, exact: true })).toHaveValue(
      /Финансы и кредит/,
    );
    await button(page, e.buttons.editVuz).click();
    await expect(dialog(page, e.vuz.title).getByLabel(e.vuz.tel)).toHaveValue(phone);
    await page.keyboard.press('Escape');
    await button(page, e.buttons.editFaculty).click();
    await expect(dialog(page, e.faculty.edit).getByLabel(e.faculty.nDirector)).toHaveValue(dean);
  });

  test('binds a new speciality, and is refused the same binding twice', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await walk(page);
    await button(page, e.buttons.speciality).click();
    const modal = dialog(page, e.speciality.title);
    // A new speciality name, added from the modal.
    const code = String(Math.floor(100_000 + Math.random() * 899_999));
    const name = `Специальность ${unique()}`;
    await modal.getByRole('button', { name: e.catalog.special.add }).click();
    const form = dialog(page, e.catalog.special.add);
    await form.getByLabel(t.fields.code).fill(code);
    await form.getByLabel(t.fields.nameRu).fill(name);
    await form.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast1);
    await expect(form).toBeHidden();

    await pick(page, modal, e.catalog.direction.label, /^580100 Экономика$/);
    await pick(page, modal, e.catalog.form.label, /Очная форма обучения \(бакалавриат\)/);
    await pick(page, modal, e.catalog.special.label, `${code} ${name}`);
    await modal.getByRole('button', { name: e.speciality.bind }).click();
    await seeToast(page, t.sms.toast1);
    await modal.getByRole('button', { name: e.speciality.bind }).click();
    await seeToast(page, t.sms.toast3);
    await modal.getByRole('button', { name: t.confirmDelete.close, exact: true }).click();
    await expect(modal).toBeHidden();

    await pick(page, page, e.level.direction, /^580100 Экономика$/);
    await pick(page, page, e.level.form, /Очная форма обучения \(бакалавриат\)/);
    await pick(page, page, e.level.speciality, `${code} ${name}`);
    await page.reload();
    await expect(page.getByRole('combobox', { name: e.level.speciality, exact: true })).toHaveValue(
      `${code} ${name}`,
    );
  });

  test('creates a group in the footer, switches its winter reception, copies and deletes a group', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await walk(page, FINANCE);

    // A name-group of its own, bound to the speciality without sub-groups.
    const nameGroup = `E${unique()}`;
    await footer(page).getByRole('button', { name: e.footer.chooseGroup }).click();
    const choice = dialog(page, e.nameGroup.title);
    await choice.getByLabel(e.nameGroup.new).fill(nameGroup);
    await choice.getByRole('button', { name: t.table.add }).click();
    await seeToast(page, t.sms.toast1);
    await choice.getByRole('button', { name: e.nameGroup.bind.replace('{{name}}', nameGroup) }).click();
    await seeToast(page, t.sms.toast1);
    await page.keyboard.press('Escape');
    await expect(choice).toBeHidden();

    // The current academic year's group (this year's intake may change its winter reception).
    const years = await (await page.request.get('/api/v1/ministerstvo/allGroupY/select')).json();
    const current = (years.data as { label: string }[]).at(-2)?.label ?? '';
    await pick(page, footer(page), e.footer.nameGroup, nameGroup);
    await pick(page, footer(page), e.footer.subGroup, nameGroup);
    await pick(page, footer(page), e.footer.year, current);
    await footer(page).getByLabel(e.footer.dop).fill('доп');
    await footer(page).getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast1);
    const row = groupsTable(page).locator('tbody tr').filter({ hasText: nameGroup });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('доп');

    await footer(page).getByLabel(e.footer.winter).check();
    await seeToast(page, t.sms.toast2);
    await expect(row).toContainText(e.yes);

    // Copy this group's settings onto a past year's group of the same name-group.
    await footer(page).getByRole('button', { name: e.copy.title }).click();
    const copy = dialog(page, e.copy.title);
    await pick(page, copy, e.copy.to, /ФК-1/);
    await copy.getByRole('button', { name: e.copy.submit }).click();
    // The server's own sentence (SPEC §8), in the interface language.
    await seeToast(page, 'Ваш запрос успешно выполнен');

    await page.reload();
    await expect(row).toContainText(e.yes);
    await row.getByRole('button', { name: t.table.delete.replace('{{name}}', ''), exact: false }).click();
    await dialog(page, t.confirmDelete.title).getByRole('button', { name: t.confirmDelete.confirm }).click();
    await seeToast(page, t.sms.toast8);
    await page.reload();
    await expect(groupsTable(page)).not.toContainText(nameGroup);
  });

  test("a past year's group refuses winter reception (sms 4) and the box goes back off", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await walk(page, FINANCE);
    await pick(page, footer(page), e.footer.nameGroup, 'ФК');
    await pick(page, footer(page), e.footer.subGroup, 'ФК-2');
    const years = await (await page.request.get('/api/v1/ministerstvo/allGroupY/select')).json();
    const past = (years.data as { label: string }[]).at(-5)?.label ?? '';
    await pick(page, footer(page), e.footer.year, past);
    const box = footer(page).getByLabel(e.footer.winter);
    await expect(box).toBeEnabled();
    // Refused at once: the box goes back off (so Playwright's check() would report no change).
    await box.click();
    await seeToast(page, t.sms.toast4);
    await expect(box).not.toBeChecked();
  });
  test('adds a faculty with all seven fields; a bound speciality shows its mode, locked', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await pick(page, page, e.level.ministry, /Министерство образования/);
    await pick(page, page, e.level.vuz, 'БГУЭТ');
    await button(page, e.buttons.addFaculty).click();
    const modal = dialog(page, e.faculty.add);
    const name = `Факультет ${unique()}`;
    // Six of seven filled: Save names what is missing and sends nothing.
    const fields = ['shortFaculty', 'shortFacultyKg', 'shortFacultyEn', 'faculty_', 'facultyKg', 'facultyEn'];
    for (const field of fields) await modal.getByLabel(e.faculty[field as keyof typeof e.faculty]).fill(name);
    await modal.getByRole('button', { name: t.form.save }).click();
    await expect(modal).toBeVisible();
    await modal.getByLabel(e.faculty.nDirector).fill('Декан Новый');
    await modal.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast1);
    await expect(modal).toBeHidden();
    await page.reload();
    await pick(page, page, e.level.faculty, name);
    await expect(page).toHaveURL(/faculty=\d+/);

    await pick(page, page, e.level.faculty, FACULTY);
    await button(page, e.buttons.speciality).click();
    const speciality = dialog(page, e.speciality.title);
    await pick(page, speciality, e.catalog.direction.label, /^580100 Экономика$/);
    await pick(page, speciality, e.catalog.form.label, /Очная форма обучения \(бакалавриат\)/);
    await pick(page, speciality, e.catalog.special.label, /Финансы и кредит/);
    await expect(speciality.getByText(e.speciality.modeLocked)).toBeVisible();
    await expect(speciality.getByLabel(e.speciality.trimester)).toBeDisabled();
    await expect(speciality.getByLabel(e.speciality.doctorate)).toBeDisabled();
  });
});
