import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeAction, FieldChange, HistoryEntry } from '../../../contract/history';
import { localDateTime } from '../../i18n/dates';
import { appConfig } from '../../lib/config';
import { authorOf } from './author';
import classes from './history.module.css';

/** The colour of the dot before each kind of change, beside its word (never the only sign). */
const actionColors: Record<ChangeAction, string> = { created: 'green', changed: 'blue', deleted: 'red' };

/** What a change did, in a word of the interface language (as written, not in capitals). */
export function ActionBadge({ action }: { action: ChangeAction }) {
  const { t } = useTranslation();
  return (
    <Badge color={actionColors[action]} variant="dot" tt="none" size="md">
      {t(`history.actions.${action}`)}
    </Badge>
  );
}

/** A value as the table shows it: "—" where the record had none. */
const shown = (value: string | null) => value ?? '—';

/**
 * One change of a record: when (the university's time zone), what, who, and each field it touched with
 * its value before and after; `restore` (the entry's Restore) goes in its first line.
 */
export function HistoryEntryView({ entry, restore }: { entry: HistoryEntry; restore?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600}>{localDateTime(entry.changedAt, i18n.language, appConfig.timeZone)}</Text>
        <Group gap="xs">
          <ActionBadge action={entry.action} />
          {restore}
        </Group>
      </Group>
      <Text size="sm" mb="xs">
        {authorOf(entry, t)}
      </Text>
      {entry.changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.noChanges')}
        </Text>
      ) : (
        <ChangesTable changes={entry.changes} />
      )}
    </Paper>
  );
}

function ChangesTable({ changes }: { changes: readonly FieldChange[] }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder withColumnBorders layout="fixed" fz="sm" className={classes.changes}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.field}>{t('history.field')}</Table.Th>
          <Table.Th>{t('history.before')}</Table.Th>
          <Table.Th>{t('history.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{change.label}</Table.Td>
            <Table.Td data-label={t('history.before')}>{shown(change.before)}</Table.Td>
            <Table.Td data-label={t('history.after')}>{shown(change.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
