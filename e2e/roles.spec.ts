import { expect, type Locator, type Page, test } from '@playwright/test';
import { button } from './educational-support';
import { historyButton } from './history-support';
import {
  bodyRows,
  dialog,
  fillFields,
  listTable,
  openList,
  type ReferencePath,
  rowButton,
  search,
  unique,
} from './reference-support';
import { atPath, signInShared, texts, toast } from './support';
import {
  addUserInForm,
  enabledRowButtons,
  field,
  firstSignIn,
  newAccount,
  openUsers,
  pickOption,
  signInAsNew,
  signOut,
  userRow,
} from './users-support';

/*
 * Who may do what (decision 0013) as the people concerned meet it: an administrator scopes an editor to one
 * faculty, the editor changes that faculty's departments and no other (the screen disables the rest, the
 * server refuses them), and a viewer finds nothing to press. Accounts are unique per test: the tests of a
 * project share one database and run in parallel.
 */
const t = texts.ru;

// Several sign-ins (and password hashes) per test, while other tests run beside them.
test.slow();
const IT = 'Факультет информационных технологий';
const LAW_DEPARTMENT = 'Уголовное право и криминология';

test('an editor scoped to one faculty changes its departments and no other', async ({ page, baseURL }) => {
  const editor = newAccount('dekanat');
  await signInShared(page, baseURL);
  await openUsers(page);
  await addUserInForm(page, editor, 'editor', [IT]);
  const row = await userRow(page, editor.login);
  await expect(row).toContainText(t.users.roles.editor);
  await expect(row).toContainText(IT);
  await expect(row).toContainText(t.users.never);

  await signOut(page);
  await firstSignIn(page, baseURL, editor);
  const sidebar = page.getByRole('navigation', { name: t.shell.menu });
  await expect(sidebar.getByRole('link', { name: t.routes.users })).toHaveCount(0);

  // A department of another faculty: disabled, saying why, and refused by the server when called anyway.
  await sidebar.getByRole('link', { name: t.routes.departments }).click();
  const table = listTable(page, 'departments');
  await search(page, LAW_DEPARTMENT);
  await expect(bodyRows(table)).toHaveCount(1);
  const edit = rowButton(page, 'edit', LAW_DEPARTMENT);
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveAccessibleDescription(t.access.outsideScope);
  await expect(rowButton(page, 'delete', LAW_DEPARTMENT)).toBeDisabled();
  await edit.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const department = { snF1: 'УПиК', f1: LAW_DEPARTMENT, f1Kg: 'Кылмыш-жаза укугу', f1En: 'Changed' };
  const refused = await page.request.post('/api/v1/ministerstvo/ins-upd-kaf?lang=ru', {
    data: { idKafedra: 11, idFaculty: 3, ...department },
  });
  expect(refused.status()).toBe(403);
  const answer = (await refused.json()) as { error: string; message: string };
  expect(answer.error).toBe('FORBIDDEN');
  expect(answer.message).toBeTruthy();
  // Nor may a department be added to another faculty, or moved into one.
  const added = await page.request.post('/api/v1/ministerstvo/ins-upd-kaf', {
    data: { idKafedra: -1, idFaculty: 3, ...department, f1: `Чужая ${unique()}` },
  });
  expect(added.status()).toBe(403);
  const list = await page.request.post('/api/v1/ministerstvo/kafedra');
  const { data } = (await list.json()) as { data: Array<{ idKafedra: number; f1_en: string }> };
  expect(data.find((department) => department.idKafedra === 11)?.f1_en).toBe('Criminal Law and Criminology');

  // A department of the own faculty: added (the form offers only that faculty), edited and deleted.
  const name = `Кафедра деканата ${unique()}`;
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  const form = dialog(page, t.departments.add);
  await fillFields(form, [
    [t.fields.shortName, 'КД'],
    [t.fields.nameRu, name],
    [t.fields.nameKg, `${name} (кырг.)`],
    [t.fields.nameEn, `${name} (en)`],
  ]);
  await form.getByLabel(t.fields.faculty).click();
  await expect(page.getByRole('option')).toHaveText([IT]);
  await page.getByRole('option', { name: IT, exact: true }).click();
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(toast(page, t.sms.toast1)).toBeVisible();
  await expect(form).toBeHidden();

  await search(page, name);
  await expect(bodyRows(table)).toHaveCount(1);
  await rowButton(page, 'edit', name).click();
  const editForm = dialog(page, t.departments.edit);
  await editForm.getByLabel(t.fields.nameEn).fill(`${name} (English)`);
  await editForm.getByRole('button', { name: t.form.save }).click();
  await expect(toast(page, t.sms.toast2)).toBeVisible();
  await expect(editForm).toBeHidden();
  await rowButton(page, 'delete', name).click();
  await dialog(page, t.confirmDelete.title).getByRole('button', { name: t.confirmDelete.confirm }).click();
  await expect(toast(page, t.sms.toast8)).toBeVisible();

  // Shared lists need the all-faculties scope.
  await sidebar.getByRole('link', { name: t.routes.directions }).click();
  const addDirection = page.getByRole('button', { name: t.table.add, exact: true });
  await expect(addDirection).toBeDisabled();
  await expect(addDirection).toHaveAttribute('title', t.access.allFacultiesOnly);
  await expect(enabledRowButtons(listTable(page, 'directions'))).toHaveCount(0);
});

