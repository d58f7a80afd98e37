import { expect, type Locator, type Page, test } from '@playwright/test';
import { REFERENCE_PAGE_SIZE } from '../src/contract/limits';
import { button } from './educational-support';
import {
  addQualification,
  bodyRows,
  dialog,
  openReference,
  pageButton,
  rowButton,
  rowWith,
  search,
  unique,
} from './reference-support';
import { seeToast, signInShared, type Texts, texts, toast, watchViolations } from './support';

/*
 * What holds on every screen (decision 0034), on an inline-edit screen, the classrooms (50 rows a page): typed values are never
 * dropped without asking (Escape, another row, a sidebar link, a reload), a new row is shown on its page
 * and highlighted, icon buttons name themselves in a tooltip, and the header stays in view.
 */

type Language = 'ru' | 'kg' | 'en';
const named = (text: string, name: string) => text.replace('{{name}}', name);

/** Signed in (the shared session, in the language of t), the main building's 66 classrooms on two pages. */
async function openClassrooms(page: Page, baseURL: string | undefined, t: Texts): Promise<Locator> {
  await signInShared(page, baseURL, t);
  await page.goto('classrooms');
  const table = page.getByRole('table', { name: t.routes.classrooms });
  await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
  return table;
}

/** The body row whose classroom number is exactly `number` (the cell after the row number). */
const roomRow = (table: Locator, number: string) =>
  bodyRows(table).filter({
    has: table.page().locator('td:nth-child(2)', { hasText: new RegExp(`^${number}$`) }),
  });

/** Whether the middle of what `target` shows is on top, not covered by a sticky header or a pager. */
async function uncovered(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  return page.evaluate(({ x, y, element }) => Boolean(element?.contains(document.elementFromPoint(x, y))), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    element: handle,
  });
}

const noteInput = (table: Locator, t: Texts) =>
  table.getByRole('textbox', { name: t.classrooms.note, exact: true });
const discardQuestion = (page: Page, t: Texts) => dialog(page, t.form.discardTitle);

for (const language of ['ru', 'en'] as const satisfies Language[]) {
  test(`${language}: typed changes ask before Escape, another row, the sidebar or a reload drop them`, async ({
    page,
    baseURL,
  }) => {
    const t = texts[language];
    const table = await openClassrooms(page, baseURL, t);
    const row = roomRow(table, '101');
    const note = (await row.locator('td').nth(4).innerText()).trim();
    const question = discardQuestion(page, t);
    const keepEditing = () => question.getByRole('button', { name: t.form.keepEditing, exact: true }).click();

    // Nothing typed: Escape leaves the edit without a question.
    await button(row, named(t.table.edit, '101')).click();
    await expect(noteInput(table, t)).toHaveValue(note);
    await page.keyboard.press('Escape');
    await expect(noteInput(table, t)).toHaveCount(0);
    await expect(question).toHaveCount(0);

    await button(row, named(t.table.edit, '101')).click();
    await noteInput(table, t).fill(`${note} +`);
    const asks: Record<string, () => Promise<unknown>> = {
      Escape: () => noteInput(table, t).press('Escape'),
      'another row': () => roomRow(table, '102').locator('td').nth(4).click(),
      'a sidebar link': async () => {
        const sidebar = page.getByRole('navigation', { name: t.shell.menu });
        await sidebar.hover();
        await sidebar.getByRole('link', { name: t.routes.positions }).click();
      },
    };
    for (const [how, act] of Object.entries(asks)) {
      await act();
      await expect(question, how).toBeVisible();
      await expect(question).toContainText(t.form.discardLeaveQuestion);
      await expect(question).toContainText('101');
      await keepEditing();
      await expect(question).toHaveCount(0);
      await expect(noteInput(table, t), how).toHaveValue(`${note} +`);
      await expect(page).toHaveURL(/\/classrooms/);
    }

    // Discard restores the saved value and leaves the edit.
    await noteInput(table, t).press('Escape');
    await question.getByRole('button', { name: t.form.discard, exact: true }).click();
    await expect(noteInput(table, t)).toHaveCount(0);
    await expect(row.locator('td').nth(4)).toHaveText(note);

    // A reload asks the browser's own question; agreeing loads the saved values.
    await button(row, named(t.table.edit, '101')).click();
    await noteInput(table, t).fill(`${note} ++`);
    const asked = page.waitForEvent('dialog').then(async (shown) => {
      const type = shown.type();
      await shown.accept();
      return type;
    });
    await page.reload();
    expect(await asked).toBe('beforeunload');
    await expect(roomRow(table, '101').locator('td').nth(4)).toHaveText(note);
    await expect(noteInput(table, t)).toHaveCount(0);
  });
}

