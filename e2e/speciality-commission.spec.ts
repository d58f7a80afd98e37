import { expect, type Page, test } from '@playwright/test';
import { commissionMessages } from '../src/server/core/commission-messages';
import {
  expectRefused,
  fillNewMember,
  memberRow,
  memberTable,
  named,
  openUnchosen,
  roleTaken,
} from './commission-support';
import { answerUnavailable, button, FACULTY, pick } from './educational-support';
import { bodyRows, callsTo, dialog, settled, unique } from './reference-support';
import { screenshotsInEachLanguage, seeToast, signInShared, startScreenshots, texts } from './support';

/*
 * A faculty's commission for one speciality (SPEC §2 "Spec-member screen", §4 "Member tables", decision 0022):
 * the speciality follows the faculty, and Add waits for both.
 */
test.slow();

const t = texts.ru;
const c = t.commission;
const FINANCE = /Финансы и кредит/;
const speciality = (page: Page) => page.getByRole('combobox', { name: c.speciality, exact: true });

/** Signed in (the shared session), the demo Finance speciality's commission loaded. */
async function openSpeciality(page: Page, baseURL: string | undefined) {
  await signInShared(page, baseURL);
  await page.goto('commission/speciality');
  await pick(page, page, c.faculty, FACULTY);
  await pick(page, page, c.speciality, FINANCE);
  const table = memberTable(page, c.specialityMembers);
  await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
  return table;
}

test('Add waits for a faculty and a speciality; another faculty clears the speciality, the list and the selection', async ({
  page,
  baseURL,
}) => {
  await openUnchosen(page, baseURL, 'commission/speciality');
  await expect(speciality(page)).toBeDisabled();
  await expectRefused(button(page, t.table.add));

  await pick(page, page, c.faculty, FACULTY);
  await expect(page.getByText(c.chooseSpeciality)).toBeVisible();
  await expectRefused(button(page, t.table.add));
  const table = memberTable(page, c.specialityMembers);
  await expect(table.getByText(t.table.empty)).toBeVisible();

  await pick(page, page, c.speciality, FINANCE);
  await expect(bodyRows(table).first()).toContainText('Председатель');
  await expectRefused(button(page, t.table.add), false);
  await bodyRows(table).first().getByRole('cell').nth(2).click();
  await expect(bodyRows(table).first()).toHaveAttribute('aria-selected', 'true');
  await expectRefused(button(page, t.inlineTable.delete), false);
  // Both choices are in the address: a reload shows the same commission.
  await page.reload();
  await expect(speciality(page)).toHaveValue(FINANCE);
  await expect(bodyRows(table).first()).toContainText('Председатель');

  await pick(page, page, c.faculty, 'Юридический факультет');
  await expect(speciality(page)).toHaveValue('');
  await expect(table.getByText(t.table.empty)).toBeVisible();
  await expectRefused(button(page, t.table.add));
  await expectRefused(button(page, t.inlineTable.delete));
});

