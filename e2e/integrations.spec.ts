import { expect, type Locator, type Page, test } from '@playwright/test';
import { dialog, settled, unique } from './reference-support';
import {
  screenshotsInEachLanguage,
  signInShared,
  startScreenshots,
  type Texts,
  texts,
  toast,
} from './support';
import { field, pickOption } from './users-support';

/*
 * The integrations screen (decision 0075) as an administrator runs it: a client for another system is added
 * with its permissions and faculty, its secret shown once (closing before copying asks), the secret really
 * gets a token (its record of calls shows it), and the revoke stops it; a second tab's stale revoke changes
 * nothing. Clients are unique per test (the tests share the database).
 */
const t = texts.ru;

// Tokens are asked of the server directly, as the other system would.
const tokenWith = (page: Page, clientId: string, secret: string) =>
  page.request.post('/api/integration/v1/token', {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });

const clientRow = (page: Page, name: string): Locator =>
  page.getByRole('table', { name: t.routes.integrations }).locator('tbody tr').filter({ hasText: name });

async function openIntegrations(page: Page, baseURL: string | undefined, tx: Texts = t) {
  await signInShared(page, baseURL, tx);
  await page.goto('integrations');
  await expect(page.getByRole('heading', { level: 1, name: tx.routes.integrations })).toBeVisible();
}

/** Fills the add form: the name, reading plans besides the structure, and one faculty only. */
async function fillNewClient(page: Page, form: Locator, name: string, tx: Texts = t) {
  await field(form, tx.integrations.name).fill(name);
  await pickOption(page, form, tx.integrations.scopes, tx.integrations.scopeNames.plansRead);
  // The multiselect stays open for more: a click on the form's title closes it.
  await form.getByRole('heading', { name: tx.integrations.addTitle }).click();
  await form.getByRole('checkbox', { name: tx.integrations.allFaculties }).uncheck();
  await field(form, tx.integrations.faculties).click();
  await page.getByRole('option').first().click();
  await form.getByRole('heading', { name: tx.integrations.addTitle }).click();
}

