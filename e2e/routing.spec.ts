import { expect, test } from '@playwright/test';
import { atPath, basePathOf, loginField, signIn, signInShared, texts } from './support';

test.describe('routing rules (SPEC §2)', { tag: '@base-path' }, () => {
  // One page throughout: signed out first, then with the shared session (each step needs no fresh page).
  test('signed out, a guarded route, an unknown path or one outside the base goes to login; signed in, to the educational screen', async ({
    page,
    baseURL,
  }) => {
    // With the base at the root no path lies outside it.
    const outside = basePathOf(baseURL) !== '/';
    const toLogin = async (path: string) => {
      await page.goto(path);
      await expect(page).toHaveURL(atPath(baseURL, 'login'));
      await expect(loginField(page)).toBeVisible();
    };
    await test.step('a signed-out user on a guarded route is sent to login', async () => {
      for (const path of ['educational', 'departments', 'commission/speciality']) await toLogin(path);
    });
    await test.step('an unknown path under the base goes to login', () => toLogin('no/such/screen'));
    if (outside)
      await test.step('a path outside the base path shows the login screen', () =>
        toLogin('/elsewhere/direction'));

    await signInShared(page, baseURL);
    await test.step('a signed-in user opening login is sent to the educational screen', async () => {
      await page.goto('login');
      await expect(page).toHaveURL(atPath(baseURL, 'educational'));
      await expect(page.getByRole('heading', { level: 1, name: texts.ru.routes.educational })).toBeVisible();
    });
    await test.step('signed in, an unknown path or the base itself goes to the educational screen', async () => {
      await page.goto('no/such/screen');
      await expect(page).toHaveURL(atPath(baseURL, 'educational'));
      await page.goto('');
      await expect(page).toHaveURL(atPath(baseURL, 'educational'));
    });
    if (outside)
      await test.step('signed in, a path outside the base path goes to the educational screen', async () => {
        await page.goto('/elsewhere');
        await expect(page).toHaveURL(atPath(baseURL, 'educational'));
      });
  });

  test('an earlier address of a renamed screen opens it at its new address, query and fragment kept', async ({
    page,
    baseURL,
  }) => {
    // docs/glossary.md, "Names in the code": each old address → the screen's new one.
    const renamed = [
      { old: 'evaluation-rule', query: '?rule=2&q=x#top', now: 'grading-rules', key: 'gradingRules' },
      { old: 'audience', query: '?building=1#top', now: 'classrooms', key: 'classrooms' },
      { old: 'state-member', query: '?page=3#top', now: 'commission', key: 'commission' },
      {
        old: 'spec-member',
        query: '?page=3#top',
        now: 'commission/speciality',
        key: 'specialityCommission',
      },
      { old: 'kafedra', query: '?q=%D0%BF#top', now: 'departments', key: 'departments' },
      { old: 'position-teaching', query: '?year=1#top', now: 'positions', key: 'positions' },
      { old: 'qual', query: '?page=2&q=a#top', now: 'qualifications', key: 'qualifications' },
      { old: 'direction', query: '?q=580100#top', now: 'directions', key: 'directions' },
      { old: 'level', query: '?page=1#top', now: 'levels', key: 'levels' },
      { old: 'speciality', query: '?q=080105#top', now: 'speciality-names', key: 'specialityNames' },
    ] as const;
    const sidebar = page.getByRole('navigation', { name: texts.ru.shell.menu });
    const at = (path: string) =>
      new RegExp(`^https?://[^/]+${basePathOf(baseURL)}${path.replace(/[?#]/g, '\\$&')}$`);
    await signInShared(page, baseURL);
    for (const { old, query, now, key } of renamed)
      await test.step(`${old} → ${now}`, async () => {
        await page.goto(`${old}${query}`);
        await expect(page).toHaveURL(at(`${now}${query}`));
        const title = texts.ru.routes[key];
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // One lit item in the sidebar, the screen's own (the commission's stays dark under it).
        await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
        await expect(sidebar.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
        // In any letter case, with a trailing slash.
        await page.goto(`${old.toUpperCase()}/?page=2`);
        await expect(page).toHaveURL(at(`${now}?page=2`));
      });
  });

  test('a loading text shows while the first session check runs', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/auth/check*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('login');
    await expect(page.getByText(texts.ru.loading.session)).toBeVisible();
    await expect(loginField(page)).toHaveCount(0);
    release();
    await expect(loginField(page)).toBeVisible();
    await expect(page.getByText(texts.ru.loading.session)).toHaveCount(0);
  });

  test("a screen's lazy chunk shows 'Загрузка...' while it loads", async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    // A click keeps the previous screen up while the next loads (a router transition); opening the address
    // directly is when the fallback shows.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/classrooms-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('classrooms');
    await expect(page.getByRole('navigation', { name: texts.ru.shell.menu })).toBeVisible();
    await expect(page.getByText('Загрузка...', { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('table', { name: texts.ru.routes.classrooms })).toBeVisible();
    await expect(page.getByText('Загрузка...', { exact: true })).toHaveCount(0);
  });
});
