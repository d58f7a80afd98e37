import { expect, test } from '@playwright/test';
import { atPath, chooseLanguage, screens, signIn, texts } from './support';

const t = texts.ru;
/** Screens that open on a choice rather than a list. */
const commissionScreens = new Set<string>(['commission', 'commission/speciality']);

test.describe('shell', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page, baseURL);
  });

  test('the sidebar leads to every screen, and the header shows its title once', {
    tag: '@base-path',
  }, async ({ page, baseURL }) => {
    const sidebar = page.getByRole('navigation', { name: t.shell.menu });
    // Start elsewhere so that the educational link is a real navigation too.
    await sidebar.getByRole('link', { name: t.routes.departments }).click();
    for (const screen of [...screens].reverse()) {
      const title = t.routes[screen.key];
      await sidebar.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(atPath(baseURL, screen.path));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // One title: the header's, not repeated as a page heading.
      await expect(page.getByRole('heading', { name: title })).toHaveCount(1);
      if (screen.path === 'educational') {
        // The educational screen (decision 0014) starts with its cascade, not a list.
        await expect(page.getByRole('combobox', { name: t.educational.level.ministry })).toBeVisible();
      } else if (screen.path === 'new-year') {
        // The new academic year (decision 0048) starts with its choices.
        await expect(page.getByRole('combobox', { name: t.newYear.yearFrom, exact: true })).toBeVisible();
      } else if (screen.path === 'overview') {
        // The overview starts with its year, its charts under it.
        await expect(page.getByRole('combobox', { name: t.overview.year, exact: true })).toBeVisible();
      } else if (screen.path === 'licence') {
        // The licence screen (decision 0060) shows the licence in force, the demo's.
        await expect(page.getByRole('table', { name: t.licencePanel.inForce })).toBeVisible();
      } else if (commissionScreens.has(screen.path)) {
        // The commission screens (decision 0022) start with the faculty to choose.
        await expect(page.getByRole('combobox', { name: t.commission.faculty, exact: true })).toBeVisible();
      } else {
        await expect(page.getByRole('table', { name: title })).toBeVisible();
      }
      await expect(sidebar.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the sidebar is narrow and shows its labels on mouse hover', async ({ page }) => {
    const sidebar = page.getByRole('navigation', { name: t.shell.menu });
    const label = sidebar.getByText(t.routes.commission, { exact: true });
    const narrow = (await sidebar.boundingBox())?.width ?? 0;
    expect(narrow).toBeLessThan(80);
    await expect(label).toHaveCSS('opacity', '0');
    await expect(sidebar.getByText(t.shell.generalReference)).toHaveCSS('opacity', '0');
    const content = page.getByRole('combobox', { name: t.educational.level.ministry });
    const contentBefore = await content.boundingBox();
    expect(contentBefore?.x).toBeGreaterThan(narrow);

    await sidebar.hover();
    await expect(label).toHaveCSS('opacity', '1');
    await expect(sidebar.getByText(t.shell.generalReference)).toHaveCSS('opacity', '1');
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeGreaterThan(250);
    await expect(sidebar.getByText(/© \d{4} АИС\./)).toBeVisible();
    await expect(sidebar.getByText('Версия 2.0.0')).toBeVisible();
    // The page content keeps its place: the wide sidebar lies over it.
    expect(await content.boundingBox()).toEqual(contentBefore);

    await page.mouse.move(900, 500);
    await expect(label).toHaveCSS('opacity', '0');
    await expect(sidebar.getByText('Версия 2.0.0')).toBeHidden();
  });

  test('the hovered sidebar fits every label in every language', async ({ page }) => {
    for (const [label, language] of [
      ['Kyr', 'kg'],
      ['En', 'en'],
      ['Rus', 'ru'],
    ] as const) {
      await chooseLanguage(page, label);
      const sidebar = page.getByRole('navigation', { name: texts[language].shell.menu });
      await sidebar.hover();
      await expect(sidebar.getByText(texts[language].shell.generalReference)).toHaveCSS('opacity', '1');
      await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeGreaterThan(300);
      // Every screen (users too: the demo account is an administrator), sign out and sign out everywhere.
      const labels = sidebar.locator('.mantine-NavLink-label');
      await expect(labels).toHaveCount(screens.length + 2);
      const cut = await labels.evaluateAll((nodes) =>
        nodes.filter((node) => node.scrollWidth > node.clientWidth).map((node) => node.textContent),
      );
      expect(cut, `cut labels in ${language}`).toEqual([]);
      await page.mouse.move(900, 500);
    }
  });

  test('the header shows the full name from auth/user-name', async ({ page, baseURL }) => {
    let asked: unknown;
    await page.route('**/api/v1/auth/user-name*', async (route) => {
      asked = route.request().postDataJSON();
      await route.fulfill({
        json: { data: [{ fio: 'Осмонова Айгуль Бакытовна' }], error: null, message: null },
      });
    });
    await page.reload();
    await expect(page.getByTestId('user-name')).toHaveText('Осмонова Айгуль Бакытовна');
    expect(asked).toEqual({ idAvnUser: expect.any(Number) });
    await expect(page).toHaveURL(atPath(baseURL, 'educational'));
  });

  test('the real server answers the demo user name', { tag: '@base-path' }, async ({ page }) => {
    await expect(page.getByTestId('user-name')).toHaveText('Администратор Демо');
  });

  test('a reload keeps the session and the screen', { tag: '@base-path' }, async ({ page, baseURL }) => {
    await page.getByRole('link', { name: t.routes.positions }).click();
    await expect(page).toHaveURL(atPath(baseURL, 'positions'));
    await page.reload();
    await expect(page).toHaveURL(atPath(baseURL, 'positions'));
    await expect(page.getByRole('heading', { level: 1, name: t.routes.positions })).toBeVisible();
    // The tab names the screen after SPEC's abbreviation.
    await expect(page).toHaveTitle(`АИС1 · ${t.routes.positions}`);
  });
});
