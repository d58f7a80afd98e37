import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

/** Departments list (SPEC §2). Its contents arrive with the screen's own issue; until then it says so. */
export default function KafedraPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('routes.kafedra')}</PageTitle>
      <Text>{t('screen.comingSoon')}</Text>
    </>
  );
}
