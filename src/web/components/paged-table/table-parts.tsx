import { Button, Group, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './paged-search-table.module.css';

/** The parts the list tables share (the paged search table, the inline-edit table). */

/** Characters from which a cell's text always gets a hover hint, as it may be cut to three lines. */
const HINT_FROM = 60;

/**
 * A text cell: clamped to three lines, the whole text on hover when it is long or, however short, when
 * the column is narrow enough to cut it (measured as the pointer enters).
 */
export function CellContent({ content }: { content: ReactNode }) {
  if (typeof content !== 'string') return content;
  return (
    <span
      className={classes.clamp}
      title={content.length >= HINT_FROM ? content : undefined}
      onPointerEnter={(event) => {
        const cell = event.currentTarget;
        if (cell.scrollHeight > cell.clientHeight) cell.title = content;
      }}
    >
      {content}
    </span>
  );
}

interface ColumnHead {
  key: string;
  header: string;
  width?: number | string;
}

/** The head of a list: the row number, the columns' titles, and the actions where rows have buttons. */
export function ListHead({ columns, actions }: { columns: readonly ColumnHead[]; actions: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th className={classes.number}>{t('table.number')}</Table.Th>
        {columns.map((column) => (
          <Table.Th key={column.key} w={column.width}>
            {column.header}
          </Table.Th>
        ))}
        {actions && <Table.Th className={classes.actions}>{t('table.actions')}</Table.Th>}
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * The one row that stands for the rows while they load, when they could not be loaded (with a retry), or
 * when there are none to show; nothing while there are.
 */
export function PlaceholderRow(props: {
  /** undefined while loading. */
  rows: readonly unknown[] | undefined;
  failed?: boolean;
  onRetry?: () => void;
  /** No row to show (none at all, or none found). */
  empty: boolean;
  columnCount: number;
}) {
  const { rows, failed } = props;
  const { t } = useTranslation();
  let text: string | null = null;
  if (rows === undefined) text = failed ? t('table.loadError') : t('table.loading');
  else if (props.empty) text = t('table.empty');
  if (text === null) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={props.columnCount} ta="center" py="lg">
        <Text c="dimmed" span>
          {text}
        </Text>
        {rows === undefined && failed && props.onRetry && (
          <Button variant="subtle" size="compact-sm" ml="sm" onClick={props.onRetry}>
            {t('table.retry')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Under a paged list: how many rows it has, and its page buttons (named for screen readers). */
export function Pager(props: {
  /** undefined while the list loads. */
  total: number | undefined;
  /** More rows than `total` (a count that stops at a cap): "over {total}". */
  more?: boolean;
  pages: number;
  page: number;
  onPage: (page: number) => void;
  /** Why the pages may not be turned now (a row in edit with changes), or null. */
  refusal?: string | null;
}) {
  const { t } = useTranslation();
  const { page } = props;
  return (
    <Group justify="space-between" mt="xs" gap="sm" className={classes.pager}>
      <Text size="sm" c="dimmed">
        {props.total === undefined
          ? ''
          : t(props.more ? 'table.totalOver' : 'table.total', { count: props.total })}
      </Text>
      <nav aria-label={t('table.pagination')} title={props.refusal ?? undefined}>
        <Pagination
          total={props.pages}
          value={page}
          onChange={props.onPage}
          disabled={Boolean(props.refusal)}
          getItemProps={(item) => ({
            'aria-label': t('table.page', { page: item }),
            'aria-current': item === page ? 'page' : undefined,
          })}
          getControlProps={(control) => ({
            'aria-label': t(
              control === 'previous' || control === 'first' ? 'table.previousPage' : 'table.nextPage',
            ),
          })}
        />
      </nav>
    </Group>
  );
}
