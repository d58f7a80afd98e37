import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WarningBadge } from '../warning-badge';
import type { TranslatedLanguage } from './translations';

/**
 * The "Missing translation" filter beside a list's search: ticked, the list shows only the rows
 * lacking a Kyrgyz or English name; its label says how many the whole list has.
 */
export function TranslationFilter(props: {
  on: boolean;
  /** The list's rows lacking a translation; undefined while it loads. */
  count: number | undefined;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={
        props.count === undefined
          ? t('table.untranslated')
          : t('table.untranslatedCount', { count: props.count })
      }
      checked={props.on}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
    />
  );
}

/** Where a row's Kyrgyz or English name should be, and is not: a warning badge saying so. */
export function MissingTranslationBadge({ language }: { language: TranslatedLanguage }) {
  const { t } = useTranslation();
  return <WarningBadge>{t(language === 'kg' ? 'table.noKgName' : 'table.noEnName')}</WarningBadge>;
}
