import { expect, type Locator, type Page, test } from '@playwright/test';
import { answerUnavailable, button, FINANCE, FINANCE_PLACE, pick, walk } from './educational-support';
import { bodyRows, dialog, expectInUse, settled, unique } from './reference-support';
import { seeToast, signIn, signInShared, startScreenshots, type Texts, texts } from './support';

/*
 * The planned students (headcounts) of a faculty's groups and the licence picker of the speciality
 * parameters (SPEC §2, decision 0015), edited in place with the shared inline-edit table, as a person uses them.
 */
// Each test is a whole errand of choices, saves and reloads: on two shared cores it needs more than 30 s.
test.slow();

const t = texts.ru;
const e = t.educational;
const h = e.headcounts;
const l = e.licence;
/** The academic years as the demo calendar labels them: the current one (SPEC §9) and the one before. */
const year = new Date().getFullYear() % 100;
const yearLabel = (twoDigits: number) => `${2000 + twoDigits}-${2001 + twoDigits}`;

const named = (text: string, name: string) => text.replace('{{name}}', name);
const headcountTable = (modal: Locator, tx: Texts = t) =>
  modal.getByRole('table', { name: tx.educational.headcounts.table });

/** The current half-year as the demo calendar names it: spring from February to June (decision 0032). */
const month = new Date().getMonth() + 1;
const currentHalfYear = month >= 2 && month <= 6 ? 'Весенний семестр' : 'Осенний семестр';

/** Opens the planned students of the demo faculty at a year, a half-year (autumn) and a course. */
async function openHeadcounts(
  page: Page,
  academicYear: number,
  course: string,
  halfYear = 'Осенний семестр',
): Promise<Locator> {
  await button(page, e.buttons.headcounts).click();
  const modal = dialog(page, h.title);
  await expect(modal.getByRole('combobox', { name: h.faculty, exact: true })).toHaveValue(
    /Факультет экономики и менеджмента/,
  );
  // The current academic year and half-year are chosen to begin with; another year clears the half-year.
  await expect(modal.getByRole('combobox', { name: h.year, exact: true })).toHaveValue(yearLabel(year));
  const halfYears = modal.getByRole('combobox', { name: h.halfYear, exact: true });
  await expect(halfYears).toHaveValue(currentHalfYear);
  if (academicYear !== year) {
    await pick(page, modal, h.year, yearLabel(academicYear));
    await expect(halfYears).toHaveValue('');
  }
  await expect(modal.getByText(h.choose)).toBeVisible();
  if ((await halfYears.inputValue()) !== halfYear) await pick(page, modal, h.halfYear, halfYear);
  await pick(page, modal, h.course, course);
  await expect(bodyRows(headcountTable(modal)).first().getByRole('cell').first()).toHaveText('1');
  return modal;
}

/** The cells of a row: number, group, budget, contract, actions. */
const cell = (row: Locator, index: number) => row.getByRole('cell').nth(index);

