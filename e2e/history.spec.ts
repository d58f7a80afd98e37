import { expect, test } from '@playwright/test';
import { addDirection, expectEntry, historyButton, historyPanel, momentPattern } from './history-support';
import { dialog, listTable, rowButton, rowWith } from './reference-support';
import { chooseLanguage, seeToast, signInShared, texts } from './support';

/*
 * A record's history (decision 0045): every change, newest first, with when, who, what, and each field as its
 * screen labels it, in the interface language.
 */

const t = texts.ru;

test('a direction changed twice on its screen tells both changes in its history, in ru, kg and en', async ({
  page,
  baseURL,
}) => {
  const { code, name } = await addDirection(page, baseURL);

  // Two changes through the form: the Kyrgyz name, then the English one.
  for (const [label, value] of [
    [t.fields.nameKg, `${name} жаңы`],
    [t.fields.nameEn, `${name} new`],
  ] as const) {
    await rowButton(page, 'edit', `${code} ${name}`).click();
    const edit = dialog(page, t.directions.edit);
    await edit.getByLabel(label).fill(value);
    await edit.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast2);
    await expect(edit).toBeHidden();
  }

  const shownName = { ru: name, kg: `${name} жаңы`, en: `${name} new` } as const;
  for (const [language, switcher] of [
    ['ru', null],
    ['kg', 'Kyr'],
    ['en', 'En'],
  ] as const) {
    const tx = texts[language];
    if (switcher) await chooseLanguage(page, switcher);
    const record = `${code} ${shownName[language]}`;
    const button = historyButton(rowWith(listTable(page, 'directions', tx), code), tx);
    await expect(button).toHaveAccessibleDescription(tx.history.title.replace('{{name}}', record));
    await button.click();
    const panel = historyPanel(page, record, tx);
    const entries = panel.getByRole('listitem');
    await expect(entries).toHaveCount(3);
    // Newest first; each change names only the field it changed, labelled as the form labels it.
    await expectEntry(entries.nth(0), tx, 'changed', '(admin)', [
      [tx.fields.nameEn, `${name} en`, `${name} new`],
    ]);
    await expectEntry(entries.nth(1), tx, 'changed', '(admin)', [
      [tx.fields.nameKg, `${name} кырг`, `${name} жаңы`],
    ]);
    await expectEntry(entries.nth(2), tx, 'created', '(admin)', [
      [tx.fields.code, '—', code],
      [tx.fields.nameRu, '—', name],
      [tx.fields.nameKg, '—', `${name} кырг`],
      [tx.fields.nameEn, '—', `${name} en`],
    ]);
    await expect(entries.nth(0)).toContainText(momentPattern[language]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }

  // Restore the values it was created with: asked first (Escape leaves the question only), then one new
  // change; the list shows the first values, and the history the restore, newest.
  const en = texts.en;
  const row = rowWith(listTable(page, 'directions', en), code);
  await historyButton(row, en).click();
  const panel = historyPanel(page, `${code} ${name} new`, en);
  const restoreFirst = panel
    .getByRole('listitem')
    .nth(2)
    .getByRole('button', { name: en.history.restore.replace('{{when}}', ''), exact: false });
  await restoreFirst.click();
  const question = dialog(page, en.history.restoreTitle);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(panel).toBeVisible();
  await restoreFirst.click();
  await question.getByRole('button', { name: en.history.restoreShort, exact: true }).click();
  await expect(question).toBeHidden();
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await expectEntry(panel.getByRole('listitem').nth(0), en, 'changed', '(admin)', [
    [en.fields.nameKg, `${name} жаңы`, `${name} кырг`],
    [en.fields.nameEn, `${name} new`, `${name} en`],
  ]);
  await page.keyboard.press('Escape');
  await expect(row).toContainText(`${name} en`);
  await expect(row).toContainText(`${name} кырг`);
});

test('a History pressed in a modal opens above it; Escape closes the history, not the modal', async ({
  page,
  baseURL,
}) => {
  await signInShared(page, baseURL);
  await page.goto('classrooms');
  await page.getByRole('button', { name: t.classrooms.specificsButton }).click();
  const modal = dialog(page, t.classrooms.specificsTitle);
  const kinds = modal.getByRole('table', { name: t.classrooms.specificsTitle });
  const first = kinds.locator('tbody tr').first();
  await historyButton(first).click();
  const panel = page.getByRole('dialog', { name: new RegExp(`^${t.history.title.replace('{{name}}', '')}`) });
  await expect(panel.getByRole('listitem').first()).toContainText(t.history.actions.created);
  await expect(panel).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(modal).toBeVisible();
  // The focus is back on the History pressed, in the modal.
  await expect(historyButton(first)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});
