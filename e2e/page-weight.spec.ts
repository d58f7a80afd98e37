import { expect, test } from '@playwright/test';
import { SIGN_IN_CSS_BUDGET_BYTES, SIGN_IN_JS_BUDGET_BYTES } from '../build/page-weight-budget';
import { loginField, screens } from './support';

/*
 * The sign-in page's weight budget (docs/decisions/0008-sign-in-page-weight.md), measured as a browser
 * receives it: Chromium asks for brotli only over HTTPS, so it is asked for here as it is on the real
 * (HTTPS) site. The build checks the same budget from the bundle graph (build/page-weight.ts).
 */
test.use({ extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } });

test('signed out, the sign-in page loads within its budget and nothing of the signed-in app', {
  tag: '@base-path',
}, async ({ page }) => {
  const assets = new Map<string, { encoding: string | undefined; text: Promise<string> }>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname)) {
      assets.set(url.pathname, { encoding: response.headers()['content-encoding'], text: response.text() });
    }
  });
  await page.goto('login');
  await expect(loginField(page)).toBeVisible();
  // Whatever the page fetches once it has settled counts too.
  await page.waitForLoadState('networkidle');

  const transferred = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      bytes: entry.encodedBodySize,
    })),
  );
  const total = (extension: string) =>
    transferred
      .filter((entry) => entry.path.endsWith(extension))
      .reduce((sum, entry) => sum + entry.bytes, 0);
  const names = [...assets.keys()].map((path) => path.replace(/^.*\//, ''));
  console.log(`sign-in page: JS ${total('.js')} B, CSS ${total('.css')} B in ${names.length} files`);

  // Served compressed, or the sizes would not be the budget's.
  const main = [...assets.entries()].find(([path]) => /\/index-[^/]+\.js$/.test(path));
  expect(main?.[1].encoding).toBe('br');
  expect(total('.js')).toBeGreaterThan(0);
  expect(total('.js')).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET_BYTES);
  expect(total('.css')).toBeGreaterThan(0);
  expect(total('.css')).toBeLessThanOrEqual(SIGN_IN_CSS_BUDGET_BYTES);

  // Neither a screen, nor the shell and router, nor Zod (whose schema classes name themselves 'Zod…').
  expect(names.filter((name) => name.startsWith('login-page-'))).not.toEqual([]);
  // A screen's chunk is named after its page's file: commission/speciality's is speciality-commission-page.
  const chunkOf = (path: string) => path.split('/').reverse().join('-');
  for (const screen of screens)
    expect(names.some((name) => name.startsWith(`${chunkOf(screen.path)}-page-`))).toBe(false);
  // Nor the print view (decision 0049), a chunk of its own outside the shell.
  expect(names.filter((name) => name.startsWith('print-page-'))).toEqual([]);
  expect(names.filter((name) => /^(shell|router)-/.test(name))).toEqual([]);
  for (const [path, asset] of assets) expect(await asset.text, path).not.toContain('ZodObject');
});
