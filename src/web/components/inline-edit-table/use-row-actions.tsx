import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '../form-modal/fields';
import { useHistoryAction } from '../history/history-action';
import type { RowAction } from '../row-actions';
import { refusalFor } from './inline-edit';
import type { InlineEditTableProps } from './table-props';
import type { InlineTableState } from './use-inline-table';

/**
 * The buttons at the end of an inline-edit table's row: in edit, the check that saves and the cross that
 * leaves (a new row's trash); in view, the pencil, the table's own buttons, the trash and the History.
 */
export function useRowActions<Row, Values extends FormValues>(
  props: InlineEditTableProps<Row, Values>,
  state: InlineTableState<Row, Values>,
) {
  const { rowLabel, refusals, remove } = props;
  const { editor, active, finishFirst } = state;
  const { t } = useTranslation();
  const historyAction = useHistoryAction();

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
      {
        ...leave,
        color: row === null ? 'red' : 'gray',
        onClick: row === null ? editor.cancel : state.cancel,
      },
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
            onClick: () => state.deletion.ask(row),
          },
        ]
      : []),
    ...historyOf(row),
  ];

  return { editActions, viewActions };
}
