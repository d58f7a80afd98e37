import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Grading-rule administration (SPEC §2). Its contents arrive with the screen's own issue; until then it says so. */
export default function EvaluationRulePage() {
  const { t } = useTranslation();
  return <Text>{t('screen.comingSoon')}</Text>;
}
