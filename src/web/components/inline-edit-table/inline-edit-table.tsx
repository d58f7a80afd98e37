import { Group, Stack, Table } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsRow } from '../../../contract/envelope';
import { localDecimal } from '../../i18n/numbers';
import type { Refusal } from '../../lib/permissions';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import { ExportAction, type ExportTarget } from '../export/export-action';
import type { FormValues } from '../form-modal/fields';
import { GuardedButton } from '../guarded-button';
import { useHistoryAction } from '../history/history-action';
import type { HistoryRecord } from '../history/history-store';
import { type Landing, newRowLanding, useHighlightedRow } from '../paged-table/followed-row';
import classes from '../paged-table/paged-search-table.module.css';
import { CellContent, ListHead, Pager, PlaceholderRow } from '../paged-table/table-parts';
import { useDelete } from '../reference-screen/use-delete';
import { type RowAction, RowActions } from '../row-actions';
import type { UsageRequest } from '../usage-notice';
import { EditedRow } from './edited-row';
import {
  type EditKey,
  hasChanges,
  hasTypedChanges,
  type InlineColumn,
  NEW_ROW,
  type RowRefusal,
  refusalFor,
} from './inline-edit';
import own from './inline-edit-table.module.css';
import { RowDiscardGuard, type RowLeave } from './row-discard-guard';
import { choose, chooseByKey, useFocusBack, usePaging, useSelection } from './table-state';
import { type InlineEditingOptions, useInlineEditing } from './use-inline-editing';

interface InlineEditTableProps<Row, Values extends FormValues>
  extends Omit<InlineEditingOptions<Row, Values>, 'reloadRows' | 'onSaved'> {
  /** The table's accessible name. */
  label: string;
  /** The rows' query: while it loads, or could not load (with a retry), the table says so. */
  query: Pick<UseQueryResult<Row[]>, 'data' | 'isError' | 'refetch'>;
  /** How the row's buttons and the delete confirmation name the row. */
  rowLabel: (row: Row) => string;
  /** Given: each row has a trash (a saved row is deleted after a confirmation). */
  remove?: UseMutationResult<SmsRow[], Error, Row>;
  /** The row as the usage read names it: the delete confirmation says where it is used (decision 0035). */
  usageOf?: (row: Row) => UsageRequest;
  /** Why the user may not add, edit or delete (role, faculty scope), shown on the disabled buttons. */
  refusals: { add?: Refusal; edit?: RowRefusal<Row>; remove?: RowRefusal<Row> };
  /** A click on a row that is not in edit (e.g. choosing it), while no row holds typed changes. */
  onRowClick?: (row: Row) => void;
  /** The row shown as chosen. */
  selectedKey?: EditKey | null;
  /**
   * The member tables' way (SPEC §4): a click selects a row, and one Delete button beside Add removes the
   * new row if there is one, else deletes the selected saved row (after a confirmation); rows have no
   * trash of their own.
   */
  deleteSelected?: boolean;
  /** Beside the Add button. */
  toolbar?: ReactNode;
  /** What the Export action writes (decision 0047): the table's rows with these columns. */
  exported?: ExportTarget;
  /** More icon buttons of a row in view, after its pencil (e.g. a commission's Replace); held while a row is being edited. */
  rowActions?: (row: Row) => RowAction[];
  /**
   * The record a row in view is, for its History, the row's last button (decision 0045): a read, open to every
   * role and while another row is in edit; null where the row has no record yet.
   */
  history?: (row: Row) => HistoryRecord | null;
  /** What deleting a saved row means, said in its confirmation (by default: it cannot be undone). */
  deleteNote?: (row: Row) => string;
  /**
   * Rows a page (SPEC §9: classrooms 50), paged here over the rows loaded: a new row is added on the last
   * page, and a saved row is shown on the page it lands on. None: one page.
   */
  pageSize?: number;
  /** The table's height in pixels (its rows scroll inside, the header stays; SPEC §9: grading 300 px). */
  height?: number;
}

/**
 * A table whose rows are edited in place (SPEC §2 end): the pencil puts one row at a time into edit and
 * becomes a check that saves; Escape, the cross or a click on another row (SPEC §4 "Headcount row": left
 * when another cell is clicked) returns the row to view; Add inserts a temporary row in edit, which its
 * trash drops at once; a saved row's trash asks first. Otherwise typed values are never dropped without
 * asking (Escape, the cross, another row, a link, Back, a reload). After a save the row's page is shown with the row
 * highlighted. Save names what is missing or wrong; what the user may not do is disabled with the reason.
 * Below 48em each row is a card.
 */
