import { Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditPage, AuditRow } from '../../../contract/history';
import { authorOf } from '../../components/history/author';
import { useHistoryAction } from '../../components/history/history-action';
import { ActionBadge } from '../../components/history/history-entry';
import { openHistory } from '../../components/history/history-store';
import type { Column } from '../../components/paged-table/paged-search-table';
import classes from '../../components/paged-table/paged-search-table.module.css';
import { CellContent, ListHead, PlaceholderRow } from '../../components/paged-table/table-parts';
import { RowActions } from '../../components/row-actions';
import { localDateTime } from '../../i18n/dates';
import { appConfig } from '../../lib/config';
import own from './audit.module.css';

/**
 * One page of the log: when (the university's time zone), who, the kind and name of the record, what was
 * done and the fields changed. A click on a row, or its History, opens the record's history (a deleted
 * record's too). Below 48em each row is a card, as in the other lists.
 */
export function AuditTable({ log, first }: { log: UseQueryResult<AuditPage>; first: number }) {
  const { t, i18n } = useTranslation();
  const historyAction = useHistoryAction();
  const rows = log.data?.rows;
  // The record as the panel names it: its name, then its kind.
  const target = (row: AuditRow) => ({
    record: { kind: row.kind, id: row.recordId },
    name: `${row.recordName} (${row.kindLabel})`,
  });
  const columns: Column<AuditRow>[] = [
    {
      key: 'when',
      header: t('history.when'),
      cell: (row) => localDateTime(row.changedAt, i18n.language, appConfig.timeZone),
      width: 150,
    },
    { key: 'who', header: t('history.who'), cell: (row) => authorOf(row, t) },
    { key: 'kind', header: t('audit.kind'), cell: (row) => row.kindLabel },
    { key: 'record', header: t('audit.record'), cell: (row) => row.recordName },
    {
      key: 'action',
      header: t('history.what'),
      cell: (row) => <ActionBadge action={row.action} />,
      width: 130,
    },
    { key: 'fields', header: t('audit.fields'), cell: (row) => row.fields.join(', ') },
  ];
  return (
    <div className={classes.scroll}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        aria-label={t('routes.audit')}
        className={classes.table}
      >
        <ListHead columns={columns} actions />
        <Table.Tbody aria-busy={log.isFetching}>
          <PlaceholderRow
            rows={rows}
            failed={log.isError}
            onRetry={() => void log.refetch()}
            empty={rows?.length === 0}
            columnCount={columns.length + 2}
          />
          {rows?.map((row, index) => {
            const { record, name } = target(row);
            return (
              <Table.Tr
                key={row.auditId}
                className={own.row}
                // The History button is the keyboard's way to the same panel.
                onClick={(event) => {
                  if (!(event.target as HTMLElement).closest('button')) openHistory({ ...record, name });
                }}
              >
                <Table.Td className={classes.number}>{first + index + 1}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.key} className={classes.cell} data-label={column.header}>
                    <CellContent content={column.cell(row)} />
                  </Table.Td>
                ))}
                <Table.Td className={classes.actions}>
                  <RowActions actions={[historyAction(record, name)]} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
