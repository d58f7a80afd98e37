import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  atPath,
  basePathOf,
  chooseLanguage,
  loginField,
  passwordField,
  signIn,
  signInShared,
  submitButton,
  type Texts,
  texts,
  toast,
} from './support';

test.describe('session', () => {
  test('a session ended on the server: the next call shows session-expired and lands on login', {
    tag: '@base-path',
  }, async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await page.getByRole('link', { name: texts.ru.routes.directions }).click();
    // The screen's own list call must be answered before the session ends, or it would be the one to get 401.
    const table = page.getByRole('table', { name: texts.ru.routes.directions });
    await expect(table.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    // page.request shares the page's cookie: this ends the very session the page is using.
    const ended = await page.request.get('/api/v1/auth/logout');
    expect(ended.status()).toBe(200);

    // A language switch asks the server again for the user's name: the next call, answered 401.
    await chooseLanguage(page, 'En');
    await expect(toast(page, texts.en.session.expired)).toBeVisible();
    await expect(page).toHaveURL(atPath(baseURL, 'login'));
    await expect(loginField(page, texts.en)).toBeVisible();

    // Truly signed out: a guarded route sends back to login.
    await page.goto('departments');
    await expect(page).toHaveURL(atPath(baseURL, 'login'));
  });

  test('logout ends the session, shows the server message and goes to login', { tag: '@base-path' }, async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    const sidebar = page.getByRole('navigation', { name: texts.ru.shell.menu });
    const answer = page.waitForResponse((response) => response.url().includes('/api/v1/auth/logout'));
    await sidebar.getByRole('link', { name: texts.ru.logout.action, exact: true }).click();
    const body = (await (await answer).json()) as { message: string };
    expect(body.message).toBeTruthy();
    await expect(toast(page, body.message)).toBeVisible();
    await expect(page).toHaveURL(atPath(baseURL, 'login'));

    // The server forgot the session: a reload of a guarded screen stays signed out.
    await page.goto('educational');
    await expect(page).toHaveURL(atPath(baseURL, 'login'));
    const check = await page.request.post('/api/v1/auth/check');
    expect(check.status()).toBe(401);
  });

  test('opening the logout address directly also signs out', { tag: '@base-path' }, async ({
    page,
    baseURL,
  }) => {
    await signInShared(page, baseURL);
    await page.goto('logout');
    await expect(page).toHaveURL(atPath(baseURL, 'login'));
    await page.goto('directions');
    await expect(page).toHaveURL(atPath(baseURL, 'login'));

    // Signed out, the logout address just leads to login, without a call or a session-expired toast.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/logout')) calls.push(request.url());
    });
    await page.goto('logout');
    await expect(page).toHaveURL(atPath(baseURL, 'login'));
    await expect(loginField(page)).toBeVisible();
    await expect(toast(page, texts.ru.session.expired)).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test('no connection to the server shows the internet error', async ({ page, baseURL }) => {
    // The toast's 5 s on a fake clock, which stands still from the click on (no real wait, and no slow
    // step can use up part of the 5 s).
    await page.clock.install();
    await page.goto('login');
    await page.route('**/api/v1/auth/login*', (route) => route.abort('internetdisconnected'));
    await loginField(page).fill('admin');
    await page.getByLabel(texts.ru.login.password, { exact: true }).fill('admin');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: texts.ru.login.submit }).click();
    // The paused clock also holds the toast's way in (its queue and enter transition, about 0.3 s): step
    // it 50 ms at a time until the toast is there, so only that much of its 5 s goes by.
    const shown = toast(page, texts.ru.errors.internet);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return shown.isVisible();
        },
        { intervals: [0] },
      )
      .toBe(true);
    await expect(page).toHaveURL(atPath(baseURL, 'login'));
    // Toasts close by themselves after 5 s.
    await page.clock.runFor(4_000);
    await expect(toast(page, texts.ru.errors.internet)).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(toast(page, texts.ru.errors.internet)).toBeHidden();
  });

  test('an answer that is not the envelope shows the unknown error', async ({ page, baseURL }) => {
    await page.goto('login');
    await page.route('**/api/v1/auth/login*', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await loginField(page).fill('admin');
    await page.getByLabel(texts.ru.login.password, { exact: true }).fill('admin');
    await page.getByRole('button', { name: texts.ru.login.submit }).click();
    await expect(toast(page, texts.ru.errors.unknown)).toBeVisible();
    await expect(page).toHaveURL(atPath(baseURL, 'login'));
  });
});

