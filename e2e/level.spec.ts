import { expect, test } from '@playwright/test';
import { bodyRows, dialog, fillFields, rowButton, search, unique } from './reference-support';
import { signIn, texts, toast } from './support';

/*
 * {base}/level (levels of education; SPEC §3, §5, §7 nameLevel, ins-upd-level, del-level; issue 26) as a
 * person uses it: a reference list in the sidebar's general reference; all three names required.
 */

for (const language of ['ru', 'en'] as const) {
  const t = texts[language];
  test(`adds, edits and deletes a level; all three names required (${language})`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`login?lang=${language}`);
    await signIn(page, baseURL, t);
    await page.goto('level');
    const table = page.getByRole('table', { name: t.routes.level });
    await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
    const sidebar = page.getByRole('navigation', { name: t.shell.menu });
    await expect(sidebar.getByRole('link', { name: t.routes.level })).toBeVisible();
    await expect(bodyRows(table).filter({ hasText: 'Бакалавр' }).first()).toBeVisible();

    // Save names each empty name and sends nothing.
    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const form = dialog(page, t.level.add);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(form.getByText(t.form.required)).toHaveCount(3);

    const name = `Уровень ${unique()}`;
    await fillFields(form, [
      [t.fields.nameRu, name],
      [t.fields.nameKg, `${name} деңгээли`],
      [t.fields.nameEn, `Level ${name}`],
    ]);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, t.sms.toast1)).toBeVisible();
    await expect(form).toBeHidden();

    await search(page, name, t);
    await expect(bodyRows(table)).toHaveCount(1);
    const label = language === 'en' ? `Level ${name}` : name;
    await rowButton(page, 'edit', label, t).click();
    const edit = dialog(page, t.level.edit);
    await edit.getByLabel(t.fields.nameEn).fill(`Level ${name} (edited)`);
    await edit.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, t.sms.toast2)).toBeVisible();
    await expect(bodyRows(table)).toContainText(`Level ${name} (edited)`);

    const shown = language === 'en' ? `Level ${name} (edited)` : name;
    await rowButton(page, 'delete', shown, t).click();
    const confirm = dialog(page, t.confirmDelete.title);
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: t.confirmDelete.confirm }).click();
    await expect(toast(page, t.sms.toast8)).toBeVisible();
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table)).toContainText(t.table.empty);
  });
}
