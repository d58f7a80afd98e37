import { expect, type Locator, type Page, test } from '@playwright/test';
import { answerUnavailable, button, pick } from './educational-support';
import { bodyRows, dialog, missingFields, pageButton, settled, unique } from './reference-support';
import { screenshotsInEachLanguage, seeToast, signInShared, startScreenshots, texts } from './support';

/*
 * Classrooms (SPEC §2 "Classrooms screen", decision 0021), as a person uses the screen: a building, its rooms
 * 50 a page, edited in place with the shared inline-edit table; the specifics in a modal of their own.
 */
test.slow();

const t = texts.ru;
const a = t.classrooms;
const MAIN = 'Главный учебный корпус';
const named = (text: string, name: string) => text.replace('{{name}}', name);

/** Signed in (the shared session), the screen with the main building (the first) chosen and its 66 rooms loaded. */
async function openClassrooms(
  page: Page,
  baseURL: string | undefined,
  tx = t,
  building = MAIN,
): Promise<Locator> {
  await signInShared(page, baseURL, tx);
  await page.goto('classrooms');
  await expect(page.getByRole('combobox', { name: tx.classrooms.building, exact: true })).toHaveValue(
    building,
  );
  const table = page.getByRole('table', { name: tx.routes.classrooms });
  await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
  return table;
}

const input = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

