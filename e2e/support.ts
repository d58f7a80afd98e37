import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import type { AppTexts } from '../src/web/i18n/i18next';

export type Texts = AppTexts;

const readJson = (path: string): object =>
  JSON.parse(readFileSync(new URL(`../src/web/${path}`, import.meta.url), 'utf8')) as object;

/** The screens with texts of their own (features/<folder>/texts), by their section of the texts. */
const screenTexts = {
  educational: 'features/educational',
  users: 'features/users',
  positions: 'features/positions',
  classrooms: 'features/classrooms',
  gradingRules: 'features/grading-rules',
  // Shared by the two commission screens.
  commission: 'components/commission',
  audit: 'features/audit',
  // The Import action's, on every screen that imports.
  import: 'components/import',
  // The new academic year (decision 0048).
  newYear: 'features/new-year',
  // The overview's charts.
  overview: 'features/overview',
  // The data checks' warnings beside records.
  checkWarning: 'components/check-warning',
  // The data checks.
  checks: 'features/checks',
  // The Print action and the print view (decision 0049).
  document: 'components/document',
  // The university's setup and the licence panel (decision 0060).
  setup: 'features/setup',
  licencePanel: 'components/licence-panel',
  // The ministry's console (decision 0069).
  ministry: 'features/ministry',
  // The integration API's clients (decision 0075).
  integrations: 'features/integrations',
  // The copy button of a value to hand on.
  copyable: 'components/copyable',
};

/** The app's own translation files (the shell's and the screens'), so tests follow the wording. */
const readTexts = (language: 'ru' | 'kg' | 'en'): Texts =>
  ({
    ...readJson(`i18n/${language}.json`),
    ...Object.fromEntries(
      Object.entries(screenTexts).map(([section, folder]) => [
        section,
        readJson(`${folder}/texts/${language}.json`),
      ]),
    ),
  }) as Texts;

export const texts = { ru: readTexts('ru'), kg: readTexts('kg'), en: readTexts('en') };

/** The demo account every fresh embedded database is seeded with. */
export const ADMIN = { login: 'admin', password: 'admin' };

/** The guarded screens of SPEC §2 with their translation key and sidebar group. */
export const screens = [
  { path: 'educational', key: 'educational' },
  { path: 'directions', key: 'directions' },
  { path: 'speciality-names', key: 'specialityNames' },
  { path: 'departments', key: 'departments' },
  { path: 'qualifications', key: 'qualifications' },
  // The levels of education (decision 0033), in the general-reference group.
  { path: 'levels', key: 'levels' },
  { path: 'grading-rules', key: 'gradingRules' },
  { path: 'positions', key: 'positions' },
  { path: 'classrooms', key: 'classrooms' },
  { path: 'commission', key: 'commission' },
  { path: 'commission/speciality', key: 'specialityCommission' },
  // The administrators' screen (decision 0013); the demo account is an administrator.
  { path: 'users', key: 'users' },
  // Every change in the database (decision 0045), for administrators.
  { path: 'audit', key: 'audit' },
  // The new academic year in one guided step (decision 0048), for administrators and editors.
  { path: 'new-year', key: 'newYear' },
  // The overview's charts, for every signed-in user.
  { path: 'overview', key: 'overview' },
  // Every violation of the data checks, for every signed-in role.
  { path: 'checks', key: 'checks' },
  // The licence in force and the next one's upload (decision 0060), for administrators.
  { path: 'licence', key: 'licence' },
  // The other systems' clients of the integration API (decision 0075), for administrators.
  { path: 'integrations', key: 'integrations' },
] as const satisfies ReadonlyArray<{ path: string; key: keyof Texts['routes'] }>;

/** The path of the app's base ('/' or '/uni/') this project runs against. */
export const basePathOf = (baseURL: string | undefined): string => new URL(baseURL ?? 'http://x/').pathname;

