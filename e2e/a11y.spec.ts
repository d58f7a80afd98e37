import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { academicYearOf } from '../src/contract/academic-year';
import { historyButton } from './history-support';
import {
  dialog,
  openReference,
  type ReferencePath,
  rowButton,
  search,
  settled,
  textsKey,
} from './reference-support';
import { screens, signIn, signInShared, texts } from './support';
import { openUsers, pickOption, userButton } from './users-support';

// Named `require`, so that knip sees the package this file reads.
const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

// axe is injected as a script of the test, which the app's CSP would rightly refuse.
test.use({ bypassCSP: true });
// One axe run over a whole screen is seconds of CPU; the tests make three to eight, beside a second
// worker on two cores.
test.slow();

interface AxeResult {
  violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>;
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(
    async () =>
      (await (
        window as unknown as { axe: { run: () => Promise<AxeResult> } }
      ).axe.run()) as unknown as AxeResult,
  );
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Presses Tab until `target` has the focus (at most `most` presses), and expects it to have it. */
async function tabTo(page: Page, target: Locator, most: number): Promise<void> {
  for (
    let presses = 0;
    presses < most && !(await target.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('accessibility (axe-core)', () => {
  // One page: the address's language wins over the one the previous load remembered.
  test('login page in ru, kg and en', async ({ page }) => {
    for (const language of ['ru', 'kg', 'en'] as const)
      await test.step(`login page in ${language}`, async () => {
        await page.goto(`login?lang=${language}`);
        await expect(
          page.getByRole('heading', { level: 1, name: texts[language].login.welcome }),
        ).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
  });

  test('login page with a validation message', async ({ page }) => {
    await page.goto('login');
    await page.getByRole('button', { name: texts.ru.login.submit }).click();
    await expect(page.getByText('Логин не может быть меньше 2 символов')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('shell, collapsed and expanded', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await expect(page.getByTestId('user-name')).not.toBeEmpty();
    expect(await axeViolations(page)).toEqual([]);
    const menu = page.getByRole('navigation', { name: texts.ru.shell.menu });
    await menu.hover();
    // Checked once the sidebar has opened: halfway through its fade a label's colour is neither the one
    // before nor the one after.
    await expect(menu.locator('.mantine-NavLink-label').first()).toHaveCSS('opacity', '1');
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  // Every screen of SPEC §2 (the list shell.spec checks against the sidebar), in the three languages.
  for (const screen of screens) {
    test(`${screen.path} screen in ru, kg and en`, async ({ page, baseURL }) => {
      await signIn(page, baseURL);
      for (const language of ['ru', 'kg', 'en'] as const) {
        await page.goto(`${screen.path}?lang=${language}`);
        await expect(
          page.getByRole('heading', { level: 1, name: texts[language].routes[screen.key] }),
        ).toBeVisible();
        expect(await axeViolations(page), `${screen.path} in ${language}`).toEqual([]);
      }
    });
  }

  // An unlocked row (delete confirmation, closed again) and a locked one (read-only fields) of each screen.
  const rows: Record<ReferencePath, { unlocked: [string, string]; locked: [string, string] }> = {
    directions: {
      unlocked: ['Торговое дело', '580300 Торговое дело'],
      locked: ['Экономика', '580100 Экономика'],
    },
    'speciality-names': {
      unlocked: ['Мировая экономика', '080102 Мировая экономика'],
      locked: ['Финансы и кредит', '080105 Финансы и кредит'],
    },
    departments: {
      unlocked: ['Менеджмент и маркетинг', 'Менеджмент и маркетинг'],
      locked: ['История Кыргызстана', 'История Кыргызстана'],
    },
    qualifications: { unlocked: ['Юрист', 'Юрист'], locked: ['Бакалавр экономики', 'Бакалавр экономики'] },
  };

  for (const path of ['directions', 'speciality-names', 'departments', 'qualifications'] as const) {
    test(`${path} screen with its add, edit and delete modals`, async ({ page, baseURL }) => {
      const t = texts.ru;
      await openReference(page, baseURL, path);
      expect(await axeViolations(page), 'list').toEqual([]);

      await page.getByRole('button', { name: t.table.add, exact: true }).click();
      const add = dialog(page, t[textsKey[path]].add);
      await settled(add);
      await add.getByLabel(t.fields.nameEn).fill('Example');
      await add.getByRole('button', { name: t.form.save }).click();
      await expect(add.getByText(t.form.required).first()).toBeVisible();
      expect(await axeViolations(page), 'add form with errors').toEqual([]);
      // Typed data: Cancel asks before discarding it.
      await add.getByRole('button', { name: t.form.cancel }).click();
      await expect(add.getByRole('button', { name: t.form.keepEditing })).toBeFocused();
      expect(await axeViolations(page), 'discard question').toEqual([]);
      await add.getByRole('button', { name: t.form.discard }).click();
      await expect(add).toBeHidden();

      const [lockedSearch, lockedLabel] = rows[path].locked;
      await search(page, lockedSearch);
      await rowButton(page, 'edit', lockedLabel).click();
      const edit = dialog(page, t[textsKey[path]].edit);
      await settled(edit);
      expect(await axeViolations(page), 'edit form of a locked row').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();

      const [unlockedSearch, unlockedLabel] = rows[path].unlocked;
      await search(page, unlockedSearch);
      await rowButton(page, 'delete', unlockedLabel).click();
      const confirm = dialog(page, t.confirmDelete.title);
      await settled(confirm);
      expect(await axeViolations(page), 'delete confirmation').toEqual([]);
      await confirm.getByRole('button', { name: t.confirmDelete.close }).click();
      await expect(confirm).toBeHidden();

      await search(page, lockedSearch);
      await rowButton(page, 'deleteLocked', lockedLabel).click();
      await expect(page.getByRole('alert').filter({ hasText: t.sms.toast6 })).toHaveCSS('opacity', '1');
      expect(await axeViolations(page), 'warning toast').toEqual([]);
    });
  }

  // A record's history panel (decision 0045), over the list it was opened from, in the three languages.
  test('history panel in ru, kg and en', async ({ page, baseURL }) => {
    await signInShared(page, baseURL);
    for (const language of ['ru', 'kg', 'en'] as const) {
      const t = texts[language];
      await page.goto(`directions?lang=${language}`);
      const table = page.getByRole('table', { name: t.routes.directions });
      await historyButton(table.locator('tbody tr').first(), t).click();
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('listitem').first()).toBeVisible();
      // The panel slides in: checked once it stands still.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      expect(await axeViolations(page), `history panel in ${language}`).toEqual([]);
    }
  });

  test('classrooms screen with page 2, a row in edit and the specifics, buildings and offices modals', async ({
    page,
    baseURL,
  }) => {
    await signInShared(page, baseURL);
    await page.goto('classrooms');
    const table = page.getByRole('table', { name: texts.ru.routes.classrooms });
    await expect(table.locator('tbody tr').first().getByRole('cell').first()).toHaveText('1');
    await page
      .getByRole('navigation', { name: texts.ru.table.pagination })
      .getByRole('button', { name: texts.ru.table.page.replace('{{page}}', '2'), exact: true })
      .click();
    await rowButton(page, 'edit', 'Ч-1').click();
    await expect(table.getByRole('textbox', { name: texts.ru.classrooms.number, exact: true })).toBeVisible();
    expect(await axeViolations(page), 'classrooms, a row in edit').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: texts.ru.classrooms.specificsButton, exact: true }).click();
    await settled(dialog(page, texts.ru.classrooms.specificsTitle));
    expect(await axeViolations(page), 'classroom specifics').toEqual([]);
    // The buildings and offices modals (decision 0062), each with a row in edit.
    for (const [opener, title, name] of [
      [texts.ru.classrooms.buildingsButton, texts.ru.classrooms.buildingsTitle, 'Главный учебный корпус'],
      [texts.ru.classrooms.officesButton, texts.ru.classrooms.officesTitle, 'Учебный отдел'],
    ] as const) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: opener, exact: true }).click();
      const modal = dialog(page, title);
      await settled(modal);
      await rowButton(page, 'edit', name).click();
      await expect(modal.getByRole('textbox', { name: texts.ru.columns.nameRu, exact: true })).toBeVisible();
      expect(await axeViolations(page), title).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  test('faculty commission with a selected row, a row in edit and its history', async ({ page, baseURL }) => {
    const c = texts.ru.commission;
    await signInShared(page, baseURL);
    await page.goto('commission');
    await page.getByRole('combobox', { name: c.faculty, exact: true }).click();
    await page.getByRole('option', { name: 'Факультет экономики и менеджмента' }).click();
    const table = page.getByRole('table', { name: c.facultyMembers });
    const first = table.locator('tbody tr').first();
    await expect(first.getByRole('cell').first()).toHaveText('1');
    await first.getByRole('cell').nth(2).click();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page), 'a selected member').toEqual([]);
    await page.getByRole('button', { name: texts.ru.table.add, exact: true }).click();
    await expect(table.getByRole('textbox', { name: c.memberName, exact: true })).toBeVisible();
    // The role's list opens on the row's first input; Escape closes the list, the row stays in edit.
    const role = table.getByRole('combobox', { name: c.memberType, exact: true });
    await expect(role).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(role).not.toHaveAttribute('data-expanded');
    await expect(table.getByRole('textbox', { name: c.memberName, exact: true })).toBeVisible();
    expect(await axeViolations(page), 'a new member in edit').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(table.getByRole('textbox', { name: c.memberName, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: c.history, exact: true }).click();
    await settled(page.getByRole('dialog'));
    expect(await axeViolations(page), 'the history').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Decision 0031: the term acts of a row begun on an earlier day.
    const chair = (await first.getByRole('cell').nth(2).innerText()).trim();
    for (const [action, title] of [
      [c.replaceRow, c.replaceTitle],
      [c.endRow, c.endTitle],
    ] as const) {
      await first.getByRole('button', { name: action.replace('{{name}}', chair), exact: true }).click();
      await settled(page.getByRole('dialog', { name: title.replace('{{name}}', chair) }));
      expect(await axeViolations(page), title).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await first
      .getByRole('button', { name: texts.ru.table.edit.replace('{{name}}', chair), exact: true })
      .click();
    await expect(table.getByLabel(c.roleLocked)).toBeVisible();
    expect(await axeViolations(page), 'an older term in edit, its role locked').toEqual([]);
  });

  // Decision 0032: the groups table whose rows open a group in the editor, and the group modals.
  test("educational screen with a group in the editor, the year choice and next year's groups", async ({
    page,
    baseURL,
  }) => {
    const e = texts.ru.educational;
    await signInShared(page, baseURL);
    await page.goto('educational?ministry=1&vuz=1&faculty=1&direction=1&form=1&speciality=1&course=2');
    const row = page.getByRole('region', { name: e.groups.title }).locator('tbody tr').first();
    await row.click();
    await expect(row).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page), 'a group in the editor').toEqual([]);
    await page.getByRole('button', { name: e.footer.chooseYear, exact: true }).click();
    await settled(dialog(page, e.year.title));
    expect(await axeViolations(page), 'the year choice').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: e.buttons.nextYear, exact: true }).click();
    await settled(dialog(page, e.nextYear.title));
    expect(await axeViolations(page), "next year's groups").toEqual([]);
  });

  // Decision 0061: the structure import, a groups file previewed (the kinds' cards, the year selects, the rows).
  test('the structure import dialog with a preview', async ({ page, baseURL }, info) => {
    const s = texts.ru.educational.structureImport;
    await signInShared(page, baseURL);
    await page.goto('educational?ministry=1&vuz=1');
    await page.getByRole('button', { name: s.action, exact: true }).click();
    const modal = dialog(page, s.title);
    await settled(modal);
    await page.getByRole('radio', { name: `5. ${s.kinds.groups}` }).check();
    const file = info.outputPath('groups.csv');
    writeFileSync(
      file,
      'Факультет;Код специальности;Форма обучения;Группа;Курс;Бюджет\r\nФЭМ;080105;ОФО;А;1;10\r\nХЗ;1;2;Б;1;1\r\n',
    );
    await modal.locator('input[type=file]').setInputFiles(file);
    await expect(modal.getByRole('status')).toBeVisible();
    expect(await axeViolations(page), 'the structure import').toEqual([]);
  });

  test('the notifications bell, open', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await page.getByRole('button', { name: new RegExp(texts.ru.notifications.title) }).click();
    await settled(page.getByRole('dialog', { name: texts.ru.notifications.title }));
    expect(await axeViolations(page), 'the open bell').toEqual([]);
  });

  test('users screen with its add form and password reset', async ({ page, baseURL }) => {
    const t = texts.ru;
    await signIn(page, baseURL);
    await openUsers(page);
    await page.getByRole('button', { name: t.table.add, exact: true }).click();
    const add = dialog(page, t.users.add);
    await settled(add);
    await pickOption(page, add, t.users.role, t.users.roles.editor);
    await add.getByRole('button', { name: t.form.save }).click();
    await expect(add.getByText(t.form.required).first()).toBeVisible();
    expect(await axeViolations(page), 'add form of an editor with errors').toEqual([]);
    await add.getByRole('button', { name: t.form.cancel }).click();
    await add.getByRole('button', { name: t.form.discard }).click();
    await expect(add).toBeHidden();

    await userButton(page, 'resetPassword', 'admin').click();
    const reset = dialog(page, t.users.resetTitle);
    await settled(reset);
    expect(await axeViolations(page), 'password reset').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(reset).toBeHidden();
  });

  test('a reference screen can be used with the keyboard alone', async ({ page, baseURL }) => {
    const t = texts.ru;
    await openReference(page, baseURL, 'qualifications');
    const box = page.getByRole('textbox', { name: t.table.search });
    await box.focus();
    await page.keyboard.type('Юрист');
    await page.keyboard.press('Enter');
    const edit = rowButton(page, 'edit', 'Юрист');
    await tabTo(page, edit, 10);
    await page.keyboard.press('Enter');
    const form = dialog(page, t.qualifications.edit);
    await expect(form.getByLabel(t.fields.nameRu)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    // Delete: Tab from the pencil to the trash, Enter opens the confirmation, focus starts on Close.
    await edit.focus();
    await page.keyboard.press('Tab');
    await expect(rowButton(page, 'delete', 'Юрист')).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = dialog(page, t.confirmDelete.title);
    await expect(confirm.getByRole('button', { name: t.confirmDelete.close })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
  });

  test('the sidebar can be used with the keyboard alone', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    const sidebar = page.getByRole('navigation', { name: texts.ru.shell.menu });
    const target = sidebar.getByRole('link', { name: texts.ru.routes.classrooms });
    await tabTo(page, target, 30);
    // Keyboard focus widens the sidebar so the focused label can be read.
    await expect(sidebar.getByText(texts.ru.routes.classrooms, { exact: true })).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: texts.ru.routes.classrooms })).toBeVisible();
  });

  // The print views of the printable documents (decision 0049): the commission's in each language, the others
  // in Kyrgyz.
  test('the print views of the documents', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    const year = String(academicYearOf(new Date()) % 100).padStart(2, '0');
    const views = [
      ...(['ru', 'kg', 'en'] as const).map((language) => `print/commission?faculty=1&lang=${language}`),
      'print/specialityCommission?faculty=1&special=1&lang=kg',
      `print/admissionPlan?year=${year}&lang=kg`,
      'print/classrooms?building=1&lang=kg',
    ];
    for (const view of views) {
      await page.goto(view);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), view).toEqual([]);
    }
  });
});