test.describe('planned students', () => {
  test("edits a group's budget and contract students inline; they are kept after a reload", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    // Nothing chosen: the button says why it is disabled.
    await expect(button(page, e.buttons.headcounts)).toHaveAttribute('aria-disabled', 'true');
    await walk(page);
    // Last year's groups have no planned students yet: they read 0 and their first save creates them.
    const modal = await openHeadcounts(page, year - 1, '1 курс');
    const table = headcountTable(modal);
    const row = bodyRows(table).first();
    const group = (await cell(row, 1).textContent()) ?? '';
    await expect(cell(row, 2)).toHaveText('0');

    await row.getByRole('button', { name: named(t.table.edit, group) }).click();
    const budget = table.getByRole('textbox', { name: h.budget, exact: true });
    const contract = table.getByRole('textbox', { name: h.contract, exact: true });
    await expect(budget).toBeFocused();
    // Escape returns the row to view without saving (asking first, as it holds a typed value), and leaves
    // the modal open.
    await budget.fill('42');
    await budget.press('Escape');
    await button(dialog(page, t.form.discardTitle), t.form.discard).click();
    await expect(budget).toBeHidden();
    await expect(modal).toBeVisible();
    await expect(cell(row, 2)).toHaveText('0');

    await row.getByRole('button', { name: named(t.table.edit, group) }).click();
    const students = String(100 + Math.floor(Math.random() * 900));
    await budget.fill(students);
    // Empty means 0.
    await contract.fill('');
    await table.getByRole('button', { name: named(t.inlineTable.save, group) }).click();
    // The row was on screen (reading 0): its first save is a save, not an addition.
    await seeToast(page, t.sms.toast2);
    await expect(cell(row, 2)).toHaveText(students);
    await expect(cell(row, 3)).toHaveText('0');

    // Saved once, the row is updated from then on.
    await row.getByRole('button', { name: named(t.table.edit, group) }).click();
    await contract.fill('7');
    await contract.press('Enter');
    await seeToast(page, t.sms.toast2);
    await expect(cell(row, 3)).toHaveText('7');

    await page.reload();
    const again = await openHeadcounts(page, year - 1, '1 курс');
    const kept = bodyRows(headcountTable(again)).filter({ hasText: group });
    await expect(cell(kept, 2)).toHaveText(students);
    await expect(cell(kept, 3)).toHaveText('7');
  });

  test('a headcount takes at most three digits and nothing but digits', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await walk(page);
    const modal = await openHeadcounts(page, year, '2 курс');
    const table = headcountTable(modal);
    const row = bodyRows(table).first();
    const group = (await cell(row, 1).textContent()) ?? '';
    const before = (await cell(row, 2).textContent()) ?? '';
    await row.getByRole('button', { name: named(t.table.edit, group) }).click();
    const budget = table.getByRole('textbox', { name: h.budget, exact: true });
    const refused = t.inlineTable.digitsOnly.replace('{{field}}', h.budget).replace('{{max}}', '3');

    await budget.fill('1234');
    await expect(budget).toHaveValue('123');
    await expect(table.getByRole('alert')).toHaveText(refused);
    await budget.fill('');
    await budget.pressSequentially('98x76');
    await expect(budget).toHaveValue('987');
    await budget.fill('-999');
    await expect(budget).toHaveValue('999');
    await budget.press('Escape');
    await button(dialog(page, t.form.discardTitle), t.form.discard).click();
    await expect(cell(row, 2)).toHaveText(before);
  });
});

test.describe('planned students: copy and leaving a row (decision 0033)', () => {
  test('copies autumn to spring once, keeping what spring has; a second copy says there is nothing to copy', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await walk(page);
    // Two years back the demo has no planned students: the copy starts from the one saved here.
    const modal = await openHeadcounts(page, year - 2, '1 курс');
    const table = headcountTable(modal);
    const row = bodyRows(table).first();
    const group = (await cell(row, 1).textContent()) ?? '';
    await row.getByRole('button', { name: named(t.table.edit, group) }).click();
    await table.getByRole('textbox', { name: h.budget, exact: true }).fill('31');
    await table.getByRole('textbox', { name: h.contract, exact: true }).fill('4');
    await table.getByRole('textbox', { name: h.contract, exact: true }).press('Enter');
    await seeToast(page, t.sms.toast2);

    await button(modal, h.copyToSpring).click();
    await seeToast(page, h.copied.replace('{{copied}}', '1').replace('{{kept}}', '0'));
    await pick(page, modal, h.halfYear, 'Весенний семестр');
    await pick(page, modal, h.course, '1 курс');
    const spring = bodyRows(headcountTable(modal)).filter({ hasText: group });
    await expect(cell(spring, 2)).toHaveText('31');
    await expect(cell(spring, 3)).toHaveText('4');

    // Nothing is made twice: the same copy again changes nothing and says so.
    await button(modal, h.copyToSpring).click();
    await seeToast(page, h.nothingToCopy.replace('{{kept}}', '1'));
    await expect(cell(spring, 2)).toHaveText('31');
  });

  test('a click on another row or closing the modal leaves the row in edit, asking first when it holds changes', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await walk(page);
    const modal = await openHeadcounts(page, year, '2 курс');
    const table = headcountTable(modal);
    const [first, second] = [bodyRows(table).nth(0), bodyRows(table).nth(1)];
    const group = (await cell(first, 1).textContent()) ?? '';
    const before = (await cell(first, 2).textContent()) ?? '';
    const budget = table.getByRole('textbox', { name: h.budget, exact: true });

    // Unchanged: the click on another row simply leaves the edit.
    await first.getByRole('button', { name: named(t.table.edit, group) }).click();
    await expect(budget).toBeVisible();
    await cell(second, 1).click();
    await expect(budget).toBeHidden();

    // Changed: the question first; keeping on editing keeps the typed value, discarding drops it.
    await first.getByRole('button', { name: named(t.table.edit, group) }).click();
    await budget.fill('77');
    await cell(second, 1).click();
    const question = dialog(page, t.form.discardTitle);
    await expect(question).toContainText(group);
    await button(question, t.form.keepEditing).click();
    await expect(budget).toHaveValue('77');
    await cell(second, 1).click();
    await button(dialog(page, t.form.discardTitle), t.form.discard).click();
    await expect(budget).toBeHidden();
    await expect(cell(first, 2)).toHaveText(before);
    await expect(modal).toBeVisible();

    // Closing the modal itself while a row holds typed values asks too (its cross).
    await first.getByRole('button', { name: named(t.table.edit, group) }).click();
    await budget.fill('78');
    await modal.getByRole('button', { name: t.modal.close }).click();
    await button(dialog(page, t.form.discardTitle), t.form.keepEditing).click();
    await expect(budget).toHaveValue('78');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: t.modal.close }).click();
    await button(dialog(page, t.form.discardTitle), t.form.discard).click();
    await expect(modal).toBeHidden();
  });
});

