import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { fillNewMember, memberRow, openCommission } from './commission-support';
import {
  bodyRows,
  dialog,
  openList,
  rowButton,
  rowWith,
  search,
  unique,
  uniqueCode,
} from './reference-support';
import { seeToast, signInShared, texts } from './support';

/*
 * The translation checks where the records are: a list's "Missing translation" filter (kept in the address, and in what
 * its export writes) and the badges of the names a row lacks; a commission without a secretary warned about above its table, the
 * warning gone once one is added; the demo's plan and classroom violations beside their records.
 */
const t = texts.ru;

/** The "Missing translation" checkbox, whatever count its label carries. */
const filter = (page: Page, tx = t) =>
  page.getByRole('checkbox', { name: new RegExp(`^${tx.table.untranslated}`) });

/** A direction made through the API with the page's session (kg, en: its translations, or none). */
async function addDirection(page: Page, name: string, names: { kg?: string; en?: string } = {}) {
  const code = uniqueCode();
  const answer = await page.request.post('/api/v1/ministerstvo/ins-upd-direction', {
    data: { idDirection: -1, code, direction_: name, directionKg: names.kg, directionEn: names.en },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return code;
}

test('"Missing translation" shows the directions lacking a name, with their badges, kept in the address', async ({
  page,
  baseURL,
}) => {
  await signInShared(page, baseURL);
  const marker = unique();
  const bare = `Без перевода ${marker}`;
  const translated = `С переводом ${marker}`;
  const code = await addDirection(page, bare);
  await addDirection(page, translated, { kg: `Которулган ${marker}`, en: `Translated ${marker}` });
  const table = await openList(page, 'directions');
  await search(page, marker);
  await expect(bodyRows(table)).toHaveCount(2);
  // The badges stand where the names are missing, with the filter off too.
  await expect(rowWith(table, bare)).toContainText(t.table.noKgName);
  await expect(rowWith(table, bare)).toContainText(t.table.noEnName);
  await expect(rowWith(table, translated)).not.toContainText(t.table.noKgName);

  // Clicked, not check(): the box follows the address, which the router changes a moment later.
  await filter(page).click();
  await expect(page).toHaveURL(/untranslated=1/);
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(rowWith(table, bare)).toBeVisible();
  await expect(rowWith(table, translated)).toHaveCount(0);
  // The address keeps it: a reload, or the list in English, shows the same rows.
  await page.reload();
  await expect(filter(page)).toBeChecked();
  await expect(bodyRows(table)).toHaveCount(1);
  const en = texts.en;
  await page.goto(`directions?q=${marker}&untranslated=1&lang=en`);
  const enTable = page.getByRole('table', { name: en.routes.directions });
  await expect(bodyRows(enTable)).toHaveCount(1);
  await expect(rowWith(enTable, bare)).toContainText(en.table.noKgName);
  await expect(rowWith(enTable, bare)).toContainText(en.table.noEnName);
  await expect(filter(page, en)).toBeChecked();

  // The export writes the rows as the list shows them: searched, and only those lacking a translation.
  await page.goto(`directions?q=${marker}&untranslated=1&lang=ru`);
  await expect(bodyRows(table)).toHaveCount(1);
  await page.getByRole('button', { name: t.export.action }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: t.export.xlsx }).click(),
  ]);
  expect(download.suggestedFilename()).toContain('нет перевода');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  expect(sheet.getRows(2, sheet.rowCount - 1)?.map((row) => row.getCell(1).value)).toEqual([code]);

  // Translated through its form, the row leaves the filtered list; the filter stays on for the next one.
  await rowButton(page, 'edit', `${code} ${bare}`).click();
  const form = dialog(page, t.directions.edit);
  await form.getByLabel(t.fields.nameKg).fill(`Котормосу бар ${marker}`);
  await form.getByLabel(t.fields.nameEn).fill(`Now translated ${marker}`);
  await form.getByRole('button', { name: t.form.save }).click();
  await seeToast(page, t.sms.toast2);
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table)).toHaveText(t.table.empty);
  await expect(filter(page)).toBeChecked();
  await filter(page).click();
  await expect(filter(page)).not.toBeChecked();
  await expect(bodyRows(table)).toHaveCount(2);
  await expect(table).not.toContainText(t.table.noKgName);
});

/** The engineering faculty's commission: no other browser test changes it. */
const FACULTY_ID = 5;
const FACULTY = 'Инженерно-технический факультет';

interface Member {
  id_GAK_member_History: number;
  id_member_type: number;
  member_type: string;
  member_name: string;
  title: string;
}

