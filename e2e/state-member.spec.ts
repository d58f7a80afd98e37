import { expect, type Page, test } from '@playwright/test';
import {
  expectRefused,
  fillNewMember,
  memberRow,
  memberTable,
  named,
  todayWritten,
} from './commission-support';
import { answerUnavailable, button, FACULTY, pick } from './educational-support';
import { bodyRows, callsTo, dialog, settled, unique } from './reference-support';
import { chooseLanguage, seeToast, signIn, texts } from './support';

/*
 * The faculty commission with its history (SPEC §2 "State-member screen", §4 "Member tables", §5
 * "Commission tables", issue 14), as a person uses it: every rule of the member table walked in turn.
 */
test.slow();

const t = texts.ru;
const c = t.commission;
/** Another demo faculty with a commission of its own. */
const OTHER_FACULTY = 'Факультет информационных технологий';

async function openCommission(page: Page, faculty = FACULTY, tx = t) {
  await page.goto('state-member');
  const table = memberTable(page, tx.commission.facultyMembers);
  await pick(page, page, tx.commission.faculty, faculty);
  await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
  return table;
}

test('without a faculty nothing can be added; a faculty shows its members, roles in the interface language', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  await page.goto('state-member');
  await expect(page.getByText(c.chooseFaculty)).toBeVisible();
  await expectRefused(button(page, t.table.add));
  await expectRefused(button(page, t.inlineTable.delete));
  await expectRefused(button(page, c.history));

  const table = await openCommission(page);
  // The chair leads the commission's order; a faculty's members have roles and degrees.
  await expect(bodyRows(table).first()).toContainText('Председатель');
  await expectRefused(button(page, t.table.add), false);
  // Nothing selected, no new row: Delete has nothing to delete.
  await expectRefused(button(page, t.inlineTable.delete));
  // The faculty is kept in the address: a reload shows the same commission.
  await page.reload();
  await expect(bodyRows(table).first()).toContainText('Председатель');

  await chooseLanguage(page, 'En');
  await expect(bodyRows(memberTable(page, texts.en.commission.facultyMembers)).first()).toContainText(
    'Chair',
  );
  await chooseLanguage(page, 'Kyr');
  await expect(bodyRows(memberTable(page, texts.kg.commission.facultyMembers)).first()).toContainText(
    'Төрага',
  );
});

test('adds, edits, selects and deletes a member by the rules of the member table, kept after a reload', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  let table = await openCommission(page);
  const name = `Токтогулов Асан ${unique()}`;
  const newRow = t.inlineTable.newRow;
  const saves = callsTo(page, 'gak-hi/ins-upd-history');
  const deletes = callsTo(page, 'gak-hi/del-history');

  // Add puts an empty row after the last one in edit; one new row at a time.
  const before = await bodyRows(table).count();
  await button(page, t.table.add).click();
  await expect(bodyRows(table)).toHaveCount(before + 1);
  await expect(
    bodyRows(table).last().getByRole('textbox', { name: c.memberName, exact: true }),
  ).toBeVisible();
  await expectRefused(button(page, t.table.add));
  // Delete removes the unsaved row, without asking the server.
  await expectRefused(button(page, t.inlineTable.delete), false);
  await button(page, t.inlineTable.delete).click();
  await expect(bodyRows(table)).toHaveCount(before);
  expect(deletes).toHaveLength(0);

  // An incomplete row is not saved: every field is named.
  await button(page, t.table.add).click();
  await table.getByRole('textbox', { name: c.memberName, exact: true }).fill(name);
  await button(table, named(t.inlineTable.save, newRow)).click();
  await expect(table.getByRole('alert')).toHaveText(
    t.inlineTable.fillAll.replace('{{fields}}', [c.memberType, c.title].join(', ')),
  );
  expect(saves).toHaveLength(0);
  // While it is incomplete no other row can be added.
  await expectRefused(button(page, t.table.add));
  await button(table, named(t.table.delete, newRow)).click();

  await fillNewMember(page, table, { type: 'Член комиссии', name, title: 'к.э.н., доцент' });
  await seeToast(page, t.sms.toast1);
  const row = memberRow(table, name);
  await expect(row).toContainText('Член комиссии');
  await expect(row).toContainText('к.э.н., доцент');
  await expect(row).toContainText(todayWritten());
  expect(saves).toHaveLength(1);

  // A second chair: the role is held (sms 3), the row stays in edit with what was typed.
  await fillNewMember(page, table, { type: 'Председатель', name: `${name} 2`, title: 'д.э.н., профессор' });
  await seeToast(page, t.sms.toast3);
  await expect(table.getByRole('textbox', { name: c.memberName, exact: true })).toHaveValue(`${name} 2`);
  await button(page, t.inlineTable.delete).click();

  // The pencil edits in place; the check mark saves (update toast).
  await button(row, named(t.table.edit, name)).click();
  await table.getByRole('textbox', { name: c.title, exact: true }).fill('д.э.н., доцент');
  await button(table, named(t.inlineTable.save, name)).click();
  await seeToast(page, t.sms.toast2);
  await expect(row).toContainText('д.э.н., доцент');

  await page.reload();
  table = memberTable(page, c.facultyMembers);
  await expect(memberRow(table, name)).toContainText('д.э.н., доцент');

  // A click selects a row (and only one); Delete asks, then deletes it.
  await memberRow(table, name).getByRole('cell').nth(2).click();
  await expect(memberRow(table, name)).toHaveAttribute('aria-selected', 'true');
  await expect(table.locator('tbody tr[aria-selected="true"]')).toHaveCount(1);
  await button(page, t.inlineTable.delete).click();
  const confirm = dialog(page, t.confirmDelete.title);
  await settled(confirm);
  await button(confirm, t.confirmDelete.confirm).click();
  await seeToast(page, t.sms.toast8);
  await expect(memberRow(table, name)).toHaveCount(0);
  await expectRefused(button(page, t.inlineTable.delete));
  await page.reload();
  await expect(bodyRows(table).first()).toContainText('Председатель');
  await expect(memberRow(table, name)).toHaveCount(0);
});