test('adds a classroom on page 2 (refused while empty), edits it and the specifics, keeps them after a reload, deletes it', async ({
  page,
  baseURL,
}) => {
  let table = await openClassrooms(page, baseURL);
  await expect(page.getByText(t.table.total.replace('{{count}}', '66'))).toBeVisible();
  // 50 rows a page (SPEC §9): the first page ends with row 50, the second holds 16.
  await expect(bodyRows(table)).toHaveCount(50);
  await pageButton(page, 2).click();
  await expect(bodyRows(table)).toHaveCount(16);
  await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('51');
  await pageButton(page, 1).click();
  await expect(bodyRows(table)).toHaveCount(50);

  // Add goes to the last page, where the new row is; an empty one is refused naming every required field.
  const newRow = t.inlineTable.newRow;
  await button(page, t.table.add).click();
  await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
  await button(table, named(t.inlineTable.save, newRow)).click();
  await expect(table.getByRole('alert')).toHaveText(
    missingFields(t.inlineTable.fillFields, [a.number, a.capacity, a.square, a.note]),
  );
  // After 416 and before Ч-1: the second page.
  const number = String(9000 + Math.floor(Math.random() * 999));
  await input(table, a.number).fill(number);
  const capacity = input(table, a.capacity);
  // Capacity takes digits only, at most ten (SPEC §9); square at most two decimals.
  await capacity.fill('123456789012');
  await expect(capacity).toHaveValue('1234567890');
  await capacity.fill('40');
  const square = input(table, a.square);
  await square.fill('55,555');
  await expect(square).toHaveValue('55,55');
  await input(table, a.note).fill('Проектор, маркерная доска');
  await pick(page, table, a.specifics, 'Компьютерный класс');
  // A faculty's departments only; another faculty drops the department chosen.
  await pick(page, table, a.faculty, 'Факультет информационных технологий');
  await table.getByRole('combobox', { name: a.department, exact: true }).click();
  await expect(page.getByRole('option', { name: 'Финансы и кредит' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Программная инженерия' }).click();
  await pick(page, table, a.faculty, 'Факультет экономики и менеджмента');
  await expect(table.getByRole('combobox', { name: a.department, exact: true })).toHaveValue('');
  await pick(page, table, a.department, 'Финансы и кредит');
  await pick(page, table, a.office, 'Учебный отдел');
  await button(table, named(t.inlineTable.save, newRow)).click();
  await seeToast(page, t.sms.toast1);
  const row = bodyRows(table).filter({ has: page.getByRole('cell', { name: number, exact: true }) });
  await expect(row).toContainText('Компьютерный класс');
  await expect(row).toContainText('Финансы и кредит');
  await expect(row).toContainText('55,55');
  await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(t.table.total.replace('{{count}}', '67'))).toBeVisible();

  // Edit it: the pencil becomes a check; Enter saves.
  await button(row, named(t.table.edit, number)).click();
  await input(table, a.capacity).fill('45');
  await input(table, a.capacity).press('Enter');
  await seeToast(page, t.sms.toast2);
  await expect(row.getByRole('cell', { name: '45', exact: true })).toBeVisible();

  // The specifics: an empty one refused, a new one added, then its short name edited.
  await button(page, a.specificsButton).click();
  const modal = dialog(page, a.specificsTitle);
  await settled(modal);
  const kinds = modal.getByRole('table', { name: a.specificsTitle });
  await button(modal, t.table.add).click();
  await button(kinds, named(t.inlineTable.save, newRow)).click();
  await expect(kinds.getByRole('alert')).toHaveText(
    t.inlineTable.fillAll.replace(
      '{{fields}}',
      [t.columns.nameRu, t.columns.nameKg, t.columns.nameEn].join(', '),
    ),
  );
  const kind = `Мультимедийный класс ${unique()}`;
  await input(kinds, t.columns.nameRu).fill(kind);
  await input(kinds, t.columns.nameKg).fill(`Мультимедиялык класс ${kind.slice(-9)}`);
  await input(kinds, t.columns.nameEn).fill(`Multimedia room ${kind.slice(-9)}`);
  await button(kinds, named(t.inlineTable.save, newRow)).click();
  await seeToast(page, t.sms.toast1);
  const kindRow = bodyRows(kinds).filter({ hasText: kind });
  await button(kindRow, named(t.table.edit, kind)).click();
  await input(kinds, a.shortName).fill('ММК');
  await button(kinds, named(t.inlineTable.save, kind)).click();
  await seeToast(page, t.sms.toast2);
  await expect(kindRow).toContainText('ММК');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // The new specifics is offered at once for the classroom.
  await button(row, named(t.table.edit, number)).click();
  await pick(page, table, a.specifics, kind);
  await button(table, named(t.inlineTable.save, number)).click();
  await seeToast(page, t.sms.toast2);
  await expect(row).toContainText(kind);

  // Kept after a reload.
  await page.reload();
  table = await openClassrooms(page, baseURL);
  await pageButton(page, 2).click();
  const kept = bodyRows(table).filter({ has: page.getByRole('cell', { name: number, exact: true }) });
  await expect(kept).toContainText(kind);
  await expect(kept.getByRole('cell', { name: '45', exact: true })).toBeVisible();
  await expect(kept).toContainText('Финансы и кредит');
  await button(page, a.specificsButton).click();
  await expect(bodyRows(dialog(page, a.specificsTitle)).filter({ hasText: kind })).toContainText('ММК');
  await page.keyboard.press('Escape');
  await expect(dialog(page, a.specificsTitle)).toHaveCount(0);

  // Another building has its own rooms: the new one is not there.
  await pick(page, page, a.building, 'Спортивный комплекс');
  await expect(bodyRows(table)).toHaveCount(4);
  await pick(page, page, a.building, MAIN);
  await pageButton(page, 2).click();

  // Delete it, after the confirmation.
  await button(
    bodyRows(table).filter({ has: page.getByRole('cell', { name: number, exact: true }) }),
    named(t.table.delete, number),
  ).click();
  await button(dialog(page, t.confirmDelete.title), t.confirmDelete.confirm).click();
  await seeToast(page, t.sms.toast8);
  await page.reload();
  table = await openClassrooms(page, baseURL);
  await expect(page.getByText(t.table.total.replace('{{count}}', '66'))).toBeVisible();
  await pageButton(page, 2).click();
  await expect(
    bodyRows(table).filter({ has: page.getByRole('cell', { name: number, exact: true }) }),
  ).toHaveCount(0);
});

test("a classroom's capacity badge is shown whole in ru, kg and en, not cut to an ellipsis", async ({
  page,
  baseURL,
}) => {
  for (const language of ['ru', 'kg', 'en'] as const) {
    const tx = texts[language];
    await signInShared(page, baseURL, tx);
    // A classroom of the first building that the capacity check finds (as the data checks' test does).
    const { rows } = (await (await page.request.get(`/api/v1/checks/list?lang=${language}`)).json()).data as {
      rows: Array<{ check: string; idKorpus?: number; record: string }>;
    };
    const buildings = (await (await page.request.get('/api/v1/audience/sel-korpus')).json()).data as Array<{
      id_korpus: number;
    }>;
    const room = rows.find(
      (row) => row.check === 'classroomCapacity' && row.idKorpus === buildings[0]?.id_korpus,
    );
    expect(room, 'the first building has a classroom too small').toBeDefined();
    await page.goto('classrooms');
    const table = page.getByRole('table', { name: tx.routes.classrooms });
    const number = String(room?.record).split(',')[0] as string;
    const row = bodyRows(table).filter({ has: page.getByRole('cell', { name: number, exact: true }) });
    const label = row.locator('[data-check-badge] .mantine-Badge-label');
    await expect(label).toContainText(tx.checkWarning.tooFewSeats);
    // Its text fits its box: nothing hidden behind an ellipsis.
    expect(await label.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
      0,
    );
  }
});

screenshotsInEachLanguage(
  'classrooms',
  (language) => `classrooms in ${language}`,
  async ({ page, baseURL, language, tx, shot }) => {
    // A phone's page of 16 cards is long: its phone shots (not of the whole page) show the screen as the phone does.
    await startScreenshots(page, baseURL, tx);
    const mainName = { ru: MAIN, kg: 'Башкы окуу корпусу', en: 'Main Academic Building' }[language];
    const table = await openClassrooms(page, baseURL, tx, mainName);
    await pageButton(page, 2, tx).click();
    const first = bodyRows(table).first();
    await first
      .getByRole('button', { name: new RegExp(`^${tx.table.edit.replace('{{name}}', '')}`) })
      .click();
    await expect(table.getByRole('textbox', { name: tx.classrooms.number, exact: true })).toBeVisible();
    await shot('page2-edit');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('phone', false);
    await page.setViewportSize({ width: 1440, height: 900 });
    await button(page, tx.classrooms.specificsButton).click();
    const modal = dialog(page, tx.classrooms.specificsTitle);
    await settled(modal);
    await button(modal, tx.table.add).click();
    await shot('specifics');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('specifics-phone', false);
    await page.setViewportSize({ width: 1440, height: 900 });
    const restore = await answerUnavailable(page, '**/api/v1/audience/**', language);
    await page.reload();
    await expect(page.getByText(tx.table.loadError).first()).toBeVisible();
    await shot('unavailable');
    await restore();
    // The buildings answered, the classrooms not: the table says so, with a retry.
    const restoreList = await answerUnavailable(page, '**/api/v1/audience/auditoriums?*', language);
    await page.reload();
    await expect(table.getByText(tx.table.loadError)).toBeVisible();
    await expect(table.getByRole('button', { name: tx.table.retry })).toBeVisible();
    await shot('unavailable-list');
    await restoreList();
  },
);
