import { expect, type Locator, type Page } from '@playwright/test';
import { dayOf } from '../src/web/app/shell/notifications/auto-open';
import { legacyDate } from '../src/web/i18n/dates';
import { button, pick } from './educational-support';
import { bodyRows } from './reference-support';
import { type Texts, texts } from './support';

/** Helpers of the commission screens' browser tests (SPEC §2 "State-member", "Spec-member", §4). */

export const named = (text: string, name: string) => text.replace('{{name}}', name);

/** The member table of a commission screen. */
export const memberTable = (page: Page, label: string): Locator => page.getByRole('table', { name: label });

/** The row of a member, by name. */
export const memberRow = (table: Locator, name: string): Locator => bodyRows(table).filter({ hasText: name });

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

/** Today as the screens write dates (SPEC §5): dd.mm.yyyy. */
export const todayWritten = (): string => legacyDate(dayOf(new Date()));
