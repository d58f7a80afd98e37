import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { signIn, texts } from './support';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as a script of the test, which the app's CSP would rightly refuse.
test.use({ bypassCSP: true });

interface AxeResult {
  violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>;
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(
    async () =>
      (await (
        window as unknown as { axe: { run: () => Promise<AxeResult> } }
      ).axe.run()) as unknown as AxeResult,
  );
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test.describe('accessibility (axe-core)', () => {
  for (const language of ['ru', 'kg', 'en'] as const) {
    test(`login page in ${language}`, async ({ page }) => {
      await page.goto(`login?lang=${language}`);
      await expect(
        page.getByRole('heading', { level: 1, name: texts[language].login.welcome }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('login page with a validation message', async ({ page }) => {
    await page.goto('login');
    await page.getByRole('button', { name: texts.ru.login.submit }).click();
    await expect(page.getByText('Логин не может быть меньше 2 символов')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('shell, collapsed and expanded', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await expect(page.getByTestId('user-name')).not.toBeEmpty();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: texts.ru.shell.menu }).hover();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the sidebar can be used with the keyboard alone', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    const sidebar = page.getByRole('navigation', { name: texts.ru.shell.menu });
    const target = sidebar.getByRole('link', { name: texts.ru.routes.audience });
    for (
      let presses = 0;
      presses < 30 && !(await target.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    // Keyboard focus widens the sidebar so the focused label can be read.
    await expect(sidebar.getByText(texts.ru.routes.audience, { exact: true })).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: texts.ru.routes.audience })).toBeVisible();
  });
});