/** Deletes the main building's rooms numbered `number` (through the API: also after a failed step). */
async function removeRooms(page: Page, number: string) {
  const listed = await page.request.post('api/v1/audience/auditoriums', { data: { idKorpus: 1 } });
  const { data } = (await listed.json()) as { data: { id_auditorium: number; number: string }[] | null };
  for (const room of (data ?? []).filter((each) => each.number === number))
    await page.request.post('api/v1/audience/del-auditoriums', {
      data: { idAuditorium: room.id_auditorium },
    });
}

for (const language of ['kg', 'en'] as const satisfies Language[]) {
  test(`${language}: a new classroom is shown on its page, highlighted for a moment`, async ({
    page,
    baseURL,
  }) => {
    const t = texts[language];
    const table = await openClassrooms(page, baseURL, t);
    // A number before "100": the new room stands on page 1, while Add put its edit on the last page.
    const number = String(10 + Math.floor(Math.random() * 89));
    try {
      await button(page, t.table.add).click();
      await expect(pageButton(page, 2, t)).toHaveAttribute('aria-current', 'page');
      const newRow = table.locator('tr[data-row-key="new-row"]');
      await newRow.getByRole('textbox', { name: t.classrooms.number, exact: true }).fill(number);
      await newRow.getByRole('textbox', { name: t.classrooms.capacity, exact: true }).fill('12');
      await newRow.getByRole('textbox', { name: t.classrooms.square, exact: true }).fill('20');
      await noteInput(table, t).fill('e2e');
      await button(table, named(t.inlineTable.save, t.inlineTable.newRow)).click();

      const added = roomRow(table, number);
      await expect(added).toHaveAttribute('data-highlighted', 'true');
      await expect(toast(page, t.sms.toast1).first()).toBeVisible();
      await expect(pageButton(page, 1, t)).toHaveAttribute('aria-current', 'page');
      await expect(added).toBeInViewport();
      await expect.poll(() => uncovered(page, added)).toBe(true);
      await expect(table.locator('tr[data-highlighted]')).toHaveCount(1);
      // Only for a moment: the highlight goes by itself.
      await expect(added).not.toHaveAttribute('data-highlighted', { timeout: 8_000 });
    } finally {
      // The building's 66 rooms, as the other specs count them.
      await removeRooms(page, number);
    }
  });
}

test('ru: icon buttons name themselves in a tooltip, and the header stays over 50 scrolled rows', async ({
  page,
  baseURL,
}) => {
  const t = texts.ru;
  const violations = await watchViolations(page);
  const table = await openClassrooms(page, baseURL, t);

  const pencil = roomRow(table, '101').getByRole('button', { name: named(t.table.edit, '101'), exact: true });
  await pencil.hover();
  const tooltip = page.locator('.mantine-Tooltip-tooltip');
  await expect(tooltip).toHaveText(named(t.table.edit, '101'));
  await expect(tooltip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
  // The keyboard shows it too.
  await pencil.focus();
  await expect(tooltip).toHaveText(named(t.table.edit, '101'));

  // A note cut to three lines gives its whole text on hover.
  const clamped = roomRow(table, '100').locator('td').nth(4).locator('span');
  await clamped.hover();
  await expect(clamped).toHaveAttribute('title', /^Сцена, 350 мест, звуковое и световое оборудование$/);

  // Fifty rows scroll under a header that stays in view (not covered by the app's header either).
  const head = table.locator('thead');
  await bodyRows(table).nth(3).hover();
  await page.mouse.wheel(0, 2500);
  await expect(bodyRows(table).first()).not.toBeInViewport();
  await expect(head).toBeInViewport();
  expect(await uncovered(page, head)).toBe(true);
  expect(violations).toEqual([]);
});

test('ru: a reference list shows the record just added on its page, clearing a search that hides it', async ({
  page,
  baseURL,
}) => {
  const t = texts.ru;
  const table = await openReference(page, baseURL, 'qualifications', t);
  await search(page, 'Бакалавр экономики');
  await expect(bodyRows(table)).toHaveCount(1);
  const name = `Ядерная физика ${unique()}`;
  await addQualification(page, name, t);

  const added = rowWith(table, name);
  await expect(added).toHaveAttribute('data-highlighted', 'true');
  await expect(added).toBeInViewport();
  await expect.poll(() => uncovered(page, added)).toBe(true);
  await expect(page.getByRole('textbox', { name: t.table.search })).toHaveValue('');
  // Named last, it stands beyond the first page: the list has turned to it.
  const place = Number(await added.getByRole('cell').first().innerText());
  expect(place).toBeGreaterThan(REFERENCE_PAGE_SIZE);
  await expect(pageButton(page, Math.ceil(place / REFERENCE_PAGE_SIZE), t)).toHaveAttribute(
    'aria-current',
    'page',
  );

  await rowButton(page, 'delete', name, t).click();
  await dialog(page, t.confirmDelete.title).getByRole('button', { name: t.confirmDelete.confirm }).click();
  await seeToast(page, t.sms.toast8, t);
});