/** Matches a page URL that ends with the given app path (relative to the base). */
export const atPath = (baseURL: string | undefined, path: string): RegExp =>
  new RegExp(`^https?://[^/]+${escapeRegExp(basePathOf(baseURL) + path)}(\\?.*)?$`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const loginField = (page: Page, t: Texts = texts.ru) =>
  page.getByLabel(t.login.login, { exact: true });
export const passwordField = (page: Page, t: Texts = texts.ru) =>
  page.getByLabel(t.login.password, { exact: true });
export const submitButton = (page: Page, t: Texts = texts.ru) =>
  page.getByRole('button', { name: t.login.submit, exact: true });

/** Mantine toasts are role=alert inside the notifications container. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/**
 * Sees a toast, then closes every toast by its cross, so that the next toast looked for is a new one
 * (counting toasts fails when a slow step lets an earlier one close by itself).
 */
export async function seeToast(page: Page, text: string | RegExp, t: Texts = texts.ru): Promise<void> {
  await expect(toast(page, text).first()).toBeVisible();
  const crosses = page.getByRole('alert').getByRole('button', { name: t.toast.close, exact: true });
  // A toast may close by itself between the count and the click: a short, forgiving click.
  while ((await crosses.count()) > 0)
    await crosses
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
  await expect(toast(page, text)).toHaveCount(0);
}

/**
 * Signs in as the demo user through the form and waits for the shell (t: the interface language): for the
 * tests about signing in. Others take the shared session (signIn).
 */
export async function signInByForm(
  page: Page,
  baseURL: string | undefined,
  t: Texts = texts.ru,
): Promise<void> {
  await page.goto('login');
  await loginField(page, t).fill(ADMIN.login);
  await passwordField(page, t).fill(ADMIN.password);
  await submitButton(page, t).click();
  await expect(page).toHaveURL(atPath(baseURL, 'educational'));
  await expect(page.getByRole('heading', { level: 1, name: t.routes.educational })).toBeVisible();
}

export type Language = 'ru' | 'kg' | 'en';

/** The language whose texts t is. */
const languageOf = (t: Texts): Language =>
  (Object.keys(texts) as Language[]).find((language) => texts[language] === t) ?? 'ru';

/**
 * The demo administrator's session on each server, signed in once per worker through the API (not the
 * form) for the tests that are not about signing in (decision 0044). Kept in an API context of its own,
 * whose cookie jar holds the session.
 */
const sessions = new Map<string, Promise<APIRequestContext>>();

const newSession = async (origin: string): Promise<APIRequestContext> => {
  const api = await request.newContext({ baseURL: origin });
  const answer = await api.post('/api/v1/auth/login', { data: ADMIN });
  expect(answer.status(), await answer.text()).toBe(200);
  return api;
};

/**
 * Starts the page's context signed in as the demo administrator, without the sign-in form, and (for a
 * language other than Russian) with the language chosen, as the language switcher stores it. Navigates
 * nowhere: the test opens its screen next. A test that ends the session (signing out, "sign out
 * everywhere") costs nothing to the next: the session is checked here first and signed in again if it ended.
 */
export async function signInShared(
  page: Page,
  baseURL: string | undefined,
  t: Texts = texts.ru,
): Promise<void> {
  const origin = new URL(baseURL ?? 'http://x/').origin;
  let api = await (sessions.get(origin) ?? Promise.resolve(undefined));
  if (!api || (await api.post('/api/v1/auth/check')).status() !== 200) {
    const fresh = newSession(origin);
    sessions.set(origin, fresh);
    api = await fresh;
  }
  const { cookies } = await api.storageState();
  const language = languageOf(t);
  await page
    .context()
    .addCookies([
      ...cookies,
      ...(language === 'ru' ? [] : [{ name: 'lang', value: language, url: `${origin}/` }]),
    ]);
}

/**
 * Signed in as the demo administrator with the shared session, on the educational screen in the language of
 * t: where signing in through the form lands (signInByForm).
 */
export async function signIn(page: Page, baseURL: string | undefined, t: Texts = texts.ru): Promise<void> {
  await signInShared(page, baseURL, t);
  await page.goto('educational');
  await expect(page).toHaveURL(atPath(baseURL, 'educational'));
  await expect(page.getByRole('heading', { level: 1, name: t.routes.educational })).toBeVisible();
}

/**
 * The start of a screenshot errand: the wide window, the sign-in page in the language of t (its tagline
 * shown: the language is remembered once the page has started), then the shared session and, when given,
 * the screen at `path`.
 */
export async function startScreenshots(
  page: Page,
  baseURL: string | undefined,
  t: Texts,
  path?: string,
): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`login?lang=${languageOf(t)}`);
  await expect(page.getByText(t.login.tagline)).toBeVisible();
  await signInShared(page, baseURL, t);
  if (path) await page.goto(path);
}

/** What a screenshot errand is given: the test's page and baseURL, the language, its texts, and a camera. */
interface ScreenshotRun {
  page: Page;
  baseURL: string | undefined;
  language: Language;
  tx: Texts;
  /** Saves screenshots/{language}-{file}-{name}.png, of the whole page unless told. */
  shot: (name: string, fullPage?: boolean) => Promise<Buffer>;
}

/**
 * The pictures of a screen in each language, for the docs rather than as checks: taken only when
 * SCREENSHOTS is set, into files named after `file`.
 */
export function screenshotsInEachLanguage(
  file: string,
  title: (language: Language) => string,
  errand: (run: ScreenshotRun) => Promise<void>,
): void {
  test.describe('screenshots', () => {
    test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
    for (const language of ['ru', 'kg', 'en'] as const)
      test(title(language), ({ page, baseURL }) => {
        const shot = (name: string, fullPage = true) =>
          page.screenshot({ path: `screenshots/${language}-${file}-${name}.png`, fullPage });
        return errand({ page, baseURL, language, tx: texts[language], shot });
      });
  });
}

/** The server's message for a call, asked directly, to compare with what a toast shows. */
export async function serverMessage(
  page: Page,
  path: string,
  language: string,
  data?: unknown,
): Promise<string> {
  const url = `/api/v1/${path}?lang=${language}`;
  const response = data === undefined ? await page.request.get(url) : await page.request.post(url, { data });
  const body = (await response.json()) as { message: string | null };
  if (!body.message) throw new Error(`${path} answered without a message`);
  return body.message;
}

/** Clicks a language of the Kyr / Rus / En switcher (its radio inputs are visually hidden). */
export async function chooseLanguage(page: Page, label: 'Kyr' | 'Rus' | 'En'): Promise<void> {
  await page.getByRole('radiogroup').getByText(label, { exact: true }).click();
}

/** Collects CSP violations the page reports, from the first script on. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective}: ${event.blockedURI}`,
      );
    });
  });
  return violations;
}
