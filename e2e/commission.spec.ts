import { expect, type Page, test } from '@playwright/test';
import { commissionMessages } from '../src/server/core/commission-messages';
import {
  expectRefused,
  expectTerm,
  filled,
  fillNewMember,
  memberRow,
  memberTable,
  named,
  openHistory,
  openCommission as openOn,
  openUnchosen,
  roleTaken,
  termsOf,
  todayWritten,
  written,
} from './commission-support';
import { answerUnavailable, button, FACULTY, pick } from './educational-support';
import { bodyRows, callsTo, dialog, settled, unique } from './reference-support';
import { chooseLanguage, screenshotsInEachLanguage, seeToast, signInShared, texts } from './support';

/*
 * The faculty commission with its history (SPEC §2 "State-member screen", §4 "Member tables", §5
 * "Commission tables", decision 0022), as a person uses it: every rule of the member table walked in turn.
 */
test.slow();

const t = texts.ru;
const c = t.commission;
/** Another demo faculty with a commission of its own. */
const OTHER_FACULTY = 'Факультет информационных технологий';

/** Signed in (the shared session, in the language of tx), the screen on a faculty's commission. */
async function openCommission(
  page: Page,
  baseURL: string | undefined,
  faculty: string | RegExp = FACULTY,
  tx = t,
) {
  await signInShared(page, baseURL, tx);
  return openOn(page, faculty, tx);
}

test('without a faculty nothing can be added; a faculty shows its members, roles in the interface language', async ({
  page,
  baseURL,
}) => {
  await openUnchosen(page, baseURL, 'commission');
  await expectRefused(button(page, t.table.add));
  await expectRefused(button(page, t.inlineTable.delete));
  await expectRefused(button(page, c.history));

  const table = await openCommission(page, baseURL);
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
  let table = await openCommission(page, baseURL);
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

  // A second chair: the role is held (sms 3), named with its holder; the row stays in edit with what was typed.
  await fillNewMember(page, table, { type: 'Председатель', name: `${name} 2`, title: 'д.э.н., профессор' });
  await seeToast(page, roleTaken('ru', 'Сыдыков Бакытбек Кенешович', 'председатель'));
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
  // Added today: a mistake, deleted and not kept in the history (its own note, not the general one).
  await expect(confirm).toContainText(c.deleteMistake);
  await expect(confirm).not.toContainText(t.confirmDelete.historyKept);
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
  const table = await openCommission(page, baseURL);
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
  const history = await openHistory(page, t, FACULTY);
  // A former member: their role ended on a day; the present ones hold theirs "to the present".
  await expect(termsOf(history, c.present).first()).toBeVisible();
  await expect(history.getByRole('row').filter({ hasNotText: c.present }).nth(1)).toContainText(
    /\d\d\.\d\d\.\d{4}/,
  );
});

test('a new role is a replacement: the pencil keeps the role of an older term; Replace gives the same person another role from a day', async ({
  page,
  baseURL,
}) => {
  const table = await openCommission(page, baseURL, OTHER_FACULTY);
  const member = bodyRows(table).filter({ hasText: 'Член комиссии' }).first();
  const name = (await member.getByRole('cell').nth(2).innerText()).trim();
  await button(member, named(t.table.edit, name)).click();
  // In edit the role is shown locked, saying where a new role is given.
  await expect(table.getByLabel(c.roleLocked)).toBeVisible();
  await expect(table.getByRole('textbox', { name: c.memberName, exact: true })).toHaveValue(name);
  await expect(table.getByRole('combobox', { name: c.memberType })).toHaveCount(0);
  await button(table, named(t.inlineTable.cancel, name)).click();

  await button(memberRow(table, name), named(c.replaceRow, name)).click();
  const form = dialog(page, named(c.replaceTitle, name));
  await settled(form);
  await form.getByRole('textbox', { name: c.newMemberName }).fill(name);
  await form.getByRole('textbox', { name: c.title }).fill('к.т.н., доцент');
  await pick(page, form, c.memberType, 'Заместитель председателя');
  // The day defaults to today.
  await expect(form.getByRole('textbox', { name: c.effectiveDate })).toHaveValue(todayWritten());
  await button(form, t.form.save).click();
  await expect(form).toHaveCount(0);
  await expect(memberRow(table, name)).toContainText('Заместитель председателя');
  await expect(memberRow(table, name)).toContainText(todayWritten());

  const history = await openHistory(page, t, OTHER_FACULTY);
  const rows = termsOf(history, name);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Заместитель председателя' })).toContainText(c.present);
  await expect(rows.filter({ hasText: 'Член комиссии' })).toContainText(todayWritten());
});

