import { Checkbox, List, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TurnoverRow } from '../../../contract/new-year';
import { useLocalListState } from '../../components/paged-table/list-state';
import { type Column, PagedSearchTable } from '../../components/paged-table/paged-search-table';
import { type ReportMode, verdictColumns } from './counts-table';
import classes from './new-year.module.css';
import { changesOrRefuses, type KeyedRow, keyed } from './report-rows';

/**
 * The outcome per speciality (or faculty commission) and kind, searched and paged like every list; by
 * default only the rows that change something or leave something behind.
 */
export function RowsTable({
  rows,
  mode,
  pageSize,
}: {
  rows: readonly TurnoverRow[];
  mode: ReportMode;
  /** Every row on one page while printing; the lists' page size otherwise. */
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const state = useLocalListState();
  const [onlyChanges, setOnlyChanges] = useState(true);
  const all = keyed(rows);
  const shown = onlyChanges ? all.filter(changesOrRefuses) : all;
  const headings = mode === 'preview' ? 'previewHeadings' : 'reportHeadings';
  const kindName = (row: TurnoverRow) => t(`newYear.kindsShort.${row.kind}`);
  const columns: Column<KeyedRow>[] = [
    { key: 'faculty', header: t('newYear.rows.faculty'), cell: (row) => row.faculty },
    { key: 'record', header: t('newYear.rows.record'), cell: (row) => row.record },
    // Wide enough for a kind's short name in one piece ("Контингент").
    { key: 'kind', header: t('newYear.rows.kind'), cell: kindName, width: 130 },
    ...verdictColumns.map((verdict) => ({
      key: verdict,
      header: t(`newYear.${headings}.${verdict}`),
      cell: (row: KeyedRow) => String(row[verdict]),
      width: 100,
    })),
    {
      key: 'reasons',
      header: t('newYear.rows.reasons'),
      cell: (row) =>
        row.reasons.length === 0 ? (
          ''
        ) : (
          <List size="sm" spacing={2}>
            {row.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        ),
    },
  ];
  return (
    <div>
      <Title order={2} size="h4" mb="xs">
        {t('newYear.rows.title')}
      </Title>
      <PagedSearchTable
        label={t('newYear.rows.title')}
        rows={shown}
        columns={columns}
        rowKey={(row) => row.key}
        searchNames={(row) => [
          row.faculty,
          row.record,
          kindName(row),
          t(`newYear.kinds.${row.kind}`),
          ...row.reasons,
        ]}
        searchLabel={t('newYear.rows.search')}
        searchPlaceholder={t('newYear.rows.searchPlaceholder')}
        state={state}
        pageSize={pageSize}
        toolbar={
          <Checkbox
            className={classes.noPrint}
            label={t('newYear.rows.onlyChanges')}
            checked={onlyChanges}
            onChange={(event) => {
              setOnlyChanges(event.currentTarget.checked);
              state.goToPage(1);
            }}
          />
        }
      />
    </div>
  );
}