test.describe('signing in again returns to the screen (decision 0012)', { tag: '@base-path' }, () => {
  /** Fills and sends the sign-in form (in the language of t), without waiting for a screen. */
  async function submitSignIn(page: Page, t: Texts = texts.ru): Promise<void> {
    await loginField(page, t).fill(ADMIN.login);
    await passwordField(page, t).fill(ADMIN.password);
    await submitButton(page, t).click();
  }

  const exactly = (baseURL: string | undefined, pathAndQuery: string) =>
    new RegExp(`^https?://[^/]+${basePathOf(baseURL)}${pathAndQuery.replace(/[?]/g, '\\?')}$`);

  test('after the session expired, the screen and its query string', async ({ page, baseURL }) => {
    await signInShared(page, baseURL);
    await page.goto('qualifications?page=2');
    // The list's own call must be answered before the session ends, or it would be the one to get 401.
    const table = page.getByRole('table', { name: texts.ru.routes.qualifications });
    await expect(table.locator('tbody tr').first().getByRole('cell').first()).toHaveText(/^\d+$/);
    expect((await page.request.get('/api/v1/auth/logout')).status()).toBe(200);

    // The next call (the user's name, asked again in the new language) gets 401.
    await chooseLanguage(page, 'En');
    await expect(toast(page, texts.en.session.expired)).toBeVisible();
    await expect(page).toHaveURL(atPath(baseURL, 'login'));
    await submitSignIn(page, texts.en);
    await expect(page).toHaveURL(exactly(baseURL, 'qualifications?page=2'));
    await expect(page.getByRole('heading', { level: 1, name: texts.en.routes.qualifications })).toBeVisible();
  });

  test('a deep link opened signed out', async ({ page, baseURL }) => {
    await page.goto('commission?page=3');
    await expect(page).toHaveURL(atPath(baseURL, 'login'));
    await expect(loginField(page)).toBeVisible();
    // A reload of the sign-in page keeps the way back.
    await page.reload();
    await submitSignIn(page);
    await expect(page).toHaveURL(exactly(baseURL, 'commission?page=3'));
    await expect(page.getByRole('heading', { level: 1, name: texts.ru.routes.commission })).toBeVisible();
  });

  test('signing out and in again lands on the educational screen', async ({ page, baseURL }) => {
    await signInShared(page, baseURL);
    await page.goto('departments');
    await page
      .getByRole('navigation', { name: texts.ru.shell.menu })
      .getByRole('link', { name: texts.ru.logout.action, exact: true })
      .click();
    await expect(page).toHaveURL(exactly(baseURL, 'login'));
    await submitSignIn(page);
    await expect(page).toHaveURL(atPath(baseURL, 'educational'));
  });

  // Anything but a screen of this app is ignored: sign-in lands on the educational screen. One page signs in
  // with each, and out again between them.
  test('a hostile or foreign next is ignored', async ({ page, baseURL }) => {
    // Eleven sign-ins, each loading the educational screen: 27 s on a quiet machine, over its 30 s on a loaded one.
    test.slow();
    for (const next of [
      '//evil.com',
      'https://evil.com/',
      '/\\evil.com',
      '\\\\evil.com',
      'javascript:alert(1)',
      '/api/v1/auth/check',
      '/logout',
      '/login',
      '/qualifications/../../evil',
      '/%2F%2Fevil.com',
      'qualifications',
    ]) {
      await test.step(next, async () => {
        await page.goto(`login?next=${encodeURIComponent(next)}`);
        await submitSignIn(page);
        // The educational screen then puts its own place in the address (the only ministry and university).
        await expect(page).toHaveURL(atPath(baseURL, 'educational'));
        expect(page.url()).not.toMatch(/evil|next=/);
        await expect(
          page.getByRole('heading', { level: 1, name: texts.ru.routes.educational }),
        ).toBeVisible();
        expect((await page.request.get('/api/v1/auth/logout')).status()).toBe(200);
      });
    }
  });

  test('a valid next is followed also when already signed in', async ({ page, baseURL }) => {
    await signInShared(page, baseURL);
    await page.goto(`login?next=${encodeURIComponent('/Classrooms?x=1')}`);
    await expect(page).toHaveURL(exactly(baseURL, 'classrooms?x=1'));
  });
});
