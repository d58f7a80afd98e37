import { Alert, Button } from '@mantine/core';
import { IconBuildingBank, IconPlus } from '@tabler/icons-react';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CallDefinition } from '../../../contract/call';
import { applyImport } from '../../../contract/import';
import type { UsageKind } from '../../../contract/usage';
import { type Refusal, usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import type { ExportTarget } from '../export/export-action';
import type { FormField, FormValues } from '../form-modal/fields';
import { FormModal } from '../form-modal/form-modal';
import { useHistoryAction } from '../history/history-action';
import type { HistoryRecord } from '../history/history-store';
import { ImportAction, type ImportTarget } from '../import/import-action';
import type { Landing } from '../paged-table/followed-row';
import { useUrlListState } from '../paged-table/list-state';
import { type Column, PagedSearchTable } from '../paged-table/paged-search-table';
import type { Translations } from '../paged-table/translations';
import { EditDeleteActions, type RowAction } from '../row-actions';
import type { ReferenceMutations } from './mutations';
import { useDelete } from './use-delete';
import { useFormEditing } from './use-form-editing';

export interface ReferenceForm<Row, Values extends FormValues> {
  addTitle: string;
  editTitle: string;
  fields: readonly FormField<Values>[];
  emptyValues: Values;
  valuesOf: (row: Row) => Values;
  /** What a duplicate (sms 3) of these values clashes with, when the screen can say it better than toast3. */
  duplicateText?: (values: Values) => string;
}

interface ReferenceScreenProps<Row, Values extends FormValues, Key extends QueryKey = QueryKey> {
  /** The screen's title (the header shows it): the table's accessible name. */
  title: string;
  /** The list call (TanStack queryOptions); the mutations below invalidate it. */
  query: UseQueryOptions<Row[], Error, Row[], Key>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => number;
  /** What search matches: the three names, and the code or short name where the row has one. */
  searchTexts: (row: Row) => readonly string[];
  /** The columns of the Kyrgyz and English names: the "Missing translation" filter and badges. */
  translations?: Translations<Row>;
  /** How the row's buttons name it for assistive technology (interface language). */
  rowLabel: (row: Row) => string;
  /** The Russian name the delete confirmation shows (SPEC §2). */
  deleteName: (row: Row) => string;
  /** The row's edit flag is false: partly read-only, never deleted (SPEC §4, §5). */
  isLocked: (row: Row) => boolean;
  /** The kind of record for the usage read: the delete confirmation says where a row is used (decision 0035). */
  usageKind?: UsageKind;
  form: ReferenceForm<Row, Values>;
  mutations: ReferenceMutations<Row, Values>;
  /**
   * Who may write (contract/access.ts): the rules of the save and delete calls, and for a `faculty` rule
   * the faculty a row belongs to. What the user may not do is disabled, with a hint saying why.
   */
  access: {
    save: Pick<CallDefinition, 'access' | 'path'>;
    remove: Pick<CallDefinition, 'access' | 'path'>;
    facultyOf?: (row: Row) => number;
  };
  /** Why a row may not be edited or deleted whatever the user's rights (e.g. an audited user), or null. */
  rowRefusal?: (row: Row, action: 'edit' | 'delete') => Refusal;
  /** More buttons of a row, between its pencil and its trash. */
  moreRowActions?: (row: Row) => RowAction[];
  /** The record a row is, for its History (decision 0045): a read, open to every role. */
  history: (row: Row) => HistoryRecord;
  /** The search box's name and example, where the list is not searched by name or code. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** What its Export action writes (decision 0047). */
  exported?: ExportTarget;
  /** What its Import action writes into (decision 0047). */
  imported?: { target: ImportTarget };
  /** The modals of the screen's own row actions. */
  children?: ReactNode;
}

/** Why the user may not add, edit or delete (their role and faculty scope, then the row's own reason). */
function useRefusals<Row, Values extends FormValues, Key extends QueryKey>(
  props: ReferenceScreenProps<Row, Values, Key>,
) {
  const permissions = usePermissions();
  const { access } = props;
  const callRefusal = (call: Pick<CallDefinition, 'access' | 'path'>, row: Row | null): Refusal =>
    row !== null && access.facultyOf
      ? permissions.facultyRefusal(call, access.facultyOf(row))
      : permissions.refusal(call);
  return {
    add: callRefusal(access.save, null),
    // An import writes by the table's save, and is a call of its own: the ministry keeps classifiers, not imports.
    import: permissions.refusal(applyImport),
    keptByMinistry: permissions.keptByMinistry(access.save),
    edit: (row: Row) => callRefusal(access.save, row) ?? props.rowRefusal?.(row, 'edit') ?? null,
    remove: (row: Row) => callRefusal(access.remove, row) ?? props.rowRefusal?.(row, 'delete') ?? null,
  };
}

/**
 * A whole reference list screen (SPEC §2 "Direction, speciality, department and qualification"): searchable
 * paged table (its search, "Missing translation" filter and page in the address), add/edit form and delete confirmation, with the result
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
  // The row just added or saved, shown on its page and highlighted once the list has reloaded.
  const [follow, setFollow] = useState<Landing | null>(null);
  const editing = useFormEditing<Row, Values>({
    userId: session.status === 'authenticated' ? session.user.idAvnUser : 0,
    screen: pathname,
    rows: list.data,
    rowKey: props.rowKey,
    reloadRows: async () => (await list.refetch()).data,
    save: mutations.save,
    duplicateText: form.duplicateText,
    onSaved: setFollow,
  });
  const deletion = useDelete(props.isLocked, mutations.remove);
  const listState = useUrlListState();
  const refusals = useRefusals(props);
  const historyAction = useHistoryAction();
  const { row, opened, draft, stale, formKey } = editing.editing;

  return (
    <>
      {/* Said once above the list, not only in each disabled button's hint: the whole list is the ministry's. */}
      {refusals.keptByMinistry && (
        <Alert color="gray" variant="light" icon={<IconBuildingBank aria-hidden />} mb="sm" p="xs">
          {refusals.add}
        </Alert>
      )}
      <PagedSearchTable
        label={props.title}
        rows={list.data}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        columns={props.columns}
        rowKey={props.rowKey}
        searchNames={props.searchTexts}
        translations={props.translations}
        searchLabel={props.searchLabel}
        searchPlaceholder={props.searchPlaceholder}
        exported={props.exported}
        state={listState}
        follow={follow}
        onFollowed={() => setFollow(null)}
        toolbar={
          <>
            {props.imported && (
              <ImportAction
                target={props.imported.target}
                screen={props.title}
                refusal={refusals.add ?? refusals.import}
              />
            )}
            {/* Refused: it stays focusable (aria-disabled) so that its hint can say why. */}
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              title={refusals.add ?? undefined}
              aria-disabled={refusals.add ? true : undefined}
              data-disabled={refusals.add ? true : undefined}
              onClick={refusals.add ? undefined : () => editing.open(null)}
            >
              {t('table.add')}
            </Button>
          </>
        }
        rowActions={(item) => (
          <EditDeleteActions
            name={props.rowLabel(item)}
            locked={props.isLocked(item)}
            onEdit={() => editing.open(item)}
            onDelete={() => deletion.ask(item)}
            editRefusal={refusals.edit(item)}
            deleteRefusal={refusals.remove(item)}
            more={props.moreRowActions?.(item)}
            last={[historyAction(props.history(item), props.rowLabel(item))]}
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
        usage={
          deletion.deleting === null || !props.usageKind
            ? null
            : { kind: props.usageKind, id: props.rowKey(deletion.deleting) }
        }
        pending={mutations.remove.isPending}
        onConfirm={() => void deletion.confirm()}
        onClose={deletion.cancel}
      />
      {props.children}
    </>
  );
}