test('a viewer finds no write button on the reference screens but reads each row’s history, and finds no users, audit or new-year screen', async ({
  page,
  baseURL,
}) => {
  const viewer = newAccount('viewer');
  await signInAsNew(page, baseURL, viewer, 'viewer');

  for (const path of [
    'directions',
    'speciality-names',
    'departments',
    'qualifications',
  ] as const satisfies ReferencePath[]) {
    const table = await openList(page, path);
    const add = page.getByRole('button', { name: t.table.add, exact: true });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAttribute('title', t.access.viewOnly);
    await expect(table.locator('tbody button')).not.toHaveCount(0);
    await expect(enabledRowButtons(table)).toHaveCount(0);
    // History is a read: one on every row, open to the viewer (decision 0045).
    const rows = await bodyRows(table).count();
    await expect(historyButton(table)).toHaveCount(rows);
    await expect(
      table.locator(`tbody button[aria-label="${t.history.open}"]:not([aria-disabled])`),
    ).toHaveCount(rows);
  }
  await historyButton(bodyRows(listTable(page, 'qualifications')).first()).click();
  await expect(page.getByRole('dialog').getByRole('listitem').last()).toContainText(
    t.history.actions.created,
  );
  await page.keyboard.press('Escape');

  const sidebar = page.getByRole('navigation', { name: t.shell.menu });
  await expect(sidebar.getByRole('link', { name: t.routes.users })).toHaveCount(0);
  await page.goto('users');
  await expect(page).toHaveURL(atPath(baseURL, 'users'));
  await expect(page.getByText(t.access.notAllowedTitle)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const list = await page.request.get('/api/v1/users/list');
  expect(list.status()).toBe(403);
  await expect(sidebar.getByRole('link', { name: t.routes.audit })).toHaveCount(0);
  await page.goto('audit');
  await expect(page.getByText(t.access.notAllowedTitle)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await page.request.post('/api/v1/history/audit', { data: { page: 1 } })).status()).toBe(403);
  // Nor the new academic year (decision 0048): it writes every faculty's next year.
  await expect(sidebar.getByRole('link', { name: t.routes.newYear })).toHaveCount(0);
  await page.goto('new-year');
  await expect(page.getByText(t.access.notAllowedTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: t.newYear.preview, exact: true })).toHaveCount(0);
  const turnover = { yearFrom: 26, yearTo: 27, kinds: ['admission'] };
  expect((await page.request.post('/api/v1/new-year/preview', { data: turnover })).status()).toBe(403);
  await page.getByRole('link', { name: t.access.home }).click();
  await expect(page).toHaveURL(atPath(baseURL, 'educational'));
});

test('the users form asks for a scope only for an editor, and a faculty unless all', async ({
  page,
  baseURL,
}) => {
  await signInShared(page, baseURL);
  await openUsers(page);
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  const form = dialog(page, t.users.add);
  await expect(field(form, t.users.allFaculties)).toHaveCount(0);
  await pickOption(page, form, t.users.role, t.users.roles.editor);
  await expect(field(form, t.users.allFaculties)).toBeVisible();
  await form.getByRole('button', { name: t.form.save }).click();
  // The scope is required of an editor, as the login, the names and the first password are.
  await expect(form.getByText(t.form.required)).toHaveCount(5);
  await field(form, t.users.allFaculties).check();
  await expect(field(form, t.users.faculties)).toHaveCount(0);
  await field(form, t.users.firstPassword).fill('short');
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(form.getByText(t.changePassword.tooShort.replace('{{min}}', '8'))).toBeVisible();
});

