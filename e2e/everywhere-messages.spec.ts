import { expect, type Page, test } from '@playwright/test';
import {
  bodyRows,
  callsTo,
  dialog,
  expectInUse,
  fillFields,
  listTable,
  rowButton,
  search,
  settled,
  unique,
} from './reference-support';
import { signInShared, type Texts, texts, toast } from './support';

/*
 * Messages name the cause (decision 0035), as a person meets them: a duplicate's warning names the record it
 * clashes with, and the delete confirmation of a record in use says where it is used before anything is
 * sent, with Delete disabled. The demo's 580300 "Торговое дело" is editable and taught by the faculty of
 * economics (speciality 080301, full-time).
 */

const trade = { ru: 'Торговое дело', kg: 'Соода иши', en: 'Trade and Commerce' } as const;
const taught = { ru: 'Специальности', kg: 'Адистиктер', en: 'Specialities' } as const;

async function openDirections(page: Page, baseURL: string | undefined, language: keyof typeof texts) {
  const t = texts[language];
  await page.goto(`login?lang=${language}`);
  await signInShared(page, baseURL, t);
  await page.goto('directions');
  const table = listTable(page, 'directions', t);
  await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
  return table;
}

for (const language of ['ru', 'en'] as const) {
  const t: Texts = texts[language];

  test(`a duplicate names the record it clashes with; a used record says where before the delete (${language})`, async ({
    page,
    baseURL,
  }) => {
    const table = await openDirections(page, baseURL, language);

    // A new direction with the code of 580300: the warning names that direction, in the language.
    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const form = dialog(page, t.directions.add);
    await fillFields(form, [
      [t.fields.code, '580300'],
      [t.fields.nameRu, `Направление ${unique()}`],
    ]);
    await form.getByRole('button', { name: t.form.save }).click();
    const named = {
      ru: `Направление с кодом 580300 уже есть: ${trade.ru}`,
      en: `A direction with code 580300 already exists: ${trade.en}`,
    }[language];
    await expect(toast(page, named)).toBeVisible();
    await expect(toast(page, t.sms.toast3)).toHaveCount(0);
    // The form stays open with what was typed, to correct it.
    await expect(form.getByLabel(t.fields.code)).toHaveValue('580300');
    await form.getByRole('button', { name: t.form.cancel }).click();
    await form.getByRole('button', { name: t.form.discard }).click();
    await expect(form).toBeHidden();

    // Its delete: where it is used shows before confirming, Delete is disabled, and nothing is sent.
    const deletes = callsTo(page, 'ministerstvo/del-direction');
    await search(page, trade[language], t);
    await rowButton(page, 'delete', `580300 ${trade[language]}`, t).click();
    const confirm = dialog(page, t.confirmDelete.title);
    await expect(confirm.getByText(trade.ru, { exact: true })).toBeVisible();
    await expect(confirm).toContainText(/080301 /);
    await expectInUse(confirm, new RegExp(`${taught[language]}: \\d+ — 080301 `), t);
    expect(deletes).toEqual([]);
    await expect(bodyRows(table)).toHaveCount(1);
  });
}

/*
 * Not a check but pictures to look at: `SCREENSHOTS=1 SHOTS_DIR=/tmp/shots npx playwright test
 * everywhere-messages --project=root` writes the delete confirmation of a used direction in ru, kg and en
 * at 1440 and 390 px.
 */
test('pictures: the delete confirmation of a record in use in ru, kg and en', async ({ page, baseURL }) => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
  const dir = process.env.SHOTS_DIR ?? 'screenshots';
  for (const language of ['ru', 'kg', 'en'] as const) {
    const t = texts[language];
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDirections(page, baseURL, language);
    await search(page, trade[language], t);
    await rowButton(page, 'delete', `580300 ${trade[language]}`, t).click();
    const confirm = dialog(page, t.confirmDelete.title);
    await settled(confirm);
    await expect(confirm.getByText(t.confirmDelete.inUse)).toBeVisible();
    for (const [width, w, h] of [
      ['wide', 1440, 900],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${dir}/delete-in-use-${language}-${width}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await confirm.getByRole('button', { name: t.confirmDelete.close }).click();
    await expect(confirm).toBeHidden();
    await page.context().clearCookies();
  }
});
