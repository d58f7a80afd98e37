import { Button, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { yearLabel } from '../../../contract/academic-year';
import type { TurnoverEntry } from '../../../contract/new-year';
import { QueryTable } from '../../components/query-table';
import { localDateTime } from '../../i18n/dates';
import { appConfig } from '../../lib/config';
import { turnoversQuery } from './api';
import { useTally } from './counts-table';

/** "2026-2027 → 2027-2028". */
export const yearsOf = (entry: Pick<TurnoverEntry, 'yearFrom' | 'yearTo'>) =>
  `${yearLabel(entry.yearFrom)} → ${yearLabel(entry.yearTo)}`;

/** A moment as the interface language writes it, in the university's time zone. */
export function useMoment() {
  const { i18n } = useTranslation();
  return (iso: string) => localDateTime(iso, i18n.language, appConfig.timeZone);
}

/** The latest turnovers, newest first; each opens its report (step 3), with Undo while not undone. */
export function TurnoversList({ onOpen }: { onOpen: (entry: TurnoverEntry) => void }) {
  const { t } = useTranslation();
  const moment = useMoment();
  const tally = useTally();
  const list = useQuery(turnoversQuery());
  return (
    <section aria-labelledby="new-year-turnovers">
      <Title order={2} size="h4" mb="xs" id="new-year-turnovers">
        {t('newYear.turnovers.title')}
      </Title>
      <QueryTable
        query={list}
        rowKey={(row) => row.idTurnover}
        maxHeight={420}
        empty={t('newYear.turnovers.empty')}
        columns={[
          { heading: t('newYear.turnovers.years'), cell: yearsOf },
          { heading: t('newYear.turnovers.madeAt'), cell: (row) => moment(row.madeAt) },
          { heading: t('newYear.turnovers.madeBy'), cell: (row) => row.madeBy },
          // Each kind in its own records (decision 0057): "планы приёма — 12, контингент групп — 20".
          { heading: t('newYear.turnovers.created'), cell: (row) => tally(row.counts, 'created') ?? '—' },
          { heading: t('newYear.turnovers.replaced'), cell: (row) => tally(row.counts, 'replaced') ?? '—' },
          {
            heading: t('newYear.turnovers.state'),
            cell: (row) =>
              row.undoneAt === null ? (
                <Text span size="sm" fw={600}>
                  {t('newYear.turnovers.active')}
                </Text>
              ) : (
                <Text span size="sm">
                  {t('newYear.turnovers.undone', { at: moment(row.undoneAt) })}
                </Text>
              ),
          },
          {
            heading: t('table.actions'),
            cell: (row) => (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={t('newYear.turnovers.openLabel', { years: yearsOf(row), at: moment(row.madeAt) })}
                onClick={() => onOpen(row)}
              >
                {t('newYear.turnovers.open')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