test('in English: the current half-year chosen, and a copy with nothing left to copy says so', async ({
  page,
  baseURL,
}) => {
  const en = texts.en;
  const hx = en.educational.headcounts;
  await page.goto('login?lang=en');
  await signInShared(page, baseURL, en);
  await page.goto('educational?ministry=1&vuz=1&faculty=1');
  await button(page, en.educational.buttons.headcounts).click();
  const modal = dialog(page, hx.title);
  await expect(modal.getByRole('combobox', { name: hx.halfYear, exact: true })).toHaveValue(
    currentHalfYear === 'Осенний семестр' ? 'Autumn semester' : 'Spring semester',
  );
  // The demo has this year's numbers for both half-years: the copy keeps them all.
  await button(modal, hx.copyToSpring).click();
  await seeToast(page, hx.nothingToCopy.split('(')[0] ?? hx.nothingToCopy, en);
});

test.describe('licence picker: expired licences and numbers', () => {
  for (const language of ['ru', 'en'] as const) {
    test(`marks an expired licence and does not offer it; its number has a column (${language})`, async ({
      page,
      baseURL,
    }) => {
      const tx = texts[language];
      const lx = tx.educational.licence;
      await page.goto(`login?lang=${language}`);
      await signInShared(page, baseURL, tx);
      await page.goto('educational?ministry=1&vuz=1&faculty=1&direction=1&form=1&speciality=1');
      await button(page, tx.educational.buttons.parameters).click();
      await button(
        dialog(page, tx.educational.parameters.title),
        tx.educational.parameters.chooseLicence,
      ).click();
      const picker = dialog(page, lx.title);
      const table = picker.getByRole('table', { name: lx.title });
      await expect(table.getByRole('columnheader', { name: lx.number, exact: true })).toBeVisible();
      // The demo's first licence ended on 14.06.2023: marked, and its choose button refuses with the day.
      const expired = bodyRows(table).filter({ hasText: 'LS180000123' }).first();
      await expect(expired.getByRole('cell').nth(1)).toHaveText('LS180000123');
      await expect(expired).toContainText(lx.expired);
      const end = language === 'ru' ? '14.06.2023' : '14/06/2023';
      await expect(expired).toContainText(end);
      const choose = expired.getByRole('button', {
        name: named(lx.chooseRow, 'Лицензия LS180000123 на право ведения образовательной деятельности'),
      });
      await expect(choose).toHaveAttribute('aria-disabled', 'true');
      await choose.hover();
      await expect(page.getByRole('tooltip')).toHaveText(lx.expiredOn.replace('{{date}}', end));
      // A click on the row picks nothing: the picker stays open.
      await expect(expired.getByRole('cell').nth(2)).toBeVisible();
      await expired.getByRole('cell').nth(2).click();
      await expect(picker).toBeVisible();
      // A licence in force is offered.
      const valid = bodyRows(table).filter({ hasText: 'LS240001012' }).first();
      await expect(valid).not.toContainText(lx.expired);
    });
  }
});

