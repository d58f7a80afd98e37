import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localDecimal } from '../../i18n/numbers';
import type { FormValues } from '../form-modal/fields';
import classes from '../paged-table/paged-search-table.module.css';
import { CellContent } from '../paged-table/table-parts';
import { type RowAction, RowActions } from '../row-actions';
import type { EditKey, InlineColumn } from './inline-edit';
import own from './inline-edit-table.module.css';
import { choose, chooseByKey } from './table-state';

interface ViewedRowProps<Row, Values extends FormValues> {
  row: Row;
  rowKey: EditKey;
  columns: readonly InlineColumn<Row, Values>[];
  /** Its place in the list, from 0. */
  index: number;
  /** The pencil and the other buttons of the row. */
  actions: RowAction[];
  /** Another row holds typed changes. */
  editingOther: boolean;
  /** The table selects rows (deleteSelected): a click or the keyboard chooses one. */
  selecting: boolean;
  selected: boolean;
  /** Just saved, lit for a moment. */
  highlighted: boolean;
  /** What a click on the row does; none: the row is not clickable. */
  onChoose: ((row: Row) => void) | undefined;
}

/** A row of an inline-edit table that is not in edit (edited-row.tsx is the one that is). */
export function ViewedRow<Row, Values extends FormValues>(props: ViewedRowProps<Row, Values>) {
  const { row, rowKey: key, selecting, selected, onChoose } = props;
  const { i18n } = useTranslation();
  const clickable = onChoose !== undefined;
  // A decimal column's number as the language writes it, as its input takes it.
  const shown = (column: InlineColumn<Row, Values>) => {
    const content = column.cell(row, { editing: false, editingOther: props.editingOther });
    return column.edit?.kind === 'decimal' ? localDecimal(content, i18n.language) : content;
  };
  return (
    <Table.Tr
      data-row-key={key}
      data-selected={selected || undefined}
      data-highlighted={props.highlighted || undefined}
      aria-selected={selecting ? selected : undefined}
      // A row chosen by a click is chosen by the keyboard too (Tab to it, Enter or Space).
      tabIndex={selecting && clickable ? 0 : undefined}
      className={
        [clickable && own.clickable, props.highlighted && classes.highlighted].filter(Boolean).join(' ') ||
        undefined
      }
      onClick={clickable ? (event) => choose(event, () => onChoose(row)) : undefined}
      onKeyDown={selecting && clickable ? (event) => chooseByKey(event, () => onChoose(row)) : undefined}
    >
      <Table.Td className={classes.number}>{props.index + 1}</Table.Td>
      {props.columns.map((column) => (
        <Table.Td key={column.key} className={classes.cell} data-label={column.header}>
          <CellContent content={shown(column)} />
        </Table.Td>
      ))}
      <Table.Td className={classes.actions}>
        <RowActions actions={props.actions} />
      </Table.Td>
    </Table.Tr>
  );
}
