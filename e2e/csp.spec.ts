import { expect, test } from '@playwright/test';
import { signIn, texts, watchViolations } from './support';

test.describe('strict Content-Security-Policy', { tag: '@base-path' }, () => {
  test('index.html carries a fresh nonce that matches the header, and no token is left', async ({ page }) => {
    const first = await page.goto('login');
    const header = first?.headers()['content-security-policy'] ?? '';
    expect(header).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(header).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(header)?.[1];
    const html = (await first?.text()) ?? '';
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toMatch(/__[A-Z_]+__/);

    const second = await page.goto('login');
    expect(second?.headers()['content-security-policy']).not.toBe(header);
  });

  test('login page and shell render with Mantine styles and no CSP violation', async ({ page, baseURL }) => {
    const violations = await watchViolations(page);
    await page.goto('login');
    const submit = page.getByRole('button', { name: texts.ru.login.submit });
    // Filled primary button (blue 8): the stylesheet and Mantine's nonce'd <style> tags both applied.
    await expect(submit).toHaveCSS('background-color', 'rgb(25, 113, 194)');

    await signIn(page, baseURL);
    const sidebar = page.getByRole('navigation', { name: texts.ru.shell.menu });
    // AppShell's sizes come from a <style> tag Mantine injects at run time: blocked, the width would differ.
    await expect(sidebar).toHaveCSS('width', '60px');
    await expect(page.locator('header')).toHaveCSS('height', '60px');
    await sidebar.hover();
    await page.getByRole('link', { name: texts.ru.routes.qualifications }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.ru.routes.qualifications })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
