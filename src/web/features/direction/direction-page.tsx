import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

/** Directions list (SPEC §2). Its contents arrive with the screen's own issue; until then it says so. */
export default function DirectionPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('routes.direction')}</PageTitle>
      <Text>{t('screen.comingSoon')}</Text>
    </>
  );
}
