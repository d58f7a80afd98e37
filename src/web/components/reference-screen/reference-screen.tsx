import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../app/session';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import type { FormField, FormValues } from '../form-modal/fields';
import { FormModal } from '../form-modal/form-modal';
import { useUrlListState } from '../paged-table/list-state';
import { type Column, PagedSearchTable } from '../paged-table/paged-search-table';
import { EditDeleteActions } from '../row-actions';
import type { useReferenceMutations } from './mutations';
import { useDelete } from './use-delete';
import { useFormEditing } from './use-form-editing';

export interface ReferenceForm<Row, Values extends FormValues> {
  addTitle: string;
  editTitle: string;
  fields: readonly FormField<Values>[];
  emptyValues: Values;
  valuesOf: (row: Row) => Values;
}

export interface ReferenceScreenProps<Row, Values extends FormValues, Key extends QueryKey = QueryKey> {
  /** The screen's title (the header shows it): the table's accessible name. */
  title: string;
  /** The list call (TanStack queryOptions); the mutations below invalidate it. */
  query: UseQueryOptions<Row[], Error, Row[], Key>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => number;
  /** What search matches: the three names, and the code or short name where the row has one. */
  searchTexts: (row: Row) => readonly string[];
  /** How the row's buttons name it for assistive technology (interface language). */
  rowLabel: (row: Row) => string;
  /** The Russian name the delete confirmation shows (SPEC §2). */
  deleteName: (row: Row) => string;
  /** The row's edit flag is false: partly read-only, never deleted (SPEC §4, §5). */
  isLocked: (row: Row) => boolean;
  form: ReferenceForm<Row, Values>;
  mutations: ReturnType<typeof useReferenceMutations<Row, Values>>;
}

/**
 * A whole reference list screen (SPEC §2 "Direction, speciality, department and qualification"): searchable
 * paged table (its search and page in the address), add/edit form and delete confirmation, with the result
 * toasts of SPEC §4, §8.
 */
export function ReferenceScreen<Row, Values extends FormValues, Key extends QueryKey>(
  props: ReferenceScreenProps<Row, Values, Key>,
) {
  const { form, mutations } = props;
  const { t } = useTranslation();
  const list = useQuery(props.query);
  const session = useSession();
  const { pathname } = useLocation();
  const editing = useFormEditing<Row, Values>({
    userId: session.status === 'authenticated' ? session.user.idAvnUser : 0,
    screen: pathname,
    rows: list.data,
    rowKey: props.rowKey,
    reloadRows: async () => (await list.refetch()).data,
    save: mutations.save,
  });
  const deletion = useDelete(props.isLocked, mutations.remove);
  const listState = useUrlListState();
  const { row, opened, draft, stale, formKey } = editing.editing;

  return (
    <>
      <PagedSearchTable
        label={props.title}
        rows={list.data}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        columns={props.columns}
        rowKey={props.rowKey}
        searchNames={props.searchTexts}
        state={listState}
        toolbar={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => editing.open(null)}>
            {t('table.add')}
          </Button>
        }
        rowActions={(item) => (
          <EditDeleteActions
            name={props.rowLabel(item)}
            locked={props.isLocked(item)}
            onEdit={() => editing.open(item)}
            onDelete={() => deletion.ask(item)}
          />
        )}
      />
      <FormModal
        opened={opened}
        formKey={formKey}
        title={row === null ? form.addTitle : form.editTitle}
        mode={row === null ? 'add' : 'edit'}
        fields={form.fields}
        initialValues={row === null ? form.emptyValues : form.valuesOf(row)}
        draft={draft}
        locked={row !== null && props.isLocked(row)}
        saving={mutations.save.isPending}
        stale={stale}
        onReload={() => void editing.reload()}
        onSubmit={(values) => void editing.submit(values)}
        onChange={editing.keepDraft}
        onClose={editing.close}
      />
      <ConfirmDeleteModal
        name={deletion.deleting === null ? null : props.deleteName(deletion.deleting)}
        pending={mutations.remove.isPending}
        onConfirm={() => void deletion.confirm()}
        onClose={deletion.cancel}
      />
    </>
  );
}