test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a client is added once, its secret shown once gets a token, and its revoke stops it', async ({
  page,
  baseURL,
}) => {
  const name = `Расписание ${unique()}`;
  await openIntegrations(page, baseURL);
  await page.getByRole('button', { name: t.integrations.add }).click();
  const form = dialog(page, t.integrations.addTitle);
  await fillNewClient(page, form, name);
  // A double click registers one client.
  await form.getByRole('button', { name: t.form.save }).dblclick();

  const keys = dialog(page, t.integrations.secretTitle.replace('{{name}}', name));
  await settled(keys);
  const [clientId, secret] = await keys.locator('code').allInnerTexts();
  if (!clientId || !secret) throw new Error('the credentials are not shown');
  await expect(keys).toContainText('/api/integration/v1/token');
  // Closing before the secret was copied asks first; going back keeps the credentials on screen.
  await keys.getByRole('button', { name: t.integrations.saved }).click();
  const ask = dialog(page, t.integrations.closeUncopiedTitle);
  await ask.getByRole('button', { name: t.integrations.keepOpen }).click();
  await expect(keys.locator('code').nth(1)).toHaveText(secret);
  await keys.getByRole('button', { name: `${t.copyable.action}: ${t.integrations.secret}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await keys.getByRole('button', { name: t.integrations.saved }).click();
  await expect(keys).toBeHidden();

  const row = clientRow(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(clientId);
  await expect(row).toContainText(t.integrations.never);
  await expect(row).toContainText(t.integrations.scopeNames.plansRead);

  expect((await tokenWith(page, clientId, secret)).status()).toBe(200);
  await page.reload();
  await expect(clientRow(page, name)).not.toContainText(t.integrations.never);
  // Its record of calls holds the token request, with its answer.
  await clientRow(page, name)
    .getByRole('button', { name: `${t.integrations.calls}: ${name}` })
    .click();
  const calls = dialog(page, t.integrations.callsTitle.replace('{{name}}', name));
  await expect(calls.getByRole('row').filter({ hasText: 'POST /api/integration/v1/token' })).toContainText(
    '200',
  );
  await page.keyboard.press('Escape');
  await expect(calls).toBeHidden();

  // A second tab still shows the client in use; the first revokes it.
  const other = await page.context().newPage();
  await other.goto('integrations');
  await expect(clientRow(other, name)).toContainText(t.integrations.active);
  const revokeLabel = `${t.integrations.revoke}: ${name}`;
  await clientRow(page, name).getByRole('button', { name: revokeLabel }).click();
  const confirm = dialog(page, t.integrations.revokeTitle);
  await expect(confirm).toContainText(clientId);
  await confirm.getByRole('button', { name: t.integrations.revoke }).click();
  await expect(toast(page, t.integrations.revokedDone.replace('{{name}}', name))).toBeVisible();
  await expect(clientRow(page, name)).toContainText(t.integrations.revoked);
  expect((await tokenWith(page, clientId, secret)).status()).toBe(401);

  // The stale tab's revoke is refused and its list catches up; nothing else changes.
  await clientRow(other, name).getByRole('button', { name: revokeLabel }).click();
  await dialog(other, t.integrations.revokeTitle)
    .getByRole('button', { name: t.integrations.revoke })
    .click();
  await expect(clientRow(other, name)).toContainText(t.integrations.revoked);
  await expect(clientRow(other, name).getByRole('button', { name: revokeLabel })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('bad input is refused with its reason, under its field, registering nothing', async ({
  page,
  baseURL,
}) => {
  const name = `Журнал ${unique()}`;
  await openIntegrations(page, baseURL);
  await page.getByRole('button', { name: t.integrations.add }).click();
  const form = dialog(page, t.integrations.addTitle);
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(form).toContainText(t.form.required);
  await fillNewClient(page, form, name);
  await form.getByRole('button', { name: t.form.save }).click();
  const keys = dialog(page, t.integrations.secretTitle.replace('{{name}}', name));
  await settled(keys);
  await keys.getByRole('button', { name: t.integrations.saved }).click();
  await dialog(page, t.integrations.closeUncopiedTitle)
    .getByRole('button', { name: t.integrations.closeAnyway })
    .click();
  await expect(keys).toBeHidden();

  // The same name again, in other letters' case: refused under the name, naming it.
  await page.getByRole('button', { name: t.integrations.add }).click();
  const again = dialog(page, t.integrations.addTitle);
  await field(again, t.integrations.name).fill(name.toUpperCase());
  await again.getByRole('button', { name: t.form.save }).click();
  await expect(again).toContainText(name.toUpperCase());
  await expect(again).toBeVisible();
  await expect(clientRow(page, name)).toHaveCount(1);
});

screenshotsInEachLanguage(
  'integrations',
  (language) => `the integrations screen, its form and a new client's credentials in ${language}`,
  async ({ page, baseURL, tx, shot }) => {
    await startScreenshots(page, baseURL, tx, 'integrations');
    await expect(page.getByRole('heading', { level: 1, name: tx.routes.integrations })).toBeVisible();
    await expect(page.getByRole('table', { name: tx.routes.integrations })).toBeVisible();
    await shot('list');
    // The demo client's record of calls, one of them through X-Road.
    const demo = 'Расписание (демо)';
    await page
      .getByRole('table', { name: tx.routes.integrations })
      .locator('tbody tr')
      .filter({ hasText: demo })
      .getByRole('button', { name: `${tx.integrations.calls}: ${demo}` })
      .click();
    const calls = dialog(page, tx.integrations.callsTitle.replace('{{name}}', demo));
    await expect(calls).toContainText('KG/GOV/70000001/timetable');
    await settled(calls);
    await shot('calls', false);
    await page.keyboard.press('Escape');
    await expect(calls).toBeHidden();
    await page.getByRole('button', { name: tx.integrations.add }).click();
    const form = dialog(page, tx.integrations.addTitle);
    const name = `${tx.integrations.name} ${unique()}`;
    await fillNewClient(page, form, name, tx);
    await settled(form);
    await shot('form', false);
    await form.getByRole('button', { name: tx.form.save }).click();
    const keys = dialog(page, tx.integrations.secretTitle.replace('{{name}}', name));
    await settled(keys);
    await shot('credentials', false);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('credentials-390', false);
    await keys.getByRole('button', { name: `${tx.copyable.action}: ${tx.integrations.secret}` }).click();
    await keys.getByRole('button', { name: tx.integrations.saved }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shot('list-390', false);
  },
);
