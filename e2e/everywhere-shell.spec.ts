import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { SHOWN_ON_KEY } from '../src/web/app/shell/notifications/auto-open';
import { button, signInIn } from './educational-support';
import { dialog, settled } from './reference-support';
import { chooseLanguage, loginField, signInByForm, type Texts, texts, toast } from './support';

/*
 * What holds on every screen (decision 0036), on the shell around a modal screen (the educational screen's university form):
 * the bell closes on Escape and outside and never opens by itself over a modal; a 400 naming a field is
 * shown under it and not as a toast; a toast keeps clear of the modal's close cross and goes once the
 * save is corrected; the tab names the screen; sign-in focuses the login; "sign out on all devices" asks
 * first and the other device is told why. SHOTS_DIR=<folder> also writes the screenshots.
 */
test.slow();

type Language = 'ru' | 'kg' | 'en';
const switcherLabel = { ru: 'Rus', kg: 'Kyr', en: 'En' } as const;
const UPD_VUZ = '**/api/v1/ministerstvo/upd-vuz*';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the screen');
  return box;
};

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

const bell = (page: Page, t: Texts) =>
  page.getByRole('button', { name: new RegExp(`^${t.notifications.bell.replace('{{count}}', '\\d+')}$`) });
const news = (page: Page, t: Texts) => page.getByRole('dialog', { name: t.notifications.title });

/** Opens the university form (the ministry and the university are chosen by themselves). */
async function openUniversity(page: Page, t: Texts): Promise<Locator> {
  await button(page, t.educational.buttons.editVuz).click();
  const vuz = dialog(page, t.educational.vuz.title);
  await settled(vuz);
  return vuz;
}

/** A phone unique to the run, as the contract's rule takes it. */
const newPhone = () => `+996 555 ${String(Math.floor(100_000 + Math.random() * 899_999))}`;

for (const language of ['ru', 'en'] as const) {
  const t = texts[language];

  test(`the bell closes on Escape and on a click outside; the tab names the screen (${language})`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`login?lang=${language}`);
    await expect(loginField(page, t)).toBeFocused();
    await expect(page).toHaveTitle(`АИС1 · ${t.login.tabTitle}`);
    await signInIn(page, baseURL, language);
    await expect(page).toHaveTitle(`АИС1 · ${t.routes.educational}`);

    await bell(page, t).click();
    await expect(news(page, t)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(news(page, t)).toBeHidden();
    await bell(page, t).click();
    await expect(news(page, t)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(news(page, t)).toBeHidden();

    // Navigation and a change of language rename the tab.
    await page
      .getByRole('navigation', { name: t.shell.menu })
      .getByRole('link', { name: t.routes.directions })
      .click();
    await expect(page).toHaveTitle(`АИС1 · ${t.routes.directions}`);
    const other: Language = language === 'ru' ? 'kg' : 'ru';
    await chooseLanguage(page, switcherLabel[other]);
    await expect(page).toHaveTitle(`АИС1 · ${texts[other].routes.directions}`);
  });

  test(`a refused field is shown under it, not as a toast; a toast keeps clear of the close cross and goes once corrected (${language})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInIn(page, baseURL, language);
    const vuz = await openUniversity(page, t);
    const phone = vuz.getByLabel(t.educational.vuz.tel);

    // The form checks the phone itself, so the server's own refusal is reached by changing the payload on
    // its way: the real server answers 400 naming the field "tel".
    let refusal = '';
    await page.route(UPD_VUZ, async (route) => {
      const body = { ...route.request().postDataJSON(), tel: '12' };
      const response = await route.fetch({ postData: JSON.stringify(body) });
      const json = await response.json();
      expect(response.status()).toBe(400);
      expect(json.field).toBe('tel');
      refusal = json.message;
      await route.fulfill({ response });
    });
    await phone.fill(newPhone());
    await vuz.getByRole('button', { name: t.form.save }).click();
    await expect.poll(() => refusal).not.toBe('');
    expect(refusal).toContain(t.educational.vuz.tel);
    await expect(vuz.getByText(refusal, { exact: true })).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    await expect(toast(page, refusal)).toHaveCount(0);
    await page.unroute(UPD_VUZ);

    // A failure that names no field is a toast: beside the modal, never over its close cross or fields.
    await page.route(UPD_VUZ, (route) => route.abort('connectionrefused'));
    await phone.fill(newPhone());
    await vuz.getByRole('button', { name: t.form.save }).click();
    const failure = toast(page, t.errors.internet);
    await expect(failure).toBeVisible();
    const shownAt = Date.now();
    const cross = vuz.getByRole('button', { name: t.modal.close, exact: true });
    const content = page.locator('.mantine-Modal-content');
    expect(overlaps(await boxOf(failure), await boxOf(cross))).toBe(false);
    expect(overlaps(await boxOf(failure), await boxOf(content)), 'beside the modal at 1440 px').toBe(false);
    await shot(page, `modal-toast-${language}-1440`);

    // Corrected (the connection is back) and saved: the stale error toast goes at once, not after its 5 s.
    await page.unroute(UPD_VUZ);
    await vuz.getByRole('button', { name: t.form.save }).click();
    await expect(toast(page, t.sms.toast2)).toBeVisible();
    await expect(failure).toHaveCount(0, { timeout: 1_500 });
    expect(Date.now() - shownAt, 'gone before its own 5 s').toBeLessThan(4_500);
    await expect(vuz).toBeHidden();
  });

  test(`on a phone the toast goes below the modal's close cross (${language})`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInIn(page, baseURL, language);
    const vuz = await openUniversity(page, t);
    await page.route(UPD_VUZ, (route) => route.abort('connectionrefused'));
    await vuz.getByLabel(t.educational.vuz.tel).fill(newPhone());
    await vuz.getByRole('button', { name: t.form.save }).click();
    const failure = toast(page, t.errors.internet);
    await expect(failure).toBeVisible();
    const cross = vuz.getByRole('button', { name: t.modal.close, exact: true });
    expect(overlaps(await boxOf(failure), await boxOf(cross))).toBe(false);
    expect((await boxOf(failure)).y).toBeGreaterThan((await boxOf(cross)).y + 200);
    await shot(page, `modal-toast-${language}-390`);
  });
}

