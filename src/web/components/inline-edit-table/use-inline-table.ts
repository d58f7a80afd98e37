import type { UseMutationResult } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsRow } from '../../../contract/envelope';
import type { FormValues } from '../form-modal/fields';
import { type Landing, newRowLanding, useHighlightedRow } from '../paged-table/followed-row';
import { useDelete } from '../reference-screen/use-delete';
import { hasChanges } from './inline-edit';
import type { RowLeave } from './row-discard-guard';
import type { InlineEditTableProps } from './table-props';
import { useFocusBack, usePaging, useSelection } from './table-state';
import { useInlineEditing } from './use-inline-editing';

/** What the inline-edit table holds, as its parts (the toolbar, the rows, their buttons) read it. */
export type InlineTableState<Row, Values extends FormValues> = ReturnType<typeof useInlineTable<Row, Values>>;

/**
 * The state of an inline-edit table (inline-edit-table.tsx): the row in edit, the page shown and the row
 * saved followed to it, the row selected, the delete asked about, and what Add, Escape, Enter and a click on
 * another row do.
 */
export function useInlineTable<Row, Values extends FormValues>(props: InlineEditTableProps<Row, Values>) {
  const { query, rowKey } = props;
  const rows = query.data;
  const { t } = useTranslation();
  // The row just saved, followed to the page it lands on once the rows reload, and highlighted there.
  const [landing, setLanding] = useState<Landing | null>(null);
  const known = useRef<Landing>(newRowLanding([], rowKey));
  const editor = useInlineEditing({
    ...props,
    reloadRows: async () => (await query.refetch()).data,
    onSaved: (row) => setLanding(row === null ? known.current : { key: rowKey(row) }),
  });
  const { editing } = editor;
  const tableElement = useRef<HTMLTableElement>(null);
  const highlighted = useHighlightedRow(tableElement);
  const paging = usePaging(rows, rowKey, props.pageSize, landing, (key) => {
    setLanding(null);
    highlighted.highlight(key);
  });
  const deletion = useDelete<Row>(
    () => false,
    props.remove ?? (noRemove as UseMutationResult<SmsRow[], Error, Row>),
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
  // Asks before Escape, the cross or another row drops typed values (mounted with the row in edit).
  const rowLeave = useRef<RowLeave | null>(null);
  const cancel = () => (rowLeave.current ? rowLeave.current.requestClose() : editor.cancel());
  const add = () => {
    // A new row goes at the end of the list, where the person then looks: the last page.
    known.current = newRowLanding(rows, rowKey);
    paging.toLast();
    editor.add();
  };
  useFocusBack(tableElement, active?.key ?? null);
  const chosen = selection.on ? selection.choose : props.onRowClick;
  // Another row clicked while one is in edit: the edit is left (asking if typed), then the row is chosen
  // where the table chooses rows.
  const onChoose =
    active !== null
      ? (clicked: Row) =>
          rowLeave.current?.requestLeave(() => {
            editor.cancel();
            chosen?.(clicked);
          })
      : chosen;
  const finishFirst = busy ? t('inlineTable.finishFirst') : null;
  const onKeyDown = (event: KeyboardEvent) => keyInRow(event, cancel, () => void editor.submit());
  return {
    rows,
    editor,
    active,
    busy,
    finishFirst,
    tableElement,
    highlighted,
    paging,
    deletion,
    selection,
    rowLeave,
    cancel,
    add,
    onChoose,
    onKeyDown,
  };
}

/** A key in the row in edit: Escape leaves it (asking if typed), Enter in an input saves it. */
function keyInRow(event: KeyboardEvent, cancel: () => void, submit: () => void) {
  const target = event.target as HTMLElement;
  // An open list of a select closes first (Mantine marks a list opened on focus by data-expanded only).
  if (target.getAttribute('aria-expanded') === 'true' || target.dataset.expanded === 'true') return;
  if (event.key === 'Escape') {
    // Only the row leaves edit, not the modal around the table.
    event.stopPropagation();
    cancel();
  } else if (event.key === 'Enter' && target.tagName === 'INPUT') {
    event.preventDefault();
    submit();
  }
}

// useDelete wants a mutation; a table without deletes never calls it.
const noRemove = { mutateAsync: async () => [] } as unknown as UseMutationResult<SmsRow[], Error, unknown>;
