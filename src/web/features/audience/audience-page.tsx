import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

/** Classrooms (SPEC §2). Its contents arrive with the screen's own issue; until then it says so. */
export default function AudiencePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('routes.audience')}</PageTitle>
      <Text>{t('screen.comingSoon')}</Text>
    </>
  );
}
