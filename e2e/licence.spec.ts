import { expect, type Page, test } from '@playwright/test';
import { messages as server } from '../src/server/core/messages';
import { atPath, signIn, texts, toast } from './support';
import { newAccount, signInAsNew } from './users-support';

/*
 * The licence check (SPEC §4 "Licence check", §8, decision 0023) as the web app shows it: the server's verdict
 * (its answers are given here, to show each message; the server's own enforcement is proved by its API
 * tests), and a data call the server refuses for the licence. An editor or a viewer is signed out 3 s after
 * the message; an administrator is taken to the Licence screen instead, to install the next one (decision 0060).
 */
test.slow();

// The server's own sentences (SPEC §8), in English unless a test says otherwise.
const sentences = {
  violated: server.licenceViolated,
  expired: server.licenceExpired,
  absent: server.licenceAbsent,
  expiringSoon: server.licenceExpiring,
} as const;
const messages = {
  violated: sentences.violated.en,
  expired: sentences.expired.en,
  absent: sentences.absent.en,
  expiringSoon: sentences.expiringSoon.en,
} as const;

/** The server's licence verdict for this page, as getTSessionWebd answers it (in English unless given). */
async function verdictIs(page: Page, verdict: keyof typeof messages, message: string = messages[verdict]) {
  await page.route('**/api/v1/license/getTSessionWebd*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data: {
          today: '2026-11-25',
          verdict,
          message,
          validUntil: verdict === 'absent' ? null : '2026-12-31',
          noticeFrom: verdict === 'absent' ? null : '2026-12-01',
        },
        error: null,
        message: null,
      }),
    }),
  );
}

/**
 * Notes in the page, on its own clock, when `message` first shows and when the sign-in page follows: a
 * loaded machine can make the test see the message late, and the page's clock cannot be.
 */
async function timeSignOut(page: Page, message: string) {
  await page.addInitScript((text) => {
    const note = (key: string) => {
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, String(Date.now()));
    };
    const look = () => {
      if (document.body?.textContent?.includes(text)) note('signOut:shown');
      if (sessionStorage.getItem('signOut:shown') !== null && /\/login\/?$/.test(location.pathname))
        note('signOut:left');
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
    setInterval(look, 20);
  }, message);
}

/** Waits for the message, then for the sign-out about 3 s later (never at once). */
async function signedOutAfterThreeSeconds(page: Page, baseURL: string | undefined, message: string) {
  await expect(toast(page, message)).toBeVisible();
  await expect(page).toHaveURL(atPath(baseURL, 'login'), { timeout: 8_000 });
  const [shown, left] = await page.evaluate(() => [
    Number(sessionStorage.getItem('signOut:shown')),
    Number(sessionStorage.getItem('signOut:left')),
  ]);
  expect(shown).toBeGreaterThan(0);
  expect(left - shown).toBeGreaterThan(2_000);
  // Signed out for real: the shell's pages send back to the sign-in page.
  await page.goto('departments');
  await expect(page).toHaveURL(atPath(baseURL, 'login'));
}

for (const verdict of ['violated', 'expired', 'absent'] as const) {
  test(`a ${verdict} licence shows its message and signs a viewer out after 3 s`, async ({
    page,
    baseURL,
  }) => {
    await verdictIs(page, verdict);
    await timeSignOut(page, messages[verdict]);
    await signInAsNew(page, baseURL, newAccount('licence-viewer'), 'viewer');
    await signedOutAfterThreeSeconds(page, baseURL, messages[verdict]);
  });
}

test('an administrator is taken to the Licence screen after 3 s, not signed out, and stays there', async ({
  page,
  baseURL,
}) => {
  await verdictIs(page, 'expired');
  await signIn(page, baseURL);
  await expect(toast(page, messages.expired)).toBeVisible();
  await expect(page).toHaveURL(atPath(baseURL, 'licence'), { timeout: 8_000 });
  await expect(page.getByRole('heading', { level: 1, name: texts.ru.routes.licence })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.ru.licencePanel.installTitle })).toBeVisible();
  // Once the message has gone (5 s), still there and still signed in.
  await expect(toast(page, messages.expired)).toBeHidden({ timeout: 10_000 });
  await expect(page).toHaveURL(atPath(baseURL, 'licence'));
  expect((await page.request.post('/api/v1/auth/check')).status()).toBe(200);
});

test('a licence expiring soon warns and lets the user work on', async ({ page, baseURL }) => {
  await verdictIs(page, 'expiringSoon');
  await signIn(page, baseURL);
  await expect(toast(page, messages.expiringSoon)).toBeVisible();
  await page.waitForTimeout(4_000);
  await expect(page).toHaveURL(atPath(baseURL, 'educational'));
  await page
    .getByRole('navigation', { name: texts.ru.shell.menu })
    .getByRole('link', { name: texts.ru.routes.departments })
    .click();
  await expect(page.getByRole('table', { name: texts.ru.routes.departments })).toBeVisible();
});

test('the valid demo licence says nothing', async ({ page, baseURL }) => {
  const checked = page.waitForResponse((response) => response.url().includes('license/getTSessionWebd'));
  await signIn(page, baseURL);
  expect((await (await checked).json()).data.verdict).toBe('valid');
  await page.waitForTimeout(3_500);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(atPath(baseURL, 'educational'));
});

test('a data call refused for the licence (403 LICENCE) shows the message and, 3 s later, the Licence screen', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  await page.route('**/api/v1/ministerstvo/**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ data: null, error: 'LICENCE', message: messages.expired }),
    }),
  );
  await page
    .getByRole('navigation', { name: texts.ru.shell.menu })
    .getByRole('link', { name: texts.ru.routes.departments })
    .click();
  await expect(toast(page, messages.expired)).toBeVisible();
  await expect(page).toHaveURL(atPath(baseURL, 'licence'), { timeout: 8_000 });
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
  for (const language of ['ru', 'kg', 'en'] as const) {
    test(`licence warnings in ${language}`, async ({ page, baseURL }) => {
      const tx = texts[language];
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const [name, verdict, message] of [
        ['expiring', 'expiringSoon', sentences.expiringSoon[language]],
        ['expired', 'expired', sentences.expired[language]],
      ] as const) {
        await page.unrouteAll();
        await verdictIs(page, verdict, message);
        await page.goto(`login?lang=${language}`);
        await expect(page.getByText(tx.login.tagline)).toBeVisible();
        await signIn(page, baseURL, tx);
        await expect(toast(page, message)).toHaveCSS('opacity', '1');
        await page.screenshot({ path: `screenshots/${language}-licence-${name}.png` });
        if (verdict === 'expired')
          await expect(page).toHaveURL(atPath(baseURL, 'licence'), { timeout: 8_000 });
      }
    });
  }
});
