import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { academicYearOf } from '../src/contract/academic-year';
import { dialog, settled } from './reference-support';
import { signIn, signInShared, type Texts, texts } from './support';

/** Helpers of the educational screen's browser tests (SPEC §2 "Educational-structure screen"). */

const e = texts.ru.educational;

/** The demo faculty with several specialities and years of groups. */
export const FACULTY = 'Факультет экономики и менеджмента';

/** The demo speciality with several years of groups. */
export const FINANCE = {
  direction: /^580100 Экономика$/,
  form: /Очная форма обучения \(бакалавриат\)/,
  speciality: /Финансы и кредит/,
};

/** Picks an option of a Mantine select found by its label inside `scope`. */
export async function pick(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The select of a cascade level, by its label. */
export const level = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: label, exact: true });

/**
 * Walks the cascade (in Russian) down to the demo faculty, and further levels when given. The demo has
 * one ministry and one university: they are chosen by themselves (decision 0032).
 */
export async function walk(
  page: Page,
  levels: { direction?: string | RegExp; form?: string | RegExp; speciality?: string | RegExp } = {},
) {
  await expect(level(page, e.level.vuz)).toHaveValue('БГУЭТ');
  await pick(page, page, e.level.faculty, FACULTY);
  if (levels.direction) await pick(page, page, e.level.direction, levels.direction);
  if (levels.form) await pick(page, page, e.level.form, levels.form);
  if (levels.speciality) await pick(page, page, e.level.speciality, levels.speciality);
}

/** A button by its exact name. */
export const button = (page: Page | Locator, name: string) => page.getByRole('button', { name, exact: true });

/** A text of the app with its {{placeholders}} filled in. */
export const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The Import structure dialog (decision 0061), opened from the educational screen in the language of t. */
export async function openStructureImport(page: Page, t: Texts) {
  const s = t.educational.structureImport;
  await button(page, s.action).click();
  const modal = dialog(page, s.title);
  await settled(modal);
  return modal;
}

/** Chooses what the file holds in the Import structure dialog: the kind's card, by its numbered label. */
export async function chooseStructureKind(
  page: Page,
  t: Texts,
  kind: keyof Texts['educational']['structureImport']['kinds'],
) {
  const s = t.educational.structureImport;
  const order = ['direction', 'speciality', 'faculties', 'facultySpecialities', 'groups'];
  await page
    .getByRole('radio', { name: filled(s.step, { number: order.indexOf(kind) + 1, kind: s.kinds[kind] }) })
    .check();
}

/** What the server answers while its database is stopped (503 UNAVAILABLE), in each language. */
const unavailable = {
  ru: 'База данных временно недоступна. Повторите попытку чуть позже',
  kg: 'Маалыматтар базасы убактылуу жеткиликсиз. Бир аздан кийин кайталаңыз',
  en: 'The database is temporarily unavailable. Please try again shortly',
};

/** Answers the calls of `pattern` as the server does with its database stopped; returns how to stop. */
export async function answerUnavailable(
  page: Page,
  pattern: string,
  language: keyof typeof unavailable,
): Promise<() => Promise<void>> {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ data: null, error: 'UNAVAILABLE', message: unavailable[language] }),
    }),
  );
  return () => page.unroute(pattern);
}

// ---- The groups, the place and the years (decision 0032) -------------------------------------------------

type Language = 'ru' | 'kg' | 'en';

/** The current academic year by the rule server and web share (it begins on 1 September). */
export const thisYear = academicYearOf(new Date());
/** A two-digit year as group names write it: 7 → "07". */
export const yy = (year: number) => String((year + 100) % 100).padStart(2, '0');

/** The demo's Finance speciality (faculty 1, 580100, full-time bachelor's), by its address. */
export const FINANCE_PLACE = 'ministry=1&vuz=1&faculty=1&direction=1&form=1&speciality=1';

/** Signed in as the demo administrator (the shared session), on the educational screen in a language. */
export async function signInIn(page: Page, baseURL: string | undefined, language: Language) {
  await signIn(page, baseURL, texts[language]);
}

/**
 * The shared session in a language, then the educational screen at `address` (the Finance place unless
 * told): one page load, where signing in would first load the screen on no place.
 */
export async function openIn(
  page: Page,
  baseURL: string | undefined,
  language: Language,
  address = `educational?${FINANCE_PLACE}`,
): Promise<void> {
  await signInShared(page, baseURL, texts[language]);
  await page.goto(address);
}

/** What an errand run in each of several languages is given: the test's fixtures, its language and texts. */
export interface InLanguage<L extends Language> {
  page: Page;
  baseURL: string | undefined;
  context: BrowserContext;
  language: L;
  /** The language's texts, and the screen's own among them. */
  l: Texts;
  m: Texts['educational'];
}

/**
 * One test per language of an errand the screen does alike in each, titled with the language in
 * parentheses; the one language named by `basePath` runs under the base-path project too.
 */
export function testInLanguages<L extends Language>(
  languages: readonly L[],
  title: string,
  errand: (run: InLanguage<L>) => Promise<void>,
  basePath?: L,
): void {
  for (const language of languages) {
    const l = texts[language];
    test(
      `${title} (${language})`,
      { tag: language === basePath ? '@base-path' : [] },
      ({ page, baseURL, context }) => errand({ page, baseURL, context, language, l, m: l.educational }),
    );
  }
}

/** The groups panel, its table, and the footer's editor, in a language. */
export const groupsPanel = (page: Page, language: Language = 'ru') =>
  page.getByRole('region', { name: texts[language].educational.groups.title });
export const groupsTable = (page: Page, language: Language = 'ru') =>
  groupsPanel(page, language).getByRole('table');
export const editor = (page: Page, language: Language = 'ru') =>
  page.getByRole('region', { name: texts[language].educational.footer.title });

/** The row of the groups table whose group is named exactly `name`. */
export const groupRow = (page: Page, name: string, language: Language = 'ru') =>
  groupsTable(page, language)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

/** The names of the groups the table shows, top down. */
export const shownGroups = async (page: Page, language: Language = 'ru') =>
  groupsTable(page, language).locator('tbody tr td:first-child').allInnerTexts();

/** The options an open select lists, by their text. */
export const listedOptions = (page: Page) => page.getByRole('listbox').getByRole('option').allInnerTexts();
