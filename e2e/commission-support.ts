import { expect, type Locator, type Page } from '@playwright/test';
import { commissionMessages } from '../src/server/core/commission-messages';
import { localDate, todayIso } from '../src/web/i18n/dates';
import { button, pick } from './educational-support';
import { bodyRows, settled } from './reference-support';
import { signInShared, type Texts, texts } from './support';

/** Helpers of the commission screens' browser tests (SPEC §2 "State-member", "Spec-member", §4; decision 0031). */

export const named = (text: string, name: string) => text.replace('{{name}}', name);

/** A text with its {{placeholders}} filled in. */
export const filled = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** The member table of a commission screen. */
export const memberTable = (page: Page, label: string): Locator => page.getByRole('table', { name: label });

/** The row of a member, by name. */
export const memberRow = (table: Locator, name: string): Locator => bodyRows(table).filter({ hasText: name });

/** Signed in (the shared session, in the language of t), a commission screen before any choice: it asks for a faculty. */
export async function openUnchosen(
  page: Page,
  baseURL: string | undefined,
  path: 'commission' | 'commission/speciality',
  t: Texts = texts.ru,
): Promise<void> {
  await signInShared(page, baseURL, t);
  await page.goto(path);
  await expect(page.getByText(t.commission.chooseFaculty)).toBeVisible();
}

/** Opens the commission's history (named after the faculty, when given) once it has settled. */
export async function openHistory(page: Page, t: Texts = texts.ru, faculty?: string): Promise<Locator> {
  await button(page, t.commission.history).click();
  const history = faculty
    ? page.getByRole('dialog', { name: t.commission.historyTitle.replace('{{faculty}}', faculty) })
    : page.getByRole('dialog');
  await settled(history);
  return history;
}

/** The rows of a commission's history that carry a text: a person's name (their terms), or a day. */
export const termsOf = (history: Locator, name: string): Locator =>
  history.getByRole('row').filter({ hasText: name });

/** Expects a person's term in the history to run from one day to another (or "to the present"). */
export const expectTerm = (
  history: Locator,
  name: string,
  term: { since: string; until: string },
  t: Texts = texts.ru,
): Promise<void> => expect(termsOf(history, name)).toContainText(filled(t.commission.termFromTo, term));

/** Whether a guarded button is refused (aria-disabled, with its reason as a tooltip). */
export async function expectRefused(target: Locator, refused = true): Promise<void> {
  if (refused) await expect(target).toHaveAttribute('aria-disabled', 'true');
  else await expect(target).not.toHaveAttribute('aria-disabled', 'true');
}

/** Adds a member through the table's new row and waits for the created toast's text. */
export async function fillNewMember(
  page: Page,
  table: Locator,
  member: { type: string; name: string; title: string },
  t: Texts = texts.ru,
): Promise<void> {
  const c = t.commission;
  await button(page, t.table.add).click();
  await pick(page, table, c.memberType, member.type);
  await table.getByRole('textbox', { name: c.memberName, exact: true }).fill(member.name);
  await table.getByRole('textbox', { name: c.title, exact: true }).fill(member.title);
  await button(table, named(t.inlineTable.save, t.inlineTable.newRow)).click();
}

/** A yyyy-mm-dd day as the screens write it in a language (dd.mm.yyyy; dd/mm/yyyy in English). */
export const written = (iso: string, language: 'ru' | 'kg' | 'en' = 'ru'): string => localDate(iso, language);

/** Today as the screens write it. */
export const todayWritten = (language: 'ru' | 'kg' | 'en' = 'ru'): string => written(todayIso(), language);

/** What the server says when a role held by one person is taken (core/commission-messages.ts). */
export const roleTaken = (
  language: 'ru' | 'kg' | 'en',
  holder: string,
  role: string,
  commission: 'faculty' | 'speciality' = 'faculty',
) =>
  commissionMessages[commission === 'faculty' ? 'facultyRoleTaken' : 'specialityRoleTaken'][language]
    .replace(`{role_${language}}`, role)
    .replace('{holder}', holder);

/** Opens the faculty commission screen on a faculty and waits for its members. */
export async function openCommission(page: Page, faculty: string | RegExp, t: Texts = texts.ru) {
  await page.goto('commission');
  const table = memberTable(page, t.commission.facultyMembers);
  await pick(page, page, t.commission.faculty, faculty);
  await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
  return table;
}
