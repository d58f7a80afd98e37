import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages } from '../../contract/limits';
import { currentLanguage, isLanguage, setLanguage } from '../i18n';

/** Kyr / Rus / En (SPEC §2 Shell): the choice goes to the cookie and localStorage. */
export function LanguageSwitcher() {
  // useTranslation re-renders this on every language change.
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(next) => {
        if (isLanguage(next)) void setLanguage(next);
      }}
      data={languages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
    />
  );
}