/*
 * The educational screen's modals (decision 0033): everyone may look at a record; who may not save sees it
 * read-only with the reason, and a button the role can never use is disabled before any form is filled.
 */
const SPECIALITY = 'educational?ministry=1&vuz=1&faculty=1&direction=1&form=1&speciality=1';

/** Opens a modal of the educational screen by its button and expects it read-only, saying why. */
async function openReadOnly(page: Page, opener: string, title: string, reason: string): Promise<Locator> {
  await button(page, opener).click();
  const modal = dialog(page, title);
  await expect(modal.getByTestId('read-only-notice')).toHaveText(reason);
  return modal;
}

test('a viewer opens the university, faculty, parameters, plan and grading read-only, saying why (ru)', async ({
  page,
  baseURL,
}) => {
  const e = t.educational;
  const viewer = newAccount('looker');
  await signInAsNew(page, baseURL, viewer, 'viewer');
  await page.goto(SPECIALITY);

  // Adding a faculty can never be the viewer's: disabled before any form, with the reason.
  const addFaculty = button(page, e.buttons.addFaculty);
  await expect(addFaculty).toHaveAttribute('aria-disabled', 'true');
  await addFaculty.hover();
  await expect(page.getByRole('tooltip')).toHaveText(t.access.viewOnly);

  const readOnly = async (opener: string, title: string, field: string) => {
    const modal = await openReadOnly(page, opener, title, t.access.viewOnly);
    await expect(modal.getByLabel(field).first()).toHaveAttribute('readonly', '');
    const save = modal.getByRole('button', { name: t.form.save, exact: true });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    return modal;
  };
  let modal = await readOnly(e.buttons.editVuz, e.vuz.title, e.vuz.dateLicen);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  modal = await readOnly(e.buttons.editFaculty, e.faculty.edit, e.faculty.nDirector);
  await page.keyboard.press('Escape');
  modal = await readOnly(e.buttons.parameters, e.parameters.title, e.parameters.codeSpec);
  await expect(modal.getByRole('button', { name: e.parameters.chooseLicence })).toBeDisabled();
  await modal.getByRole('tab', { name: e.plan.tab }).click();
  await expect(modal.getByTestId('read-only-notice')).toHaveText(t.access.viewOnly);
  await expect(modal.getByLabel(e.plan.kolB).first()).toHaveAttribute('readonly', '');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  const grading = await openReadOnly(page, e.buttons.grading, e.grading.title, t.access.viewOnly);
  await expect(grading.getByRole('button', { name: t.form.save, exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('an editor of another faculty opens this one read-only, and may not add a faculty (en)', async ({
  page,
  baseURL,
}) => {
  const en = texts.en;
  const e = en.educational;
  const editor = newAccount('it-dean');
  await signInAsNew(page, baseURL, editor, 'editor', { facultyIds: [2] }, 'en');
  await page.goto(SPECIALITY);

  const addFaculty = button(page, e.buttons.addFaculty);
  await expect(addFaculty).toHaveAttribute('aria-disabled', 'true');
  await addFaculty.hover();
  await expect(page.getByRole('tooltip')).toHaveText(e.access.newFaculty);

  const faculty = await openReadOnly(page, e.buttons.editFaculty, e.faculty.edit, en.access.outsideScope);
  await expect(faculty.getByLabel(e.faculty.faculty_).first()).toHaveAttribute('readonly', '');
  await page.keyboard.press('Escape');
  await expect(faculty).toBeHidden();
  const parameters = await openReadOnly(
    page,
    e.buttons.parameters,
    e.parameters.title,
    en.access.outsideScope,
  );
  const save = parameters.getByRole('button', { name: en.form.save, exact: true });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await save.hover();
  await expect(page.getByRole('tooltip')).toHaveText(en.access.outsideScope);
});
