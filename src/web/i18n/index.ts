import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE_DAYS, type Language, languages } from '../../contract/limits';
import en from './en.json';
import kg from './kg.json';
import ru from './ru.json';

const resources = { ru: { translation: ru }, kg: { translation: kg }, en: { translation: en } };

// The same key names the query parameter, the cookie and the localStorage entry (SPEC §2 Shell).
const LANGUAGE_KEY = 'lang';

/** BCP 47 tags for the html lang attribute: the app's 'kg' is Kyrgyz, whose ISO code is 'ky'. */
const htmlLang: Record<Language, string> = { kg: 'ky', ru: 'ru', en: 'en' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) document.documentElement.lang = htmlLang[language];
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...languages],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    // Resources are bundled, so init finishes synchronously and the first render is already translated.
    initAsync: false,
    detection: {
      order: ['querystring', 'cookie', 'localStorage'],
      lookupQuerystring: LANGUAGE_KEY,
      lookupCookie: LANGUAGE_KEY,
      lookupLocalStorage: LANGUAGE_KEY,
      caches: ['cookie', 'localStorage'],
      cookieMinutes: LANGUAGE_COOKIE_DAYS * 24 * 60,
      cookieOptions: { path: '/', sameSite: 'strict' },
    },
  });

/**
 * A screen's own texts, added when its chunk loads: the sign-in page then carries only the shell's texts
 * (its weight budget, decision 0018). The section becomes `section.*` keys of the one namespace, in all
 * three languages at once, so switching language needs nothing more.
 */
export function addScreenTexts(section: string, byLanguage: Record<Language, object>): void {
  for (const language of languages)
    i18n.addResourceBundle(language, 'translation', { [section]: byLanguage[language] }, true, true);
}

/** The interface language, always one of the three (ru when nothing usable was detected). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}

/**
 * Switches the language; the detector writes the cookie and localStorage. A `?lang=` left in the address
 * would win over the new choice on the next reload, so it is dropped from the URL.
 */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_KEY)) {
    url.searchParams.delete(LANGUAGE_KEY);
    window.history.replaceState(window.history.state, '', url);
  }
}