test('another faculty clears the selection and shows its own commission; the history keeps former members', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  const table = await openCommission(page);
  await bodyRows(table).first().getByRole('cell').nth(2).click();
  await expect(bodyRows(table).first()).toHaveAttribute('aria-selected', 'true');
  const chair = await bodyRows(table).first().getByRole('cell').nth(2).innerText();

  await pick(page, page, c.faculty, OTHER_FACULTY);
  await expect(memberRow(table, chair)).toHaveCount(0);
  await expect(bodyRows(table).first()).toContainText('Председатель');
  await expect(table.locator('tbody tr[aria-selected="true"]')).toHaveCount(0);
  await expectRefused(button(page, t.inlineTable.delete));

  // The keyboard selects too: Tab to a row, Space.
  await bodyRows(table).first().focus();
  await page.keyboard.press('Space');
  await expect(bodyRows(table).first()).toHaveAttribute('aria-selected', 'true');

  await pick(page, page, c.faculty, FACULTY);
  await button(page, c.history).click();
  const history = dialog(page, c.historyTitle.replace('{{faculty}}', FACULTY));
  await settled(history);
  // A former member: their role ended on a day; the present ones hold theirs "to the present".
  await expect(history.getByRole('row').filter({ hasText: c.present }).first()).toBeVisible();
  await expect(history.getByRole('row').filter({ hasNotText: c.present }).nth(1)).toContainText(
    /\d\d\.\d\d\.\d{4}/,
  );
});

test('a role changed on a later day ends the old one: the history shows both', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  const table = await openCommission(page, OTHER_FACULTY);
  // A member since an earlier day (the demo's), made secretary-deputy: the history gets a second row.
  const member = bodyRows(table).filter({ hasText: 'Член комиссии' }).first();
  const name = (await member.getByRole('cell').nth(2).innerText()).trim();
  await button(member, named(t.table.edit, name)).click();
  await pick(page, table, c.memberType, 'Заместитель председателя');
  await button(table, named(t.inlineTable.save, name)).click();
  await seeToast(page, t.sms.toast2);
  await expect(memberRow(table, name)).toContainText(todayWritten());

  await button(page, c.history).click();
  const history = dialog(page, c.historyTitle.replace('{{faculty}}', OTHER_FACULTY));
  await settled(history);
  const rows = history.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Заместитель председателя' })).toContainText(c.present);
  await expect(rows.filter({ hasText: 'Член комиссии' })).toContainText(todayWritten());
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
  for (const language of ['ru', 'kg', 'en'] as const) {
    test(`faculty commission in ${language}`, async ({ page, baseURL }) => {
      const tx = texts[language];
      const shot = (name: string) =>
        page.screenshot({ path: `screenshots/${language}-state-member-${name}.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`login?lang=${language}`);
      await expect(page.getByText(tx.login.tagline)).toBeVisible();
      await signIn(page, baseURL, tx);
      await page.goto('state-member');
      await expect(page.getByText(tx.commission.chooseFaculty)).toBeVisible();
      await shot('empty');
      const faculties = { ru: FACULTY, kg: /Экономика/, en: /Economics/ };
      await pick(page, page, tx.commission.faculty, faculties[language]);
      const table = memberTable(page, tx.commission.facultyMembers);
      await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
      await bodyRows(table).nth(1).getByRole('cell').nth(2).click();
      await button(page, tx.table.add).click();
      await shot('screen');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot('phone');
      await page.setViewportSize({ width: 1440, height: 900 });
      await button(page, tx.inlineTable.delete).click();
      await button(page, tx.commission.history).click();
      await settled(page.getByRole('dialog'));
      await expect(page.getByRole('dialog').getByRole('row').nth(1)).toBeVisible();
      await shot('history');
      await page.keyboard.press('Escape');
      const restore = await answerUnavailable(page, '**/api/v1/gak-hi/**', language);
      await page.reload();
      await expect(page.getByText(tx.table.loadError)).toBeVisible();
      await shot('unavailable');
      await restore();
    });
  }
});
