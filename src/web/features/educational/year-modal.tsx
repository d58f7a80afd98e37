import { Button, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import { yearsQuery } from './api';

/** The year-choice modal (SPEC §2): the admission years a group may have; a click picks one. */
export function YearModal({
  opened,
  chosen,
  onChoose,
  onClose,
}: {
  opened: boolean;
  chosen: number | null;
  onChoose: (idGroupY: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const years = useQuery({ ...yearsQuery(), enabled: opened });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('educational.year.title')}>
      {years.isPending && <Text c="dimmed">{t('table.loading')}</Text>}
      {years.isError && <Text c="red">{t('table.loadError')}</Text>}
      {years.data?.length === 0 && <Text c="dimmed">{t('table.empty')}</Text>}
      {/* Whole years ("2019-2020") at every width: fewer columns on a phone, never a cut label. */}
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {years.data?.map((year) => (
          <Button
            key={year.id_group_y}
            variant={year.id_group_y === chosen ? 'filled' : 'default'}
            px="xs"
            disabled={year.id_group_y === PLACEHOLDER_ID}
            onClick={() => {
              onChoose(year.id_group_y);
              onClose();
            }}
          >
            {year.label}
          </Button>
        ))}
      </SimpleGrid>
    </AppModal>
  );
}
