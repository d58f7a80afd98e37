import '@mantine/charts/styles.css';
import './texts';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryPending } from '../../components/query-pending';
import { useYearChoice, YearChoice } from '../../components/year-choice';
import { figuresQuery } from './api';
import { AdmissionCard, GroupsCard } from './cards';
import { BuildingsCard, ChecksCard, TrendCard } from './more-cards';

/**
 * {base}/overview: the figures a rector's office asks for, of an academic year (the current
 * one to begin with, SPEC §9), each as a chart with the table of its numbers under it and its Export.
 * The charts' code and styles load with this screen alone (its lazy chunk).
 */
export default function OverviewPage() {
  const { t, i18n } = useTranslation();
  const yearChoice = useYearChoice();
  const { year } = yearChoice;
  const figures = useQuery({ ...figuresQuery(year, i18n.language), placeholderData: (previous) => previous });

  return (
    <Stack gap="lg" maw={1200}>
      <YearChoice label={t('overview.year')} choice={yearChoice} />
      {year === null ? (
        <Text c="dimmed">{t('overview.chooseYear')}</Text>
      ) : figures.data ? (
        <>
          <AdmissionCard figures={figures.data} />
          <TrendCard figures={figures.data} />
          <GroupsCard figures={figures.data} />
          <BuildingsCard figures={figures.data} />
          <ChecksCard figures={figures.data} />
        </>
      ) : (
        <QueryPending query={figures} height={320} />
      )}
    </Stack>
  );
}
