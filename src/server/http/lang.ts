import { FALLBACK_LANGUAGE, type Language, languages } from '../../contract/limits';

/** The language of a request: its `lang` query parameter, ru when absent or unknown (SPEC §7). */
export function languageOf(query: unknown): Language {
  const value = (query as Record<string, unknown> | undefined)?.lang;
  const requested = Array.isArray(value) ? value[0] : value;
  return languages.includes(requested as Language) ? (requested as Language) : FALLBACK_LANGUAGE;
}
