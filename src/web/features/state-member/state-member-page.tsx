import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

/** Commission members by faculty, with history (SPEC §2). Its contents arrive with the screen's own issue; until then it says so. */
export default function StateMemberPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('routes.stateMember')}</PageTitle>
      <Text>{t('screen.comingSoon')}</Text>
    </>
  );
}
