import { Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportAction } from '../export/export-action';
import type { FormValues } from '../form-modal/fields';
import { GuardedButton } from '../guarded-button';
import { NEW_ROW, refusalFor } from './inline-edit';
import type { InlineEditTableProps } from './table-props';
import type { InlineTableState } from './use-inline-table';

/**
 * Above an inline-edit table: Add, the member tables' one Delete (deleteSelected), the table's own buttons
 * and Export; nothing when the table has none of them.
 */
export function TableToolbar<Row, Values extends FormValues>({
  table,
  state,
}: {
  table: InlineEditTableProps<Row, Values>;
  state: InlineTableState<Row, Values>;
}) {
  const { columns, refusals, remove } = table;
  const { active, selection, finishFirst } = state;
  const { t } = useTranslation();
  if (!(table.emptyValues || table.toolbar || table.deleteSelected || table.exported)) return null;
  return (
    <Group gap="xs">
      {table.emptyValues && (
        <GuardedButton
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          refusal={refusals.add ?? finishFirst}
          onClick={state.add}
        >
          {t('table.add')}
        </GuardedButton>
      )}
      {table.deleteSelected && remove && (
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
            active?.key === NEW_ROW
              ? state.editor.cancel()
              : selection.row && state.deletion.ask(selection.row)
          }
        >
          {t('inlineTable.delete')}
        </GuardedButton>
      )}
      {table.toolbar}
      {table.exported && (
        <ExportAction
          size="xs"
          target={table.exported}
          columns={columns.filter((column) => !column.notExported).map((column) => column.key)}
        />
      )}
    </Group>
  );
}
