import { expect, type Locator, type Page } from '@playwright/test';
import { signInShared, type Texts, texts } from './support';

/** Helpers for the four reference list screens (SPEC §2 "Direction, speciality, department …"). */

export type ReferencePath = 'directions' | 'speciality-names' | 'departments' | 'qualifications';

/** Each screen's texts: routes.<key> is its title, <key>.add and <key>.edit its form's. */
export const textsKey = {
  directions: 'directions',
  'speciality-names': 'specialityNames',
  departments: 'departments',
  qualifications: 'qualifications',
} as const satisfies Record<ReferencePath, keyof Texts & keyof Texts['routes']>;

/** The list table, named after the screen's title. */
export const listTable = (page: Page, path: ReferencePath, t: Texts = texts.ru): Locator =>
  page.getByRole('table', { name: t.routes[textsKey[path]] });

/** The rows of the table body (data rows, or the one "no data" row). */
export const bodyRows = (table: Locator): Locator => table.locator('tbody tr');

/** Signs in (in the language of t) and opens a reference screen once its rows have arrived. */
export async function openReference(
  page: Page,
  baseURL: string | undefined,
  path: ReferencePath,
  t: Texts = texts.ru,
): Promise<Locator> {
  await signInShared(page, baseURL, t);
  return openList(page, path, t);
}

/**
 * Goes to a list screen (a reference one, or the users') and waits for its rows, the first numbered 1;
 * answers its table, named after the screen's title.
 */
export async function openList(
  page: Page,
  path: ReferencePath | 'users',
  t: Texts = texts.ru,
): Promise<Locator> {
  await page.goto(path);
  const table = page.getByRole('table', { name: t.routes[path === 'users' ? path : textsKey[path]] });
  await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
  return table;
}

/** Types into the search box and presses Enter. */
export async function search(page: Page, text: string, t: Texts = texts.ru): Promise<void> {
  const box = page.getByRole('textbox', { name: t.table.search });
  await box.fill(text);
  await box.press('Enter');
}

/** A suffix that keeps names made by parallel tests (which share a database) apart. */
export const unique = (): string =>
  `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A random numeric code, unlikely to meet the demo codes or another test's. */
export const uniqueCode = (): string => String(Math.floor(100_000_000 + Math.random() * 899_999_999));

/** The open dialog with the given title. */
export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** The body rows whose text contains `text`. */
export const rowWith = (table: Locator, text: string): Locator => bodyRows(table).filter({ hasText: text });

/** A page button of the list's pager (their names are "Страница N"). */
export const pageButton = (page: Page, number: number, t: Texts = texts.ru): Locator =>
  page
    .getByRole('navigation', { name: t.table.pagination })
    .getByRole('button', { name: t.table.page.replace('{{page}}', String(number)), exact: true });

/** A row's pencil, trash or (a locked row) lock, found by the name its accessible label carries. */
export const rowButton = (
  page: Page,
  action: 'edit' | 'delete' | 'deleteLocked',
  name: string,
  t: Texts = texts.ru,
): Locator => namedButton(page, t.table[action], name);

/** A button whose label is a text with the name of what it acts on ('Изменить: {{name}}'), filled in. */
export const namedButton = (scope: Page | Locator, text: string, name: string): Locator =>
  scope.getByRole('button', { name: text.replace('{{name}}', name), exact: true });

/** An inline table's refusal of a new row saved with fields empty: its text, then the empty fields' names. */
export const missingFields = (text: string, fields: readonly string[], t: Texts = texts.ru): string =>
  t.inlineTable.fillSpec.replace('{{text}}', text).replace('{{fields}}', fields.join(', '));

/** Waits until a modal has finished its opening transition (for screenshots and axe). */
export async function settled(modal: Locator): Promise<void> {
  await expect(modal).toBeVisible();
  await expect(modal).toHaveCSS('opacity', '1');
}

/** Records the calls of the given path the page makes, to prove that one was (not) sent. */
export function callsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/v1/${path}`)) seen.push(request.url());
  });
  return seen;
}

/** Fills the labelled fields of a form, in order. */
export async function fillFields(
  form: Locator,
  values: ReadonlyArray<readonly [label: string, value: string]>,
) {
  for (const [label, value] of values) await form.getByLabel(label).fill(value);
}

/** Picks an option of a labelled select. */
export async function chooseOption(page: Page, form: Locator, label: string, option: string): Promise<void> {
  await form.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a qualification through its form and waits for the created toast. */
export async function addQualification(page: Page, name: string, t: Texts = texts.ru): Promise<void> {
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  const form = dialog(page, t.qualifications.add);
  await fillFields(form, [
    [t.fields.nameRu, name],
    [t.fields.nameKg, `${name} kg`],
    [t.fields.nameEn, `${name} en`],
  ]);
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.sms.toast1 })).toBeVisible();
  await expect(form).toBeHidden();
}

interface QualificationRow {
  IDQualification: number;
  NameQualification: string;
  NameQualification_kg: string;
  NameQualification_en: string;
  rowVersion: number;
}

/** The qualification with this Russian name as the server has it now (asked with the page's session). */
export async function qualificationNamed(page: Page, name: string): Promise<QualificationRow | undefined> {
  const response = await page.request.post('/api/v1/ministerstvo/qualification');
  const { data } = (await response.json()) as { data: QualificationRow[] };
  return data.find((row) => row.NameQualification === name);
}

/**
 * A delete confirmation of a record in use (decision 0035): it says where the record is used before anything
 * is sent, Delete is disabled, and closing it deletes nothing.
 */
export async function expectInUse(
  confirm: Locator,
  uses: string | RegExp,
  t: Texts = texts.ru,
): Promise<void> {
  await expect(confirm.getByText(t.confirmDelete.inUse)).toBeVisible();
  await expect(confirm).toContainText(uses);
  await expect(confirm.getByRole('button', { name: t.confirmDelete.confirm })).toBeDisabled();
  await confirm.getByRole('button', { name: t.confirmDelete.close }).click();
  await expect(confirm).toBeHidden();
}
