import { Alert, ScrollArea, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TurnoverBlocker } from '../../../contract/new-year';
import { HistoryButton } from '../../components/history/history-action';
import { warningTitleClass } from '../../components/warning-badge';
import classes from './new-year.module.css';
import { useMoment } from './turnovers-list';

/**
 * Why a turnover cannot be undone (decision 0057): the records changed, deleted or worked on since it, named as
 * the registrar names them, with who changed them and when, each with its history; and what to do
 * instead, since undoing would remove that work.
 */
export function UndoBlockers({ total, records }: { total: number; records: readonly TurnoverBlocker[] }) {
  const { t } = useTranslation();
  const moment = useMoment();
  if (total === 0) return null;
  return (
    <Alert
      // Its title in the body's colour: orange on the light orange fill fails WCAG AA (axe).
      classNames={{ title: warningTitleClass, body: classes.blockersBody }}
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('newYear.blockers.title', { count: total })}
      maw={980}
    >
      <Stack gap="xs">
        <Text size="sm">{t('newYear.blockers.whatToDo')}</Text>
        {/* Up to 50 rows: they scroll within the notice, the report's own counts stay near. */}
        <ScrollArea.Autosize mah={340} type="auto">
          <Table.ScrollContainer minWidth={620}>
            <Table aria-label={t('newYear.blockers.title', { count: total })} verticalSpacing={4} bg="white">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('newYear.blockers.record')}</Table.Th>
                  <Table.Th>{t('newYear.blockers.change')}</Table.Th>
                  <Table.Th>{t('newYear.blockers.at')}</Table.Th>
                  <Table.Th>{t('newYear.blockers.by')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('history.open')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((row) => (
                  <Table.Tr key={`${row.kind}:${row.id}`}>
                    <Table.Td>{row.record}</Table.Td>
                    <Table.Td>{t(`newYear.blockers.changes.${row.change}`)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {row.changedAt ? moment(row.changedAt) : '—'}
                    </Table.Td>
                    <Table.Td>{row.changedBy ?? t('history.system')}</Table.Td>
                    <Table.Td>
                      <HistoryButton
                        record={{ kind: row.kind, id: row.id }}
                        name={row.record}
                        refusal={null}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ScrollArea.Autosize>
        {total > records.length && (
          <Text size="sm">{t('newYear.blockers.shown', { shown: records.length, count: total })}</Text>
        )}
      </Stack>
    </Alert>
  );
}
