import { Button, Group, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_ID } from '../../../contract/limits';
import { NAME_GROUP_MAX_LENGTH, type NameGroupRow, SUB_GROUP_MAX } from '../../../contract/structure';
import { AppModal } from '../../components/app-modal';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ExportAction } from '../../components/export/export-action';
import { FormNumberInput } from '../../components/form-modal/number-input';
import { useHistoryAction } from '../../components/history/history-action';
import { RowActions } from '../../components/row-actions';
import type { Refusal } from '../../lib/permissions';
import { facultyNameGroupsQuery } from './api';
import { useBindNameGroup, useDeleteNameGroup, useSaveNameGroup } from './group-writes';

interface NameGroupModalProps {
  opened: boolean;
  idFaculty: number;
  idSpeciality: number;
  refusal: Refusal;
  /** The name-group just bound to the speciality: the footer picks it. */
  onBound: (idNGr: number) => void;
  onClose: () => void;
}

/**
 * The group-choice modal (SPEC §2): the faculty's name-groups; add one, delete one (5 deleted, 6 in use),
 * or bind one (with a sub-group number) to the chosen speciality.
 */
export function NameGroupModal({
  opened,
  idFaculty,
  idSpeciality,
  refusal,
  onBound,
  onClose,
}: NameGroupModalProps) {
  const { t } = useTranslation();
  const historyAction = useHistoryAction();
  const list = useQuery(facultyNameGroupsQuery(opened ? idFaculty : null));
  const [name, setName] = useState('');
  const [subGroup, setSubGroup] = useState<number>(0);
  const [deleting, setDeleting] = useState<NameGroupRow | null>(null);
  const add = useSaveNameGroup();
  const remove = useDeleteNameGroup();
  const bind = useBindNameGroup();
  const trimmedName = name.trim();

  return (
    <AppModal opened={opened} onClose={onClose} title={t('educational.nameGroup.title')} size="lg">
      <Stack gap="sm">
        <Group align="flex-end" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            label={t('educational.nameGroup.new')}
            value={name}
            maxLength={NAME_GROUP_MAX_LENGTH}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button
            disabled={trimmedName === '' || Boolean(refusal)}
            loading={add.isPending}
            onClick={() =>
              add.mutate({ idNGr: NEW_ID, nGr: trimmedName, idFaculty }, { onSuccess: () => setName('') })
            }
          >
            {t('table.add')}
          </Button>
        </Group>
        <FormNumberInput
          label={t('educational.nameGroup.subGroup')}
          description={t('educational.nameGroup.subGroupHint')}
          max={SUB_GROUP_MAX}
          value={subGroup}
          onChange={(value) => setSubGroup(value === '' ? 0 : value)}
          w={220}
        />
        {/* The faculty's name-groups (one column, fixed). */}
        <Group justify="flex-end">
          <ExportAction size="xs" target={{ table: 'nameGroups', filter: { idFaculty } }} />
        </Group>
        <ScrollArea h={300}>
          {list.isPending && <Text c="dimmed">{t('table.loading')}</Text>}
          {list.isError && <Text c="red">{t('table.loadError')}</Text>}
          {list.data?.length === 0 && <Text c="dimmed">{t('table.empty')}</Text>}
          {list.data && list.data.length > 0 && (
            <Table striped highlightOnHover>
              <Table.Tbody>
                {list.data.map((row) => (
                  <Table.Tr key={row.id_n_gr}>
                    <Table.Td>{row.n_gr}</Table.Td>
                    <Table.Td w={120}>
                      {row.id_n_gr !== PLACEHOLDER_ID && (
                        <RowActions
                          actions={[
                            {
                              key: 'bind',
                              label: t('educational.nameGroup.bind', { name: row.n_gr }),
                              icon: <IconLink size={18} aria-hidden />,
                              refusal,
                              onClick: () =>
                                bind.mutate(
                                  { idSpeciality, idNGr: row.id_n_gr, idSubGr: subGroup },
                                  { onSuccess: () => onBound(row.id_n_gr) },
                                ),
                            },
                            {
                              key: 'delete',
                              label: t('table.delete', { name: row.n_gr }),
                              icon: <IconTrash size={18} aria-hidden />,
                              color: 'red',
                              refusal,
                              onClick: () => setDeleting(row),
                            },
                            historyAction({ kind: 'nameGroup', id: row.id_n_gr }, row.n_gr),
                          ]}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </ScrollArea>
      </Stack>
      <ConfirmDeleteModal
        name={deleting?.n_gr ?? null}
        usage={deleting && { kind: 'nameGroup', id: deleting.id_n_gr }}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id_n_gr, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </AppModal>
  );
}
