import { useTranslation } from 'react-i18next';
import { type DateOrder, dateOrderOf, datePlaceholder } from '../../contract/dates';
import { FALLBACK_LANGUAGE } from '../../contract/limits';
import { isLanguage } from '.';

/**
 * How the interface language writes a date (contract/dates.ts): the order its date inputs accept and the
 * placeholder they show. Re-renders the caller on a language switch.
 */
export function useDateWay(): { order: DateOrder; placeholder: string } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  return { order: dateOrderOf[language], placeholder: datePlaceholder[language] };
}