export function InlineEditTable<Row, Values extends FormValues>(props: InlineEditTableProps<Row, Values>) {
  const { query, columns, rowKey, rowLabel, refusals, remove } = props;
  const rows = query.data;
  const { t, i18n } = useTranslation();
  // The row just saved, followed to the page it lands on once the rows reload, and highlighted there.
  const [landing, setLanding] = useState<Landing | null>(null);
  const known = useRef<Landing>(newRowLanding([], rowKey));
  const editor = useInlineEditing({
    ...props,
    reloadRows: async () => (await query.refetch()).data,
    onSaved: (row) => setLanding(row === null ? known.current : { key: rowKey(row) }),
  });
  const { editing } = editor;
  const table = useRef<HTMLTableElement>(null);
  const highlighted = useHighlightedRow(table);
  const paging = usePaging(rows, rowKey, props.pageSize, landing, (key) => {
    setLanding(null);
    highlighted.highlight(key);
  });
  const historyAction = useHistoryAction();
  const deletion = useDelete<Row>(
    () => false,
    remove ?? (noRemove as UseMutationResult<SmsRow[], Error, Row>),
  );
  const selection = useSelection(rows, rowKey, props.deleteSelected === true);
  // A row someone deleted (or the user, by its trash) is no longer edited.
  const lost =
    editing !== null &&
    editing.row !== null &&
    rows !== undefined &&
    !rows.some((row) => rowKey(row) === editing.key);
  const active = lost ? null : editing;
  const busy = hasChanges(active);
  // A decimal column's number as the language writes it, as its input takes it.
  const shown = (column: InlineColumn<Row, Values>, row: Row) => {
    const content = column.cell(row, { editing: false, editingOther: busy });
    return column.edit?.kind === 'decimal' ? localDecimal(content, i18n.language) : content;
  };
  // Asks before Escape, the cross or another row drops typed values (mounted with the row in edit).
  const rowLeave = useRef<RowLeave | null>(null);
  const cancel = () => (rowLeave.current ? rowLeave.current.requestClose() : editor.cancel());
  const finishFirst = busy ? t('inlineTable.finishFirst') : null;
  const add = () => {
    // A new row goes at the end of the list, where the person then looks: the last page.
    known.current = newRowLanding(rows, rowKey);
    paging.toLast();
    editor.add();
  };
  useFocusBack(table, active?.key ?? null);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // An open list of a select closes first (Mantine marks a list opened on focus by data-expanded only).
    if (target.getAttribute('aria-expanded') === 'true' || target.dataset.expanded === 'true') return;
    if (event.key === 'Escape') {
      // Only the row leaves edit, not the modal around the table.
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter' && target.tagName === 'INPUT') {
      event.preventDefault();
      void editor.submit();
    }
  };

  const editActions = (row: Row | null): RowAction[] => {
    const name = row === null ? t('inlineTable.newRow') : rowLabel(row);
    const leave: Omit<RowAction, 'onClick'> =
      row === null
        ? { key: 'discard', label: t('table.delete', { name }), icon: <IconTrash size={18} aria-hidden /> }
        : { key: 'cancel', label: t('inlineTable.cancel', { name }), icon: <IconX size={18} aria-hidden /> };
    return [
      {
        key: 'save',
        label: t('inlineTable.save', { name }),
        icon: <IconCheck size={18} aria-hidden />,
        color: 'green',
        loading: props.save.isPending,
        refusal: active?.stale ? t('form.staleTitle') : null,
        onClick: () => void editor.submit(),
      },
      // The new row's trash deletes what was typed on purpose (as the member tables' Delete): no question.
      { ...leave, color: row === null ? 'red' : 'gray', onClick: row === null ? editor.cancel : cancel },
    ];
  };

  const historyOf = (row: Row) => {
    const record = props.history?.(row);
    return record ? [historyAction(record, rowLabel(row))] : [];
  };

  const viewActions = (row: Row): RowAction[] => [
    {
      key: 'edit',
      label: t('table.edit', { name: rowLabel(row) }),
      icon: <IconPencil size={18} aria-hidden />,
      refusal: refusalFor(refusals.edit, row) ?? finishFirst,
      onClick: () => editor.edit(row),
    },
    ...(props.rowActions?.(row) ?? []).map((action) => ({
      ...action,
      refusal: action.refusal ?? finishFirst,
    })),
    ...(remove && !props.deleteSelected
      ? [
          {
            key: 'delete',
            label: t('table.delete', { name: rowLabel(row) }),
            icon: <IconTrash size={18} aria-hidden />,
            color: 'red',
            refusal: refusalFor(refusals.remove, row),
            onClick: () => deletion.ask(row),
          },
        ]
      : []),
    ...historyOf(row),
  ];

  const edited = (row: Row | null, index: number) =>
    active && (
      <EditedRow<Row, Values>
        key={active.key}
        editing={active}
        columns={columns}
        index={index}
        actions={editActions(row)}
        onChange={editor.change}
        onKeyDown={onKeyDown}
        onReload={() => void editor.reload()}
      />
    );

  return (
    <Stack gap="xs">
      {(props.emptyValues || props.toolbar || props.deleteSelected || props.exported) && (
        <Group gap="xs">
          {props.emptyValues && (
            <GuardedButton
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              refusal={refusals.add ?? finishFirst}
              onClick={add}
            >
              {t('table.add')}
            </GuardedButton>
          )}
          {props.deleteSelected && remove && (
            <GuardedButton
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              refusal={
                active?.key === NEW_ROW
                  ? null
                  : selection.row
                    ? (refusalFor(refusals.remove, selection.row) ?? finishFirst)
                    : t('inlineTable.chooseRow')
              }
              onClick={() =>
                active?.key === NEW_ROW ? editor.cancel() : selection.row && deletion.ask(selection.row)
              }
            >
              {t('inlineTable.delete')}
            </GuardedButton>
          )}
          {props.toolbar}
          {props.exported && (
            <ExportAction
              size="xs"
              target={props.exported}
              columns={columns.filter((column) => !column.notExported).map((column) => column.key)}
            />
          )}
        </Group>
      )}
      <div
        className={[
          classes.scroll,
          props.height !== undefined && own.fixedHeight,
          props.pageSize !== undefined && own.paged,
        ]
          .filter(Boolean)
          .join(' ')}
        // React sets it through the DOM (not an inline style attribute), which the CSP allows.
        style={
          props.height === undefined
            ? undefined
            : ({ '--inline-table-height': `${props.height}px` } as CSSProperties)
        }
      >
        <Table
          striped
          withTableBorder
          highlightOnHover
          aria-label={props.label}
          className={`${classes.table} ${own.table}`}
          ref={table}
        >
          <ListHead columns={columns} actions />
          <Table.Tbody aria-busy={rows === undefined}>
            <PlaceholderRow
              rows={rows}
              failed={query.isError}
              onRetry={() => void query.refetch()}
              empty={rows?.length === 0 && active?.key !== NEW_ROW}
              columnCount={columns.length + 2}
            />
            {paging.shown?.map((row, place) => {
              const key = rowKey(row);
              const index = paging.first + place;
              if (active?.key === key) return edited(row, index);
              const chosen = selection.on ? selection.choose : props.onRowClick;
              // Another row clicked while one is in edit: the edit is left (asking if typed), then the
              // row is chosen where the table chooses rows.
              const onChoose =
                active !== null
                  ? (clicked: Row) =>
                      rowLeave.current?.requestLeave(() => {
                        editor.cancel();
                        chosen?.(clicked);
                      })
                  : chosen;
              const clickable = onChoose !== undefined;
              const selected = (selection.on ? selection.key : props.selectedKey) === key;
              const lit = highlighted.key === key;
              return (
                <Table.Tr
                  key={key}
                  data-row-key={key}
                  data-selected={selected || undefined}
                  data-highlighted={lit || undefined}
                  aria-selected={selection.on ? selected : undefined}
                  // A row chosen by a click is chosen by the keyboard too (Tab to it, Enter or Space).
                  tabIndex={selection.on && clickable ? 0 : undefined}
                  className={
                    [clickable && own.clickable, lit && classes.highlighted].filter(Boolean).join(' ') ||
                    undefined
                  }
                  onClick={clickable ? (event) => choose(event, () => onChoose(row)) : undefined}
                  onKeyDown={
                    selection.on && clickable ? (event) => chooseByKey(event, () => onChoose(row)) : undefined
                  }
                >
                  <Table.Td className={classes.number}>{index + 1}</Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key} className={classes.cell} data-label={column.header}>
                      <CellContent content={shown(column, row)} />
                    </Table.Td>
                  ))}
                  <Table.Td className={classes.actions}>
                    <RowActions actions={viewActions(row)} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {active?.key === NEW_ROW && edited(null, rows?.length ?? 0)}
          </Table.Tbody>
        </Table>
      </div>
      {props.pageSize !== undefined && (
        <Pager
          total={rows?.length}
          pages={paging.pages}
          page={paging.page}
          onPage={paging.setPage}
          refusal={finishFirst}
        />
      )}
      {active && (
        <RowDiscardGuard
          dirty={hasTypedChanges(active)}
          subject={active.row === null ? t('inlineTable.newRow') : rowLabel(active.row)}
          onDiscard={editor.cancel}
          control={rowLeave}
        />
      )}
      <ConfirmDeleteModal
        name={deletion.deleting === null ? null : rowLabel(deletion.deleting)}
        note={deletion.deleting === null ? undefined : props.deleteNote?.(deletion.deleting)}
        usage={deletion.deleting === null ? null : props.usageOf?.(deletion.deleting)}
        pending={remove?.isPending ?? false}
        onConfirm={() => void deletion.confirm()}
        onClose={deletion.cancel}
      />
    </Stack>
  );
}

// useDelete wants a mutation; a table without deletes never calls it.
const noRemove = { mutateAsync: async () => [] } as unknown as UseMutationResult<SmsRow[], Error, unknown>;
