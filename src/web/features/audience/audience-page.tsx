import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Classrooms (SPEC §2). Its contents arrive with the screen's own issue; until then it says so. */
export default function AudiencePage() {
  const { t } = useTranslation();
  return <Text>{t('screen.comingSoon')}</Text>;
}
