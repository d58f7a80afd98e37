import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import { EMPTY_CHOICE } from '../../components/form-modal/fields';
import { groupsQuery } from './api';
import { useCopyGroup } from './group-writes';

/** Copy group (SPEC §2): the chosen group's settings onto another group of the speciality. */
export function CopyGroupModal({
  from,
  idSpeciality,
  onClose,
}: {
  /** The group copied from (null keeps the modal closed). */
  from: { id: number; name: string } | null;
  idSpeciality: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const groups = useQuery(groupsQuery(from === null ? null : idSpeciality, 0));
  const [target, setTarget] = useState<number | null>(null);
  const copy = useCopyGroup();
  const options = (groups.data ?? [])
    .filter((row) => row.id_group !== from?.id)
    .map((row) => ({
      value: row.id_group,
      // One name per group everywhere (decision 0037): the table's, the editor's, the delete question's.
      label: row.group_name,
      disabled: row.id_group === PLACEHOLDER_ID,
    }));
  return (
    <AppModal opened={from !== null} onClose={onClose} title={t('educational.copy.title')}>
      <Stack gap="sm">
        <Text>{t('educational.copy.from', { name: from?.name ?? '' })}</Text>
        <Select<number>
          label={t('educational.copy.to')}
          data={options}
          value={target}
          onChange={setTarget}
          placeholder={EMPTY_CHOICE}
          nothingFoundMessage={t('table.empty')}
          searchable
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('confirmDelete.close')}
          </Button>
          <Button
            disabled={target === null}
            loading={copy.isPending}
            onClick={() =>
              from &&
              target !== null &&
              copy.mutate({ idGroupFrom: from.id, idGroupTo: target }, { onSuccess: onClose })
            }
          >
            {t('educational.copy.submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