/** The day the bell last opened by itself, as it remembers it. */
const shownOn = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), SHOWN_ON_KEY);

test.describe('the bell opening by itself', () => {
  // A user who has not seen today's notifications.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('waits while a modal is open and opens once it closes (kg)', async ({ page, baseURL }) => {
    const t = texts.kg;
    await page.clock.install({ time: new Date('2026-11-25T09:00:00') });
    await signInIn(page, baseURL, 'kg');
    const vuz = await openUniversity(page, t);
    await page.clock.runFor(16_000);
    await expect(bell(page, t)).toBeVisible();
    // Past its 15 s: not over the modal. The timers ran within runFor, so an opening would already have
    // marked the day as shown.
    await page.clock.runFor(2_000);
    expect(await shownOn(page)).toBeNull();
    await expect(news(page, t)).toBeHidden();
    await vuz.getByRole('button', { name: t.form.cancel, exact: true }).click();
    await expect(vuz).toBeHidden();
    await expect(news(page, t)).toBeVisible();
    expect(await shownOn(page)).toBe('2026-11-25');
  });
});

/** A second browser signed in as the same user: "another device". */
async function otherDevice(browser: Browser, baseURL: string | undefined, language: Language) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: test.info().project.use.storageState,
  });
  const page = await context.newPage();
  // A session of its own, through the form: the shared one is this device's.
  await page.goto(`login?lang=${language}`);
  await signInByForm(page, baseURL, texts[language]);
  return { context, page };
}

for (const language of ['ru', 'kg', 'en'] as const) {
  const t = texts[language];

  test(`"sign out on all devices" asks first; the other device is told why (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const other = await otherDevice(browser, baseURL, language);
    await signInIn(page, baseURL, language);
    const menu = page.getByRole('button', { name: /Администратор Демо/ });
    await menu.click();
    await page.getByRole('menuitem', { name: t.logout.everywhere, exact: true }).click();
    const question = dialog(page, t.logout.everywhereTitle);
    await settled(question);
    await expect(question).toContainText(t.logout.everywhereQuestion);
    await shot(page, `sign-out-all-question-${language}`);
    // Declined: nothing ends.
    await question.getByRole('button', { name: t.confirmDelete.close, exact: true }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: t.routes.educational })).toBeVisible();

    // The sidebar's entry asks too; confirmed, this device signs out.
    const sidebar = page.getByRole('navigation', { name: t.shell.menu });
    await sidebar.getByRole('button', { name: t.logout.everywhere, exact: true }).click();
    await settled(question);
    await question.getByRole('button', { name: t.logout.everywhere, exact: true }).click();
    await expect(loginField(page, t)).toBeVisible();

    // The other device's next call says why, naming when.
    await other.page
      .getByRole('navigation', { name: t.shell.menu })
      .getByRole('link', { name: t.routes.directions })
      .click();
    await expect(loginField(other.page, t)).toBeVisible();
    const when = /\d\d\.\d\d\.\d{4}.*\d\d:\d\d/;
    const reason = other.page.getByRole('alert').filter({ hasText: when });
    await expect(reason).toBeVisible();
    await expect(reason).toContainText(t.logout.everywhere);
    await expect(other.page.getByRole('alert').filter({ hasText: t.session.expired })).toHaveCount(0);
    await shot(other.page, `signed-out-reason-${language}`);
    await other.context.close();
  });
}
