import { Stack, Text } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallDefinition } from '../../../contract/call';
import { MEMBER_TITLE_MAX_LENGTH, memberTypes } from '../../../contract/commission';
import type { SmsRow } from '../../../contract/envelope';
import type { RecordKind } from '../../../contract/history';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import { read } from '../../api/queries';
import type { SmsAnswer } from '../../api/sms-toast';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import type { ExportTarget } from '../export/export-action';
import { ImportAction, type ImportTarget } from '../import/import-action';
import type { InlineColumn } from '../inline-edit-table/inline-edit';
import { InlineEditTable } from '../inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../reference-screen/mutations';
import type { RowAction } from '../row-actions';
import {
  emptyMember,
  type MemberRow,
  type MemberValues,
  memberTypeNames,
  memberValuesOf,
} from './member-values';

interface MemberTableProps<Row extends MemberRow> {
  label: string;
  /** The members; null while the commission is not chosen. */
  query: RowsQuery<Row> | null;
  rowKey: (row: Row) => number;
  /** The kind of record a member is (the faculty's or the speciality's), for its History (decision 0045). */
  historyKind: RecordKind;
  /** The commission's faculty (null: not chosen yet); an editor outside its scope may only look. */
  facultyId: number | null;
  /** Why nothing may be added yet (SPEC §5: no faculty, or no speciality, chosen); null once it may. */
  notChosen: string | null;
  save: UseMutationResult<SmsAnswer[], Error, SaveRequest<Row, MemberValues>>;
  remove: UseMutationResult<SmsRow[], Error, Row>;
  /** The calls that save and delete, for the user's rights on them. */
  calls: { save: Pick<CallDefinition, 'access' | 'path'>; remove: Pick<CallDefinition, 'access' | 'path'> };
  /** Columns after the three of SPEC §2 (the history's term). */
  extraColumns?: InlineColumn<Row, MemberValues>[];
  toolbar?: ReactNode;
  /** What the Export action writes (decision 0047); none while the commission is not chosen. */
  exported?: ExportTarget;
  /** What the Import action writes into, and the screen's title (decision 0047); none while not chosen. */
  imported?: { target: ImportTarget; screen: string };
  /** Why a row's role may not be changed by its pencil (a term begun before today: Replace); null: it may. */
  roleLockedFor?: (row: Row | null) => string | null;
  /** A row's own actions after its pencil (Replace, End membership). */
  rowActions?: (row: Row) => RowAction[];
  /** What deleting the row means, said in its confirmation. */
  deleteNote?: (row: Row) => string;
}

type RowsQuery<Row> = Pick<UseQueryResult<Row[]>, 'data' | 'isError' | 'refetch'>;

/** The rows of a commission not chosen yet: an empty table, whose Add says what to choose first. */
const noMembers = {
  data: [],
  isError: false,
  refetch: async () => ({ data: [] }),
} as unknown as RowsQuery<never>;

/**
 * A commission's members (SPEC §2 "State-member screen", §4 "Member tables"): role, full name, degree or
 * title, each row edited in place; a click selects a row, Delete removes the new row or the selected one.
 * The shared inline-edit table keeps §4's rules: one new row at a time, added after the last one once
 * every row is complete (a row is saved only complete), -1 sent for it, a toast for create and update.
 */
export function MemberTable<Row extends MemberRow>(props: MemberTableProps<Row>) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { facultyRefusal } = usePermissions();
  const types = useQuery(read(memberTypes));
  const typeOptions = (types.data ?? []).map((type) => ({
    value: type.id_member_type,
    label: localName(memberTypeNames(type)),
  }));
  const columns: InlineColumn<Row, MemberValues>[] = [
    {
      key: 'memberType',
      header: t('commission.memberType'),
      cell: (row) => localName(memberTypeNames(row)),
      edit: {
        kind: 'select',
        name: 'idMemberType',
        options: typeOptions,
        required: true,
        lockedFor: props.roleLockedFor,
      },
      width: '26%',
    },
    {
      key: 'memberName',
      header: t('commission.memberName'),
      cell: (row) => row.member_name,
      edit: { kind: 'text', name: 'memberName', maxLength: NAME_MAX_LENGTH, required: true },
    },
    {
      key: 'title',
      header: t('commission.title'),
      cell: (row) => row.title,
      edit: { kind: 'text', name: 'title', maxLength: MEMBER_TITLE_MAX_LENGTH, required: true },
    },
    ...(props.extraColumns ?? []),
  ];
  const { facultyId, notChosen } = props;
  const refusalOf = (call: Pick<CallDefinition, 'access' | 'path'>) =>
    facultyId === null ? notChosen : facultyRefusal(call, facultyId);
  const saveRefusal = notChosen ?? refusalOf(props.calls.save);
  return (
    <Stack gap="xs">
      {notChosen && <Text c="dimmed">{notChosen}</Text>}
      <InlineEditTable<Row, MemberValues>
        label={props.label}
        query={props.query ?? noMembers}
        columns={columns}
        rowKey={props.rowKey}
        rowLabel={(row) => row.member_name}
        history={(row) => ({ kind: props.historyKind, id: props.rowKey(row) })}
        valuesOf={memberValuesOf}
        emptyValues={emptyMember}
        save={props.save}
        remove={props.remove}
        deleteSelected
        toolbar={
          <>
            {props.toolbar}
            {props.imported && (
              // Next to the Export action; refused as an Add is (the save's rule, the faculty's scope).
              <ImportAction
                size="xs"
                target={props.imported.target}
                screen={props.imported.screen}
                refusal={saveRefusal}
              />
            )}
          </>
        }
        exported={props.exported}
        rowActions={props.rowActions}
        deleteNote={props.deleteNote}
        refusals={{
          add: saveRefusal,
          edit: saveRefusal,
          remove: refusalOf(props.calls.remove),
        }}
      />
    </Stack>
  );
}