test('a second chair names the holder, in Russian and in English; renaming the chair to another person is refused', async ({
  page,
  baseURL,
}) => {
  const kasymov = 'Касымов Эркин Маратович';
  let table = await openCommission(page, baseURL, OTHER_FACULTY);
  const saves = callsTo(page, 'gak-hi/ins-upd-history');
  await fillNewMember(page, table, { type: 'Председатель', name: 'Иманалиев Бакыт', title: 'д.т.н.' });
  await seeToast(page, roleTaken('ru', kasymov, 'председатель'));
  await button(page, t.inlineTable.delete).click();

  await chooseLanguage(page, 'En');
  const en = texts.en;
  table = memberTable(page, en.commission.facultyMembers);
  await fillNewMember(page, table, { type: 'Chair', name: 'Иманалиев Бакыт', title: 'д.т.н.' }, en);
  await seeToast(
    page,
    'The faculty already has a chair: Касымов Эркин Маратович. End that term first, or replace.',
    en,
  );
  await button(page, en.inlineTable.delete).click();

  // The advice of old ("change the data") followed: the chair's row renamed. The pencil corrects only.
  await button(memberRow(table, kasymov), named(en.table.edit, kasymov)).click();
  await table.getByRole('textbox', { name: en.commission.memberName, exact: true }).fill('Иманалиев Бакыт');
  await button(table, named(en.inlineTable.save, kasymov)).click();
  await expect(table.getByRole('alert')).toHaveText(
    commissionMessages.anotherPerson.en.replace('{name}', 'Иманалиев Бакыт').replace('{holder}', kasymov),
  );
  await button(table, named(en.inlineTable.cancel, kasymov)).click();
  await button(dialog(page, en.form.discardTitle), en.form.discard).click();
  expect(saves).toHaveLength(3);
  await page.reload();
  await expect(memberRow(table, kasymov)).toContainText('since 01/09/2022');
});

test('Replace with a day (in Kyrgyz): the new chair is in the list, and the history holds both terms with their days', async ({
  page,
  baseURL,
}) => {
  const kg = texts.kg;
  const k = kg.commission;
  const table = await openCommission(page, baseURL, /Инженердик/, kg);
  const chair = 'Чынгышев Эмил Жолдошевич';
  const successor = `Абдыкалыков Нурбек ${unique()}`;
  await button(memberRow(table, chair), named(k.replaceRow, chair)).click();
  const form = dialog(page, named(k.replaceTitle, chair));
  await settled(form);
  await form.getByRole('textbox', { name: k.newMemberName }).fill(successor);
  await form.getByRole('textbox', { name: k.title }).fill('т.и.д., профессор');
  const day = form.getByRole('textbox', { name: k.effectiveDate });
  // Not before the term began (01.09.2021): said under the field, nothing sent.
  const replaces = callsTo(page, 'gak-hi/replace');
  await day.fill('01.01.2020');
  await button(form, kg.form.save).click();
  await expect(form).toContainText(filled(kg.dateInput.dateTooEarly, { date: '02.09.2021' }));
  expect(replaces).toHaveLength(0);
  await day.fill('01.02.2024');
  await button(form, kg.form.save).click();
  await seeToast(page, filled(k.replaced, { name: successor, role: 'төрага', date: '01.02.2024' }), kg);
  await expect(bodyRows(table).first()).toContainText(successor);
  await expect(bodyRows(table).first()).toContainText(filled(k.termSince, { since: '01.02.2024' }));
  await expect(memberRow(table, chair)).toHaveCount(0);

  const history = await openHistory(page, kg);
  await expectTerm(history, successor, { since: '01.02.2024', until: k.present }, kg);
  await expectTerm(history, chair, { since: '01.09.2021', until: '01.02.2024' }, kg);
});

test('End membership with a day (in English): the member leaves the list; the term keeps its days', async ({
  page,
  baseURL,
}) => {
  const en = texts.en;
  const e = en.commission;
  const table = await openCommission(page, baseURL, 'Faculty of Law', en);
  const member = 'Шаршеев Темирлан Бакирович';
  await expect(memberRow(table, member)).toContainText('since 01/09/2024');
  await button(memberRow(table, member), named(e.endRow, member)).click();
  const form = dialog(page, named(e.endTitle, member));
  await settled(form);
  const day = form.getByRole('textbox', { name: e.effectiveDate });
  await expect(day).toHaveValue(todayWritten('en'));
  await day.fill('30/06/2025');
  await button(form, en.form.save).click();
  await seeToast(page, filled(e.ended, { name: member, date: '30/06/2025' }), en);
  await expect(memberRow(table, member)).toHaveCount(0);

  const history = await openHistory(page, en);
  await expectTerm(history, member, { since: '01/09/2024', until: '30/06/2025' }, en);
});

