import { Paper, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteGroup, type GroupRow } from '../../../contract/structure';
import { usePermissions } from '../../app/permissions';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { QueryPending } from '../../components/query-pending';
import { RowActions } from '../../components/row-actions';
import { useLocalName } from '../../i18n/use-local-name';
import { coursesQuery, groupsQuery } from './api';
import { useDeleteGroup } from './group-writes';

/** SPEC §9: the group panel is 555 px high. */
const PANEL_HEIGHT = 555;
/** idRate 0: every course (SPEC §7, groupAll). */
const ALL_COURSES = 0;

/** The right panel (SPEC §2): a course filter and the groups of the chosen speciality, each deletable. */
export function GroupsPanel({
  idSpeciality,
  idFaculty,
}: {
  idSpeciality: number | null;
  idFaculty: number | null;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { facultyRefusal } = usePermissions();
  const [course, setCourse] = useState(ALL_COURSES);
  const courses = useQuery({ ...coursesQuery(idSpeciality ?? 0), enabled: idSpeciality !== null });
  const groups = useQuery({ ...groupsQuery(idSpeciality ?? 0, course), enabled: idSpeciality !== null });
  const [deleting, setDeleting] = useState<GroupRow | null>(null);
  const remove = useDeleteGroup();
  const refusal = idFaculty === null ? null : facultyRefusal(deleteGroup, idFaculty);

  let body: React.ReactNode;
  if (idSpeciality === null) body = <Text c="dimmed">{t('educational.groups.chooseSpeciality')}</Text>;
  else if (groups.data === undefined) body = <QueryPending query={groups} />;
  else if (groups.data.length === 0) body = <Text c="dimmed">{t('table.empty')}</Text>;
  else
    body = (
      // A phone scrolls the table sideways rather than squeezing its six columns into letters.
      <Table striped highlightOnHover stickyHeader miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('educational.groups.name')}</Table.Th>
            <Table.Th>{t('educational.groups.year')}</Table.Th>
            <Table.Th>{t('educational.groups.course')}</Table.Th>
            <Table.Th>{t('educational.groups.dop')}</Table.Th>
            <Table.Th>{t('educational.groups.winter')}</Table.Th>
            <Table.Th>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.data.map((row) => (
            <Table.Tr key={row.id_group}>
              <Table.Td>{row.group_name}</Table.Td>
              <Table.Td>{row.year_label}</Table.Td>
              <Table.Td>{row.course}</Table.Td>
              <Table.Td>{row.dop}</Table.Td>
              <Table.Td>{row.winter_reception ? t('educational.yes') : ''}</Table.Td>
              <Table.Td>
                {row.id_group !== PLACEHOLDER_ID && (
                  <RowActions
                    actions={[
                      {
                        key: 'delete',
                        label: t('table.delete', { name: row.group_name }),
                        icon: <IconTrash size={18} aria-hidden />,
                        color: 'red',
                        onClick: () => setDeleting(row),
                        refusal,
                      },
                    ]}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Paper withBorder p="sm" h={PANEL_HEIGHT} component="section" aria-label={t('educational.groups.title')}>
      <Stack gap="xs" h="100%">
        <Select<number>
          label={t('educational.groups.courseFilter')}
          data={[
            { value: ALL_COURSES, label: t('educational.groups.allCourses') },
            ...(courses.data ?? []).map((row) => ({
              value: row.id_rate,
              label: localName({ ru: row.label, kg: row.label_kg, en: row.label_en }),
            })),
          ]}
          value={course}
          onChange={(value) => setCourse(value ?? ALL_COURSES)}
          allowDeselect={false}
          disabled={idSpeciality === null}
          w={220}
        />
        <ScrollArea style={{ flex: 1 }}>{body}</ScrollArea>
      </Stack>
      <ConfirmDeleteModal
        name={deleting?.group_name ?? null}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id_group, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