const membersOf = async (page: Page): Promise<Member[]> =>
  (await (await page.request.post('/api/v1/gak-hi/history', { data: { idFaculty: FACULTY_ID } })).json())
    .data as Member[];

test('a commission without a secretary is warned about above its table, until one is added', async ({
  page,
  baseURL,
}) => {
  await signInShared(page, baseURL);
  const secretary = (await membersOf(page)).find((member) => member.member_type === 'Секретарь');
  expect(secretary, 'the demo faculty has a secretary').toBeDefined();
  const { member_name: name, title } = secretary as Member;
  // The secretary leaves today (the history keeps the term): the commission has none.
  const left = await page.request.post('/api/v1/gak-hi/del-history', {
    data: { idGAKMemberHistory: secretary?.id_GAK_member_History },
  });
  expect(left.ok(), await left.text()).toBe(true);
  try {
    const table = await openCommission(page, FACULTY);
    const warning = page.getByRole('note').filter({ hasText: t.checkWarning.title });
    await expect(warning).toContainText(
      `${t.checkWarning.kinds.commissionRoles}: никто не занимает роль «Секретарь»`,
    );
    await expect(memberRow(table, name)).toHaveCount(0);

    // In Kyrgyz, the same warning in its words.
    await page.goto(`commission?faculty=${FACULTY_ID}&lang=kg`);
    await expect(page.getByRole('note')).toContainText(
      `${texts.kg.checkWarning.kinds.commissionRoles}: «Катчы» ролун эч ким ээлебейт`,
    );

    // The secretary comes back from today: the checks reload with the members, the warning goes.
    await page.goto(`commission?faculty=${FACULTY_ID}&lang=ru`);
    await expect(warning).toBeVisible();
    await fillNewMember(page, table, { type: 'Секретарь', name, title });
    await seeToast(page, t.sms.toast1);
    await expect(memberRow(table, name)).toHaveCount(1);
    await expect(warning).toHaveCount(0);
  } finally {
    // Whatever failed above, the faculty keeps a secretary for the next test.
    if (!(await membersOf(page)).some((member) => member.member_type === 'Секретарь'))
      await page.request.post('/api/v1/gak-hi/ins-upd-history', {
        data: {
          idGAKMemberHistory: -1,
          idFaculty: FACULTY_ID,
          idMemberType: secretary?.id_member_type,
          memberName: name,
          title,
        },
      });
  }
});

test('the demo’s plan and classroom violations are shown beside their records', async ({ page, baseURL }) => {
  await signInShared(page, baseURL);
  const { rows } = (await (await page.request.get('/api/v1/checks/list?lang=ru')).json()).data as {
    rows: Array<Record<string, unknown> & { check: string; detail: string }>;
  };
  // A speciality whose first course differs from its admission plan: warned about under the cascade.
  const plan = rows.find((row) => row.check === 'firstCourseVsPlan');
  expect(plan, 'the demo has a first course off its plan').toBeDefined();
  const place = ['ministry', 'vuz', 'faculty', 'direction', 'form', 'speciality'];
  const ids = ['idMinistry', 'idVuz', 'idFaculty', 'idDirection', 'idFEduc', 'idSpeciality'];
  const address = place.map((level, index) => `${level}=${plan?.[ids[index] as string]}`).join('&');
  await page.goto(`educational?${address}`);
  await expect(page.getByRole('note')).toContainText(t.checkWarning.kinds.firstCourseVsPlan);
  await expect(page.getByRole('note')).toContainText(plan?.detail as string);

  // A classroom of the first building with fewer seats than its faculty's largest group: a badge by its
  // capacity, its sentence on focus.
  const buildings = (await (await page.request.get('/api/v1/audience/sel-korpus')).json()).data as Array<{
    id_korpus: number;
  }>;
  const first = buildings[0]?.id_korpus;
  const room = rows.find((row) => row.check === 'classroomCapacity' && row.idKorpus === first);
  expect(room, 'the first building has a classroom too small').toBeDefined();
  await page.goto('classrooms');
  const table = page.getByRole('table', { name: t.routes.classrooms });
  const number = String(room?.record).split(',')[0] as string;
  const row = bodyRows(table).filter({ has: page.getByRole('cell', { name: number, exact: true }) });
  const badge = row.locator('[data-check-badge]');
  await expect(badge).toContainText(t.checkWarning.tooFewSeats);
  await badge.focus();
  // The tooltip is for the eye (the badge reads its sentence out itself).
  await expect(page.locator('.mantine-Tooltip-tooltip')).toContainText(room?.detail as string);
  await expect(badge).toContainText(room?.detail as string);
});
