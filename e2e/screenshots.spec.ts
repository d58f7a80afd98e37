import { expect, test } from '@playwright/test';
import { signIn, texts } from './support';

/*
 * Not a check but pictures to look at: `SCREENSHOTS=1 npx playwright test screenshots --project=root`
 * writes the login page and the shell (collapsed and hovered) in every language into screenshots/.
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

for (const language of ['ru', 'kg', 'en'] as const) {
  test(`screenshots in ${language}`, async ({ page, baseURL }) => {
    const t = texts[language];
    await page.goto(`login?lang=${language}`);
    await expect(page.getByText(t.login.tagline)).toBeVisible();
    await page.screenshot({ path: `screenshots/${language}-login.png` });

    await page.getByRole('button', { name: t.login.submit }).click();
    await expect(page.getByText(t.login.tooShort.replace('{{min}}', '2'))).toBeVisible();
    await page.screenshot({ path: `screenshots/${language}-login-invalid.png` });

    await signIn(page, baseURL, t);
    await expect(page.getByTestId('user-name')).not.toBeEmpty();
    await page.screenshot({ path: `screenshots/${language}-shell.png` });

    const sidebar = page.getByRole('navigation', { name: t.shell.menu });
    await sidebar.hover();
    await expect(sidebar.getByText(t.shell.generalReference)).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `screenshots/${language}-shell-hover.png` });

    await page.mouse.move(900, 500);
    await page.setViewportSize({ width: 420, height: 800 });
    await page.screenshot({ path: `screenshots/${language}-shell-narrow.png` });
  });
}
