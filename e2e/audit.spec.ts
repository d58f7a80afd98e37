import { expect, test } from '@playwright/test';
import { localDate } from '../src/web/i18n/dates';
import { expectEntry, historyPanel, universityToday } from './history-support';
import { bodyRows, unique, uniqueCode } from './reference-support';
import { atPath, signInShared, texts } from './support';
import { addUserByApi, newAccount } from './users-support';

/*
 * The audit screen (decision 0045): every change, filtered by user, kind, action, days and words, the filters
 * kept in the address.
 */

const t = texts.ru;
const a = t.audit;

// Under a base path too: the filters live in the address the router keeps below it (decision 0038).
test('the audit screen filtered by a user and a day shows that user’s changes; the filters survive a reload', {
  tag: '@base-path',
}, async ({ page, baseURL, playwright }) => {
  await signInShared(page, baseURL);
  const editor = newAccount('auditor');
  const editorId = await addUserByApi(page, editor, 'editor', { allFaculties: true });

  // The editor's own session: the forced password change, then a direction added and changed.
  const api = await playwright.request.newContext({ baseURL: new URL(baseURL ?? '').origin });
  const post = async (path: string, data: object) => {
    const answer = await api.post(`/api/v1/${path}`, { data });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await post('auth/login', { login: editor.login, password: editor.firstPassword });
  await post('auth/change-password', { currentPassword: editor.firstPassword, newPassword: editor.password });
  const code = uniqueCode();
  const name = `Аудит ${unique()}`;
  const direction = { code, direction_: name, directionKg: `${name} кырг`, directionEn: `${name} en` };
  await post('ministerstvo/ins-upd-direction', { idDirection: -1, ...direction });
  const list = await (await api.get('/api/v1/ministerstvo/allDirection')).json();
  const made = (list.data as Array<{ id_direction: number; 'p24-1': string; rowVersion: number }>).find(
    (row) => row['p24-1'] === code,
  );
  expect(made).toBeDefined();
  await post('ministerstvo/ins-upd-direction', {
    idDirection: made?.id_direction,
    ...direction,
    directionEn: `${name} new`,
    rowVersion: made?.rowVersion,
  });
  await api.dispose();

  await page.goto('audit');
  const table = page.getByRole('table', { name: t.routes.audit });
  await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
  const author = `${editor.surname} ${editor.name} (${editor.login})`;
  await page.getByRole('combobox', { name: a.user, exact: true }).click();
  await page.getByRole('option', { name: author, exact: true }).click();
  const today = universityToday();
  const day = (iso: string) => localDate(iso, 'ru');
  const setDays = async (from: string, to: string) => {
    await page.getByRole('textbox', { name: a.from, exact: true }).fill(day(from));
    await page.getByRole('textbox', { name: a.to, exact: true }).fill(day(to));
  };
  await setDays(today, today);
  await expect(page).toHaveURL(new RegExp(`[?&]user=${editorId}(&|$)`));

  // The editor's three changes of today, newest first: the direction changed, added, and the password.
  const expectEditorsDay = async () => {
    await expect(bodyRows(table)).toHaveCount(3);
    await expect(bodyRows(table).nth(0)).toContainText(`${code} ${name}`);
    await expect(bodyRows(table).nth(0)).toContainText(t.history.actions.changed);
    await expect(bodyRows(table).nth(0)).toContainText(t.fields.nameEn);
    await expect(bodyRows(table).nth(1)).toContainText(t.history.actions.created);
    await expect(bodyRows(table).nth(2)).toContainText(a.kinds.user);
    for (const row of await bodyRows(table).all()) await expect(row).toContainText(author);
    await expect(page.getByText(t.table.total.replace('{{count}}', '3'))).toBeVisible();
  };
  await expectEditorsDay();

  // The day before: nothing of the editor's.
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await setDays(yesterday, yesterday);
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toHaveText(t.table.empty);
  await setDays(today, today);
  await expectEditorsDay();

  // A reload (or the same address shared) shows the same filters and rows.
  await page.reload();
  await expect(page).toHaveURL(atPath(baseURL, 'audit'));
  await expect(page.getByRole('combobox', { name: a.user, exact: true })).toHaveValue(author);
  await expect(page.getByRole('textbox', { name: a.from, exact: true })).toHaveValue(day(today));
  await expect(page.getByRole('textbox', { name: a.to, exact: true })).toHaveValue(day(today));
  await expectEditorsDay();

  // A row opens its record's history.
  await bodyRows(table).nth(0).getByRole('cell').nth(4).click();
  const panel = historyPanel(page, `${code} ${name} (${a.kinds.direction})`);
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expectEntry(panel.getByRole('listitem').first(), t, 'changed', author, [
    [t.fields.nameEn, `${name} en`, `${name} new`],
  ]);
});
