import type { Locator, Page } from '@playwright/test';
import { texts } from './support';

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

/** Walks the cascade (in Russian) down to the demo faculty, and further levels when given. */
export async function walk(
  page: Page,
  levels: { direction?: string | RegExp; form?: string | RegExp; speciality?: string | RegExp } = {},
) {
  await pick(page, page, e.level.ministry, /Министерство образования/);
  await pick(page, page, e.level.vuz, 'БГУЭТ');
  await pick(page, page, e.level.faculty, FACULTY);
  if (levels.direction) await pick(page, page, e.level.direction, levels.direction);
  if (levels.form) await pick(page, page, e.level.form, levels.form);
  if (levels.speciality) await pick(page, page, e.level.speciality, levels.speciality);
}

/** A button by its exact name. */
export const button = (page: Page | Locator, name: string) => page.getByRole('button', { name, exact: true });

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
