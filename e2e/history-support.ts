import { expect, type Locator, type Page } from '@playwright/test';
import { dialog, fillFields, openReference, search, unique, uniqueCode } from './reference-support';
import { type Language, seeToast, type Texts, texts } from './support';

/** Helpers for a record's history panel and the audit screen (decision 0045). */

/** The History button of a row: its name is the same on every row, its description names the row. */
export const historyButton = (scope: Locator | Page, t: Texts = texts.ru): Locator =>
  scope.getByRole('button', { name: t.history.open, exact: true });

/** The history panel of a record, titled with its name. */
export const historyPanel = (page: Page, name: string, t: Texts = texts.ru): Locator =>
  page.getByRole('dialog', { name: t.history.title.replace('{{name}}', name), exact: true });

/** A moment as the interface language writes it, in the university's time zone: day, then HH:MM. */
export const momentPattern: Record<Language, RegExp> = {
  ru: /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/,
  kg: /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/,
  en: /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
};

/** A field a change touched, as its table shows it: the screen's label, the value before and after. */
export type Told = readonly [label: string, before: string, after: string];

/**
 * Expects one entry of a history: what was done, by whom, and exactly these fields, each with its
 * value before and after ("—" where there was none).
 */
export async function expectEntry(
  entry: Locator,
  t: Texts,
  action: keyof Texts['history']['actions'],
  author: string | RegExp,
  fields: readonly Told[],
): Promise<void> {
  await expect(entry).toContainText(t.history.actions[action]);
  await expect(entry).toContainText(author);
  await expect(entry.locator('tbody tr')).toHaveCount(fields.length);
  for (const told of fields)
    await expect(entry.locator('tbody tr').filter({ hasText: told[0] }).getByRole('cell')).toHaveText([
      ...told,
    ]);
}

/** Today in the university's time zone (Asia/Bishkek by default), yyyy-mm-dd. */
export const universityToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bishkek' }).format(new Date());

/**
 * A new direction added through its screen's form, in Russian, with its three names ("… кырг", "… en"),
 * and the list searched for it: its code and Russian name.
 */
export async function addDirection(page: Page, baseURL: string | undefined) {
  const t = texts.ru;
  await openReference(page, baseURL, 'directions');
  const code = uniqueCode();
  const name = `История ${unique()}`;
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  const form = dialog(page, t.directions.add);
  await fillFields(form, [
    [t.fields.code, code],
    [t.fields.nameRu, name],
    [t.fields.nameKg, `${name} кырг`],
    [t.fields.nameEn, `${name} en`],
  ]);
  await form.getByRole('button', { name: t.form.save }).click();
  await seeToast(page, t.sms.toast1);
  await search(page, code);
  return { code, name };
}
