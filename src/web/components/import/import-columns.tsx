import { Alert, Button, Group, List, Select, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportColumnChoice, ImportLayout } from '../../../contract/import';

/** What the dialog says of a read file's columns: the notes (a heading skipped, a title read as another). */
export function ImportNotes({ layout }: { layout: ImportLayout }) {
  const { t } = useTranslation();
  if (layout.notes.length === 0) return null;
  return (
    <Alert
      variant="light"
      color={layout.missing.length > 0 ? 'orange' : 'blue'}
      icon={<IconInfoCircle aria-hidden />}
      title={t('import.columns.notes')}
    >
      <List size="sm" spacing={2}>
        {layout.notes.map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The value of "not read" in a column's select. */
const NOT_READ = '';

/**
 * The file's columns and the table's column each is read as (decision 0053): shown when a required column is
 * missing or a title was not understood, each with a choice among the table's columns or "not read"; the
 * file is read again with the choices that differ from what was found.
 */
export function ImportColumns({
  layout,
  busy,
  onRead,
}: {
  layout: ImportLayout;
  busy: boolean;
  onRead: (choices: ImportColumnChoice[]) => void;
}) {
  const { t } = useTranslation();
  const found = new Map(layout.columns.map((column) => [column.index, column.column]));
  const earlier = new Set(
    layout.columns
      .filter((column) => column.match === 'chosen' || column.match === 'skipped')
      .map((column) => column.index),
  );
  const [chosen, setChosen] = useState(() => new Map(found));
  const options = [
    { value: NOT_READ, label: t('import.columns.notRead') },
    ...layout.expected.map((column) => ({
      value: column.key,
      label: column.required ? t('import.columns.required', { title: column.title }) : column.title,
    })),
  ];
  const titleOf = (key: string) => layout.expected.find((column) => column.key === key)?.title ?? key;
  const read = () =>
    onRead(
      [...chosen]
        // What the person changed, and what they chose before (the server marks it chosen or skipped).
        .filter(([index, column]) => column !== found.get(index) || earlier.has(index))
        .map(([index, column]) => ({ index, column })),
    );
  const stillMissing = layout.expected.filter(
    (column) => column.required && ![...chosen.values()].includes(column.key),
  );
  return (
    <Stack gap="xs">
      <Text fw={500}>{t('import.columns.title', { line: layout.titleLine })}</Text>
      <Text size="sm" c="dimmed">
        {t('import.columns.hint')}
      </Text>
      <Table withTableBorder aria-label={t('import.columns.title', { line: layout.titleLine })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.columns.fileColumn')}</Table.Th>
            <Table.Th>{t('import.columns.readAs')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {layout.columns.map((column) => (
            <Table.Tr key={column.index} data-match={column.match}>
              <Table.Td>
                {column.title || t('import.columns.untitled', { number: column.index + 1 })}
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('import.columns.readAsOf', { title: column.title || column.index + 1 })}
                  data={options}
                  value={chosen.get(column.index) ?? NOT_READ}
                  allowDeselect={false}
                  onChange={(value) =>
                    setChosen(
                      new Map(chosen).set(column.index, value === NOT_READ || value === null ? null : value),
                    )
                  }
                  comboboxProps={{ withinPortal: true }}
                  size="xs"
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c={stillMissing.length > 0 ? 'red' : 'dimmed'} role="status">
          {stillMissing.length > 0
            ? t('import.columns.missing', {
                columns: stillMissing.map((column) => `«${titleOf(column.key)}»`).join(', '),
              })
            : t('import.columns.complete')}
        </Text>
        <Button variant="light" onClick={read} loading={busy} disabled={stillMissing.length > 0}>
          {t('import.columns.readAgain')}
        </Button>
      </Group>
    </Stack>
  );
}
