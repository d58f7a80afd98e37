import { Stack, Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { FormValues } from '../form-modal/fields';
import classes from '../paged-table/paged-search-table.module.css';
import { ListHead, Pager, PlaceholderRow } from '../paged-table/table-parts';
import { EditedRow } from './edited-row';
import { NEW_ROW } from './inline-edit';
import own from './inline-edit-table.module.css';
import type { InlineEditTableProps } from './table-props';
import { TableQuestions } from './table-questions';
import { TableToolbar } from './table-toolbar';
import { useInlineTable } from './use-inline-table';
import { useRowActions } from './use-row-actions';
import { ViewedRow } from './viewed-row';

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
  const { query, columns, rowKey } = props;
  const state = useInlineTable(props);
  const { rows, active, editor, paging, selection, finishFirst } = state;
  const { editActions, viewActions } = useRowActions(props, state);

  const edited = (row: Row | null, index: number) =>
    active && (
      <EditedRow<Row, Values>
        key={active.key}
        editing={active}
        columns={columns}
        index={index}
        actions={editActions(row)}
        onChange={editor.change}
        onKeyDown={state.onKeyDown}
        onReload={() => void editor.reload()}
      />
    );

  return (
    <Stack gap="xs">
      <TableToolbar table={props} state={state} />
      <div {...scrollFrame(props)}>
        <Table
          striped
          withTableBorder
          highlightOnHover
          aria-label={props.label}
          className={`${classes.table} ${own.table}`}
          ref={state.tableElement}
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
              return (
                <ViewedRow<Row, Values>
                  key={key}
                  row={row}
                  rowKey={key}
                  columns={columns}
                  index={index}
                  actions={viewActions(row)}
                  editingOther={state.busy}
                  selecting={selection.on}
                  selected={(selection.on ? selection.key : props.selectedKey) === key}
                  highlighted={state.highlighted.key === key}
                  onChoose={state.onChoose}
                />
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
      <TableQuestions table={props} state={state} />
    </Stack>
  );
}

/** The box the table scrolls in, under a header that stays: of the height given, or a window high when paged. */
function scrollFrame({ height, pageSize }: { height?: number; pageSize?: number }) {
  return {
    className: [classes.scroll, height !== undefined && own.fixedHeight, pageSize !== undefined && own.paged]
      .filter(Boolean)
      .join(' '),
    // React sets it through the DOM (not an inline style attribute), which the CSP allows.
    style: height === undefined ? undefined : ({ '--inline-table-height': `${height}px` } as CSSProperties),
  };
}
