import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import type { FormValues } from '../form-modal/fields';
import { hasTypedChanges } from './inline-edit';
import { RowDiscardGuard } from './row-discard-guard';
import type { InlineEditTableProps } from './table-props';
import type { InlineTableState } from './use-inline-table';

/**
 * The two questions of an inline-edit table: whether to drop the typed values of the row in edit, and
 * whether to delete a saved row.
 */
export function TableQuestions<Row, Values extends FormValues>({
  table,
  state,
}: {
  table: InlineEditTableProps<Row, Values>;
  state: InlineTableState<Row, Values>;
}) {
  const { rowLabel } = table;
  const { active, deletion } = state;
  const { t } = useTranslation();
  return (
    <>
      {active && (
        <RowDiscardGuard
          dirty={hasTypedChanges(active)}
          subject={active.row === null ? t('inlineTable.newRow') : rowLabel(active.row)}
          onDiscard={state.editor.cancel}
          control={state.rowLeave}
        />
      )}
      <ConfirmDeleteModal
        name={deletion.deleting === null ? null : rowLabel(deletion.deleting)}
        note={deletion.deleting === null ? undefined : table.deleteNote?.(deletion.deleting)}
        usage={deletion.deleting === null ? null : table.usageOf?.(deletion.deleting)}
        pending={table.remove?.isPending ?? false}
        onConfirm={() => void deletion.confirm()}
        onClose={deletion.cancel}
      />
    </>
  );
}