/** Opens the parameters of the demo finance speciality, and from them the licence picker. */
async function openLicences(page: Page): Promise<Locator> {
  await button(page, e.buttons.parameters).click();
  const parameters = dialog(page, e.parameters.title);
  await button(parameters, e.parameters.chooseLicence).click();
  const picker = dialog(page, l.title);
  await expect(bodyRows(picker.getByRole('table')).first().getByRole('cell').first()).toHaveText('1');
  return picker;
}

test.describe('licence picker', () => {
  test('adds a licence (refused while a field is empty), picks it, edits it and deletes an unused one', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await walk(page, FINANCE);
    let picker = await openLicences(page);
    const table = picker.getByRole('table', { name: l.title });
    const name = `Лицензия ${unique()}`;
    const newRow = t.inlineTable.newRow;

    // A new row with only its resolution: Save names the three fields left empty and sends nothing.
    await button(picker, t.table.add).click();
    await table.getByRole('textbox', { name: l.resolution, exact: true }).fill(name);
    await button(table, named(t.inlineTable.save, newRow)).click();
    await expect(table.getByRole('alert')).toHaveText(
      t.inlineTable.fillAll.replace('{{fields}}', [l.begin, l.end, l.supplement].join(', ')),
    );
    // Dates are typed the interface language's way, not the browser's (decision 0033): in Russian dd.mm.yyyy;
    // half a date, or a day the calendar lacks, is refused naming the column.
    const begin = table.getByLabel(l.begin, { exact: true });
    await expect(begin).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    await begin.fill('01.09');
    await table.getByLabel(l.end, { exact: true }).fill('30.02.2027');
    await table.getByRole('textbox', { name: l.supplement, exact: true }).fill('Приложение №1');
    await button(table, named(t.inlineTable.save, newRow)).click();
    await expect(table.getByRole('alert')).toHaveText(
      [
        t.inlineTable.characters
          .replace('{{field}}', l.begin)
          .replace('{{reason}}', t.dateInput.dateInvalid.replace('{{pattern}}', 'ДД.ММ.ГГГГ')),
        t.inlineTable.characters
          .replace('{{field}}', l.end)
          .replace('{{reason}}', t.dateInput.dateImpossible),
      ].join(''),
    );
    await begin.fill('01.09.2026');
    // A beginning after the end is refused too.
    await table.getByLabel(l.end, { exact: true }).fill('31.08.2026');
    await button(table, named(t.inlineTable.save, newRow)).click();
    await expect(table.getByRole('alert')).toHaveText(l.period);
    await table.getByLabel(l.end, { exact: true }).fill('31.08.2031');
    await button(table, named(t.inlineTable.save, newRow)).click();
    await seeToast(page, t.sms.toast1);
    const row = bodyRows(table).filter({ hasText: name });
    // Sent dd.mm.yyyy, shown so.
    await expect(row).toContainText('01.09.2026');
    await expect(row).toContainText('31.08.2031');

    // Picked: the picker closes and the parameters show it.
    await button(row, named(l.chooseRow, name)).click();
    await expect(picker).toBeHidden();
    const parameters = dialog(page, e.parameters.title);
    await expect(parameters.getByRole('textbox', { name: e.parameters.idLicence, exact: true })).toHaveValue(
      name,
    );

    await button(parameters, e.parameters.chooseLicence).click();
    picker = dialog(page, l.title);
    await expect(bodyRows(table).filter({ hasText: name })).toHaveAttribute('data-selected', 'true');
    await button(row, named(t.table.edit, name)).click();
    await table.getByRole('textbox', { name: l.supplement, exact: true }).fill('Приложение №2');
    await button(table, named(t.inlineTable.save, name)).click();
    await seeToast(page, t.sms.toast2);
    await expect(row).toContainText('Приложение №2');

    // A licence no speciality names is deleted; one that a speciality names is not (sms 6).
    const unused = `Лицензия ${unique()}`;
    await button(picker, t.table.add).click();
    await table.getByRole('textbox', { name: l.resolution, exact: true }).fill(unused);
    await table.getByLabel(l.begin, { exact: true }).fill('01.01.2020');
    await table.getByLabel(l.end, { exact: true }).fill('31.12.2020');
    await table.getByRole('textbox', { name: l.supplement, exact: true }).fill('—');
    await table.getByLabel(l.end, { exact: true }).press('Enter');
    await seeToast(page, t.sms.toast1);
    await button(table, named(t.table.delete, unused)).click();
    await button(dialog(page, t.confirmDelete.title), t.confirmDelete.confirm).click();
    await seeToast(page, t.sms.toast8);
    await expect(bodyRows(table).filter({ hasText: unused })).toHaveCount(0);
    const used = 'Лицензия LS230000789 на право ведения образовательной деятельности';
    await button(table, named(t.table.delete, used)).click();
    // Where it is used shows before confirming, and Delete is disabled (decision 0035).
    await expectInUse(dialog(page, t.confirmDelete.title), /Специальности: \d+/);

    await page.reload();
    picker = await openLicences(page);
    await expect(bodyRows(table).filter({ hasText: name })).toContainText('Приложение №2');
    await expect(bodyRows(table).filter({ hasText: unused })).toHaveCount(0);
    await expect(bodyRows(table).filter({ hasText: used })).toHaveCount(1);
  });
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
  for (const language of ['ru', 'kg', 'en'] as const) {
    test(`headcounts and licence picker in ${language}`, async ({ page, baseURL }) => {
      const tx = texts[language];
      const ex = tx.educational;
      const shot = (name: string) =>
        page.screenshot({ path: `screenshots/${language}-educational-${name}.png`, fullPage: true });
      await startScreenshots(page, baseURL, tx, `educational?${FINANCE_PLACE}`);
      await expect(button(page, ex.buttons.headcounts)).not.toHaveAttribute('aria-disabled');

      // The planned students: nothing chosen yet, then a row in edit with a refused fourth digit.
      const modal = dialog(page, ex.headcounts.title);
      const table = headcountTable(modal, tx);
      const openCourse = async () => {
        await button(page, ex.buttons.headcounts).click();
        // The current half-year is chosen to begin with (decision 0032).
        await expect(
          modal.getByRole('combobox', { name: ex.headcounts.halfYear, exact: true }),
        ).not.toHaveValue('');
        await settled(modal);
        await modal.getByRole('combobox', { name: ex.headcounts.course, exact: true }).click();
        await page.getByRole('option').nth(1).click();
      };
      // The database down when the groups are asked for: the table says so and offers a retry.
      const restore = await answerUnavailable(page, '**/api/v1/ministerstvo/gr-kolst**', language);
      await openCourse();
      await expect(table.getByText(tx.table.loadError)).toBeVisible();
      await shot('headcounts-unavailable');
      await restore();
      await page.getByRole('alert').getByRole('button', { name: tx.toast.close, exact: true }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await openCourse();
      await bodyRows(table).first().getByRole('button').first().click();
      await table.getByRole('textbox', { name: ex.headcounts.budget, exact: true }).fill('1234');
      await settled(modal);
      await shot('headcounts');
      await page.setViewportSize({ width: 390, height: 844 });
      await table.getByRole('textbox', { name: ex.headcounts.budget, exact: true }).scrollIntoViewIfNeeded();
      await shot('headcounts-phone');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The licence picker from the speciality parameters, a licence in edit.
      await page.setViewportSize({ width: 1440, height: 900 });
      await button(page, ex.buttons.parameters).click();
      await button(dialog(page, ex.parameters.title), ex.parameters.chooseLicence).click();
      const picker = dialog(page, ex.licence.title);
      await bodyRows(picker.getByRole('table')).nth(2).getByRole('button', { name: /./ }).nth(1).click();
      await settled(picker);
      await shot('licences');
      await page.setViewportSize({ width: 390, height: 844 });
      await picker
        .getByRole('textbox', { name: ex.licence.resolution, exact: true })
        .scrollIntoViewIfNeeded();
      await shot('licences-phone');
    });
  }
});
