import { Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteGroup, type GroupRow } from '../../../contract/structure';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ExportAction } from '../../components/export/export-action';
import { useHistoryAction } from '../../components/history/history-action';
import { QueryPending } from '../../components/query-pending';
import { RowActions } from '../../components/row-actions';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import { coursesQuery, groupsQuery } from './api';
import { useDeleteGroup } from './group-writes';
import classes from './groups-panel.module.css';
import {
  type CourseFilter,
  courseFilterOf,
  type GroupPlace,
  shownUnder,
  stageOfRow,
} from './use-group-place';

/** idRate 0: every course (SPEC §7, groupAll); next year's intake and the graduated are among them. */
const ALL_COURSES = 0;

/**
 * The right panel (SPEC §2): a course filter and the groups of the chosen speciality, each deletable. A
 * click (or Enter) on a group opens it in the footer's editor, and the group there is highlighted here.
 * The panel grows with its rows up to SPEC's 555 px (groups-panel.module.css).
 */
export function GroupsPanel({
  idSpeciality,
  idFaculty,
  place,
}: {
  idSpeciality: number | null;
  idFaculty: number | null;
  place: GroupPlace;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { facultyRefusal } = usePermissions();
  const { course, setCourse, picks, open } = place;
  const courses = useQuery(coursesQuery(idSpeciality));
  const idRate = typeof course === 'number' ? course : ALL_COURSES;
  const groups = useQuery(groupsQuery(idSpeciality, idRate));
  const [deleting, setDeleting] = useState<GroupRow | null>(null);
  const remove = useDeleteGroup();
  const historyAction = useHistoryAction();
  const refusal = idFaculty === null ? null : facultyRefusal(deleteGroup, idFaculty);
  const rows = groups.data?.filter((row) => shownUnder(course, row));
  const courseLabel = (row: GroupRow) => {
    const stage = stageOfRow(row);
    return stage === 'studying' ? String(row.course) : t(`educational.groups.${stage}`);
  };
  const chosen = (row: GroupRow) => row.id_com_gspe === picks.subGroup && row.id_group_y === picks.year;
  const openByKey = (event: KeyboardEvent, row: GroupRow) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    open(row);
  };

  let body: React.ReactNode;
  if (idSpeciality === null) body = <Text c="dimmed">{t('educational.groups.chooseSpeciality')}</Text>;
  else if (rows === undefined) body = <QueryPending query={groups} />;
  else if (rows.length === 0) body = <Text c="dimmed">{t('table.empty')}</Text>;
  else
    body = (
      // A phone scrolls the table sideways with the group's name kept in view (the first column sticks).
      <div className={classes.scroll}>
        <Table
          highlightOnHover
          stickyHeader
          className={classes.table}
          aria-label={t('educational.groups.title')}
        >
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
            {rows.map((row) => {
              const placeholder = row.id_group === PLACEHOLDER_ID;
              return (
                <Table.Tr
                  key={row.id_group}
                  data-selected={chosen(row) || undefined}
                  aria-selected={placeholder ? undefined : chosen(row)}
                  tabIndex={placeholder ? undefined : 0}
                  className={placeholder ? undefined : classes.clickable}
                  onClick={placeholder ? undefined : () => open(row)}
                  onKeyDown={placeholder ? undefined : (event) => openByKey(event, row)}
                >
                  <Table.Td>{row.group_name}</Table.Td>
                  <Table.Td>{row.year_label}</Table.Td>
                  <Table.Td>{courseLabel(row)}</Table.Td>
                  <Table.Td>{row.dop}</Table.Td>
                  <Table.Td>{row.winter_reception ? t('educational.yes') : ''}</Table.Td>
                  {/* The trash and History do not also open the group. */}
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    {!placeholder && (
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
                          historyAction({ kind: 'group', id: row.id_group }, row.group_name),
                        ]}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    );

  const filter: { value: string; label: string }[] = [
    { value: 'all', label: t('educational.groups.allCourses') },
    ...(courses.data ?? []).map((row) => ({
      value: String(row.id_rate),
      label: localName({ ru: row.label, kg: row.label_kg, en: row.label_en }),
    })),
    { value: 'intake', label: t('educational.groups.intake') },
    { value: 'graduated', label: t('educational.groups.graduated') },
  ];
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={t('educational.groups.title')}
      className={classes.panel}
    >
      <Stack gap="xs" className={classes.stack}>
        <Group justify="space-between" align="flex-end" gap="xs">
          <Select
            label={t('educational.groups.courseFilter')}
            data={filter}
            value={String(course)}
            onChange={(value) => setCourse(courseFilterOf(value) satisfies CourseFilter)}
            allowDeselect={false}
            disabled={idSpeciality === null}
            w={260}
            maw="100%"
          />
          {/* The groups as the course filter chooses them (its columns are fixed: the table's own). */}
          {idSpeciality !== null && (
            <ExportAction
              target={{
                table: 'specialityGroups',
                filter: {
                  idSpeciality,
                  idRate,
                  ...(course === 'intake' || course === 'graduated' ? { stage: course } : {}),
                },
              }}
            />
          )}
        </Group>
        {rows !== undefined && rows.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('educational.groups.hint')}
          </Text>
        )}
        {body}
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
