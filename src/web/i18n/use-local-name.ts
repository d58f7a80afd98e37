import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '../../contract/limits';
import { isLanguage } from '.';

/** A name given in the three languages of SPEC §1. */
export interface Names {
  ru: string;
  kg: string;
  en: string;
}

/**
 * Picks a name in the interface language. The Kyrgyz and English names of a classifier row may be empty
 * (SPEC §5 makes only the Russian one required), so an empty one falls back to Russian.
 */
export function useLocalName(): (names: Names) => string {
  // Reading the language through useTranslation re-renders the caller on a language switch.
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  return useCallback((names: Names) => names[language] || names.ru, [language]);
}