test('a typo corrected keeps the term: its days, one row in the history; Delete of an older term says it stays in the history', async ({
  page,
  baseURL,
}) => {
  const table = await openCommission(page, baseURL, 'Юридический факультет');
  const before = 'Исаков Нурлан Мукашевич';
  const after = 'Исаков Нурлан Мукашович';
  await button(memberRow(table, before), named(t.table.edit, before)).click();
  await table.getByRole('textbox', { name: c.memberName, exact: true }).fill(after);
  await button(table, named(t.inlineTable.save, before)).click();
  await seeToast(page, t.sms.toast2);
  await expect(memberRow(table, after)).toContainText(filled(c.termSince, { since: '01.09.2022' }));

  const history = await openHistory(page);
  await expect(termsOf(history, 'Исаков Нурлан')).toHaveCount(1);
  await expectTerm(history, after, { since: '01.09.2022', until: c.present });
  await page.keyboard.press('Escape');

  // A term begun on an earlier day: Delete ends it today, kept in the history; the question says so.
  await memberRow(table, after).getByRole('cell').nth(2).click();
  await button(page, t.inlineTable.delete).click();
  const confirm = dialog(page, t.confirmDelete.title);
  await settled(confirm);
  await expect(confirm).toContainText(filled(c.deleteEnds, { name: after }));
  await expect(confirm).not.toContainText(t.confirmDelete.historyKept);
  await button(confirm, t.confirmDelete.close).click();
  await expect(memberRow(table, after)).toHaveCount(1);
});

screenshotsInEachLanguage(
  'commission',
  (language) => `faculty commission in ${language}`,
  async ({ page, baseURL, language, tx, shot }) => {
    const cx = tx.commission;
    const wide = () => page.setViewportSize({ width: 1440, height: 900 });
    const phone = () => page.setViewportSize({ width: 390, height: 844 });
    await wide();
    await page.goto(`login?lang=${language}`);
    await expect(page.getByText(tx.login.tagline)).toBeVisible();
    await signInShared(page, baseURL, tx);
    await page.goto('commission');
    await expect(page.getByText(cx.chooseFaculty)).toBeVisible();
    await shot('empty');
    const faculties = { ru: FACULTY, kg: /Экономика/, en: /Economics/ };
    const table = await openCommission(page, baseURL, faculties[language], tx);
    const first = bodyRows(table).first();
    const chair = (await first.getByRole('cell').nth(2).innerText()).trim();
    await bodyRows(table).nth(1).getByRole('cell').nth(2).click();
    await shot('list');
    await phone();
    await shot('list-phone');
    await wide();

    // A term begun on an earlier day in edit: its role locked.
    await button(first, named(tx.table.edit, chair)).click();
    await expect(table.getByLabel(cx.roleLocked)).toBeVisible();
    await shot('edit');
    await phone();
    await shot('edit-phone');
    await wide();
    await button(table, named(tx.inlineTable.cancel, chair)).click();

    await button(first, named(cx.replaceRow, chair)).click();
    const replace = dialog(page, named(cx.replaceTitle, chair));
    await settled(replace);
    await replace.getByRole('textbox', { name: cx.newMemberName }).fill('Иманалиев Бакыт Асанович');
    await replace.getByRole('textbox', { name: cx.effectiveDate }).fill(written('2020-01-01', language));
    await button(replace, tx.form.save).click();
    await shot('replace');
    await phone();
    await shot('replace-phone');
    await wide();
    await page.keyboard.press('Escape');
    await button(replace, tx.form.discard).click();

    await button(first, named(cx.endRow, chair)).click();
    await settled(dialog(page, named(cx.endTitle, chair)));
    await shot('end');
    await page.keyboard.press('Escape');

    await first.getByRole('cell').nth(2).click();
    await button(page, tx.inlineTable.delete).click();
    await settled(dialog(page, tx.confirmDelete.title));
    await shot('delete');
    await button(page, tx.confirmDelete.close).click();

    await button(page, cx.history).click();
    await settled(page.getByRole('dialog'));
    await expect(page.getByRole('dialog').getByRole('row').nth(1)).toBeVisible();
    await shot('history');
    await phone();
    await shot('history-phone');
    await wide();
    await page.keyboard.press('Escape');
    const restore = await answerUnavailable(page, '**/api/v1/gak-hi/**', language);
    await page.reload();
    await expect(page.getByText(tx.table.loadError)).toBeVisible();
    await shot('unavailable');
    await restore();
  },
);