test('adds a member (refused while incomplete), edits, deletes it; kept after a reload', async ({
  page,
  baseURL,
}) => {
  let table = await openSpeciality(page, baseURL);
  const name = `Абдыкадырова Гүлнара ${unique()}`;
  const newRow = t.inlineTable.newRow;
  const saves = callsTo(page, 'gak-spec/insUpd-gak-speciality');

  await button(page, t.table.add).click();
  await button(table, named(t.inlineTable.save, newRow)).click();
  await expect(table.getByRole('alert')).toHaveText(
    t.inlineTable.fillAll.replace('{{fields}}', [c.memberType, c.memberName, c.title].join(', ')),
  );
  expect(saves).toHaveLength(0);
  await expectRefused(button(page, t.table.add));
  await button(page, t.inlineTable.delete).click();

  await fillNewMember(page, table, { type: 'Секретарь', name, title: 'ст. преподаватель' });
  // The demo commission has its secretary: the role is taken (sms 3), and the toast names her.
  await seeToast(page, roleTaken('ru', 'Алымкулова Нургуль Бекболотовна', 'секретарь', 'speciality'));
  await button(page, t.inlineTable.delete).click();
  await fillNewMember(page, table, { type: 'Член комиссии', name, title: 'ст. преподаватель' });
  await seeToast(page, t.sms.toast1);
  await expect(memberRow(table, name)).toContainText('Член комиссии');

  // The same person twice in one commission is a duplicate, said with the row it clashes with.
  await fillNewMember(page, table, { type: 'Член комиссии', name: name.toUpperCase(), title: 'доцент' });
  await seeToast(
    page,
    commissionMessages.specialityNameTaken.ru.replace('{holder}', name).replace('{role_ru}', 'член комиссии'),
  );
  await button(page, t.inlineTable.delete).click();

  await button(memberRow(table, name), named(t.table.edit, name)).click();
  await table.getByRole('textbox', { name: c.title, exact: true }).fill('к.э.н.');
  await table.getByRole('textbox', { name: c.title, exact: true }).press('Enter');
  await seeToast(page, t.sms.toast2);

  await page.reload();
  table = memberTable(page, c.specialityMembers);
  await expect(memberRow(table, name)).toContainText('к.э.н.');
  // Another speciality of the faculty has its own commission, without this member.
  await pick(page, page, c.speciality, /Бухгалтерский учёт/);
  await expect(bodyRows(table).first()).toContainText('Председатель');
  await expect(memberRow(table, name)).toHaveCount(0);
  await pick(page, page, c.speciality, FINANCE);

  await memberRow(table, name).getByRole('cell').nth(2).click();
  await button(page, t.inlineTable.delete).click();
  const confirm = dialog(page, t.confirmDelete.title);
  await settled(confirm);
  // No history here: the row is gone for good, and the question says so.
  await expect(confirm).toContainText(c.specialityDeleteNote);
  await button(confirm, t.confirmDelete.confirm).click();
  await seeToast(page, t.sms.toast8);
  await page.reload();
  await expect(bodyRows(table).first()).toContainText('Председатель');
  await expect(memberRow(table, name)).toHaveCount(0);
});

test('in English, a second chair of a speciality commission names the holder', async ({ page, baseURL }) => {
  const en = texts.en;
  await signInShared(page, baseURL, en);
  await page.goto('commission/speciality');
  await pick(page, page, en.commission.faculty, 'Faculty of Information Technology');
  await pick(page, page, en.commission.speciality, /230105/);
  const table = memberTable(page, en.commission.specialityMembers);
  await expect(bodyRows(table).first()).toContainText('Chair');
  await fillNewMember(page, table, { type: 'Chair', name: `Бакиров Нурлан ${unique()}`, title: 'PhD' }, en);
  await seeToast(
    page,
    "The speciality's commission already has a chair: Касымов Эркин Маратович. Change or delete that row first.",
    en,
  );
  await button(page, en.inlineTable.delete).click();
  await expect(bodyRows(table)).toHaveCount(4);
});

screenshotsInEachLanguage(
  'speciality-commission',
  (language) => `speciality commission in ${language}`,
  async ({ page, baseURL, language, tx, shot }) => {
    await startScreenshots(page, baseURL, tx, 'commission/speciality');
    const faculties = { ru: FACULTY, kg: /Экономика/, en: /Economics/ };
    await pick(page, page, tx.commission.faculty, faculties[language]);
    await shot('no-speciality');
    await pick(page, page, tx.commission.speciality, /080105/);
    const table = memberTable(page, tx.commission.specialityMembers);
    await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
    const first = bodyRows(table).first();
    await button(
      first,
      named(tx.table.edit, (await first.getByRole('cell').nth(2).innerText()).trim()),
    ).click();
    await shot('edit');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press('Escape');
    // A second chair: the toast names the holder.
    await fillNewMember(
      page,
      table,
      {
        type: { ru: 'Председатель', kg: 'Төрага', en: 'Chair' }[language],
        name: 'Бакиров Нурлан',
        title: 'PhD',
      },
      tx,
    );
    await expect(page.getByRole('alert').first()).toBeVisible();
    await shot('conflict');
    await button(page, tx.inlineTable.delete).click();
    await bodyRows(table).first().getByRole('cell').nth(2).click();
    await button(page, tx.inlineTable.delete).click();
    await settled(dialog(page, tx.confirmDelete.title));
    await shot('delete');
    await button(page, tx.confirmDelete.close).click();
    const restore = await answerUnavailable(page, '**/api/v1/gak-spec/speciality?*', language);
    await page.reload();
    await expect(page.getByText(tx.table.loadError)).toBeVisible();
    await shot('unavailable');
    await restore();
  },
);
