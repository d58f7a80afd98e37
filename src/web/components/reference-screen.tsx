import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type QueryKey, type UseMutationResult, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsRow } from '../../contract/envelope';
import { Sms } from '../../contract/sms';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import type { FormField, FormValues } from './form-modal/fields';
import { FormModal } from './form-modal/form-modal';
import { PageTitle } from './page-title';
import { type Column, PagedSearchTable } from './paged-table/paged-search-table';
import { EditDeleteActions } from './row-actions';
import { showSmsToast } from './sms-toast';

/** A save of the form: row null adds a record, otherwise that row is updated. */
export interface SaveRequest<Row, Values> {
  row: Row | null;
  values: Values;
}

export interface ReferenceForm<Row, Values extends FormValues> {
  addTitle: string;
  editTitle: string;
  fields: readonly FormField<Values>[];
  emptyValues: Values;
  valuesOf: (row: Row) => Values;
}

export interface ReferenceScreenProps<Row, Values extends FormValues, Key extends QueryKey = QueryKey> {
  title: string;
  /** The list call (TanStack queryOptions); the mutations below invalidate it. */
  query: UseQueryOptions<Row[], Error, Row[], Key>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => number;
  searchNames: (row: Row) => readonly string[];
  /** How the row's buttons name it for assistive technology (interface language). */
  rowLabel: (row: Row) => string;
  /** The Russian name the delete confirmation shows (SPEC §2). */
  deleteName: (row: Row) => string;
  /** The row's edit flag is false: partly read-only, never deleted (SPEC §4, §5). */
  isLocked: (row: Row) => boolean;
  form: ReferenceForm<Row, Values>;
  save: UseMutationResult<SmsRow[], Error, SaveRequest<Row, Values>>;
  remove: UseMutationResult<SmsRow[], Error, Row>;
}

/**
 * A whole reference list screen (SPEC §2 "Direction, speciality, department and qualification"): title,
 * searchable paged table, add/edit form and delete confirmation, with the result toasts of SPEC §4, §8.
 */
export function ReferenceScreen<Row, Values extends FormValues, Key extends QueryKey>(
  props: ReferenceScreenProps<Row, Values, Key>,
) {
  const { form, save, remove } = props;
  const { t } = useTranslation();
  const list = useQuery(props.query);
  // The row stays after closing so that the modal keeps its title while it fades out.
  const [editing, setEditing] = useState<{ row: Row | null; opened: boolean }>({ row: null, opened: false });
  const [deleting, setDeleting] = useState<Row | null>(null);

  const openForm = (row: Row | null) => setEditing({ row, opened: true });
  const closeForm = () => setEditing((current) => ({ ...current, opened: false }));

  const askDelete = (row: Row) => {
    // A locked row is never deleted: only the warning, no confirmation (SPEC §4).
    if (props.isLocked(row)) showSmsToast(Sms.NOT_DELETABLE);
    else setDeleting(row);
  };

  const submit = (values: Values) =>
    save.mutate(
      { row: editing.row, values },
      {
        onSuccess: (answer) => {
          const sms = answer[0]?.sms;
          showSmsToast(sms);
          // A duplicate keeps the form open so that the user can correct it.
          if (sms === Sms.CREATED || sms === Sms.UPDATED) closeForm();
        },
      },
    );

  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(deleting, {
      onSuccess: (answer) => showSmsToast(answer[0]?.sms),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <PageTitle>{props.title}</PageTitle>
      <PagedSearchTable
        label={props.title}
        rows={list.data}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        columns={props.columns}
        rowKey={props.rowKey}
        searchNames={props.searchNames}
        toolbar={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm(null)}>
            {t('table.add')}
          </Button>
        }
        rowActions={(row) => (
          <EditDeleteActions
            name={props.rowLabel(row)}
            locked={props.isLocked(row)}
            onEdit={() => openForm(row)}
            onDelete={() => askDelete(row)}
          />
        )}
      />
      <FormModal
        opened={editing.opened}
        title={editing.row === null ? form.addTitle : form.editTitle}
        fields={form.fields}
        initialValues={editing.row === null ? form.emptyValues : form.valuesOf(editing.row)}
        locked={editing.row !== null && props.isLocked(editing.row)}
        saving={save.isPending}
        onSubmit={submit}
        onClose={closeForm}
      />
      <ConfirmDeleteModal
        name={deleting === null ? null : props.deleteName(deleting)}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
