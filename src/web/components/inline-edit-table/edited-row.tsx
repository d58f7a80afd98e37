import { Group, Stack, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormValue, FormValues } from '../form-modal/fields';
import { StaleNotice } from '../form-modal/stale-notice';
import classes from '../paged-table/paged-search-table.module.css';
import { type RowAction, RowActions } from '../row-actions';
import type { Editing, InlineColumn } from './inline-edit';
import own from './inline-edit-table.module.css';
import { RowInput } from './row-input';

interface EditedRowProps<Row, Values extends FormValues> {
  editing: Editing<Row, Values>;
  columns: readonly InlineColumn<Row, Values>[];
  /** Its place in the list, from 0. */
  index: number;
  /** The check, cross and trash of the row. */
  actions: RowAction[];
  onChange: (name: keyof Values & string, value: FormValue, problem?: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** After a stale save: the row's current values, in edit afresh. */
  onReload: () => void;
}

/**
 * The row in edit: an input per edited column (the first one focused), the other columns as they show;
 * under it, why its last Save was refused, or that someone else saved it meanwhile.
 */
export function EditedRow<Row, Values extends FormValues>(props: EditedRowProps<Row, Values>) {
  const { editing, columns } = props;
  const { t } = useTranslation();
  const firstInput = columns.find((column) => column.edit)?.key;
  return (
    <>
      <Table.Tr data-row-key={editing.key} onKeyDown={props.onKeyDown} className={own.editing}>
        <Table.Td className={classes.number}>
          <div className={own.beside}>{props.index + 1}</div>
        </Table.Td>
        {columns.map((column) => {
          const lock = column.edit?.lockedFor?.(editing.row) ?? null;
          const shown =
            (column.edit && !lock) || editing.row === null
              ? null
              : column.cell(editing.row, { editing: true, editingOther: false });
          return (
            <Table.Td key={column.key} className={classes.cell} data-label={column.header}>
              {lock ? (
                <Group gap={4} wrap="nowrap" className={own.beside} title={lock}>
                  {shown}
                  <IconLock size={14} aria-label={lock} />
                </Group>
              ) : column.edit ? (
                <RowInput
                  column={column}
                  value={editing.values[column.edit.name] ?? null}
                  values={editing.values}
                  invalid={editing.invalid.includes(column.edit.name)}
                  autoFocus={column.key === firstInput}
                  onChange={(value, problem) =>
                    column.edit && props.onChange(column.edit.name, value, problem)
                  }
                />
              ) : (
                // Nothing to show (a new row, a choice not offered while editing): an empty cell.
                shown != null && shown !== false && <div className={own.beside}>{shown}</div>
              )}
            </Table.Td>
          );
        })}
        <Table.Td className={classes.actions}>
          <RowActions actions={props.actions} />
        </Table.Td>
      </Table.Tr>
      {(editing.problems.length > 0 || editing.stale) && (
        <Table.Tr>
          <Table.Td colSpan={columns.length + 2} className={classes.cell}>
            {editing.stale ? (
              <StaleNotice text={t('inlineTable.staleText')} onReload={props.onReload} compact />
            ) : (
              <Stack gap={2} role="alert">
                {editing.problems.map((problem) => (
                  <Text key={problem} size="sm" c="red">
                    {problem}
                  </Text>
                ))}
              </Stack>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
