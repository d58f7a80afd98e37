import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type SpecificsRow, saveSpecifics } from '../../../contract/classrooms';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../contract/limits';
import { useInlineWrite } from '../../api/write';
import { AppModal } from '../../components/app-modal';
import type { InlineColumn } from '../../components/inline-edit-table/inline-edit';
import { InlineEditTable } from '../../components/inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import {
  emptySpecifics,
  type SpecificsValues,
  specificsPayload,
  specificsValuesOf,
} from './classroom-values';

/**
 * The classroom specifics (SPEC §2, §3): their ru, kg and en names (all three required, §5) and short
 * name, added and edited in place. SPEC has no delete of specifics.
 */
export function SpecificsModal(props: {
  opened: boolean;
  onClose: () => void;
  list: UseQueryResult<SpecificsRow[]>;
}) {
  const { t } = useTranslation();
  const { tableRefusals } = usePermissions();
  const localName = useLocalName();
  const save = useInlineWrite(saveSpecifics, (request: SaveRequest<SpecificsRow, SpecificsValues>) =>
    specificsPayload(request),
  );
  const name = (key: keyof SpecificsValues, header: string, required: boolean, maxLength: number) => ({
    key,
    header,
    cell: (row: SpecificsRow) => specificsValuesOf(row)[key],
    edit: { kind: 'text' as const, name: key, maxLength, required },
  });
  const columns: InlineColumn<SpecificsRow, SpecificsValues>[] = [
    name('specifics', t('columns.nameRu'), true, NAME_MAX_LENGTH),
    name('specificsKg', t('columns.nameKg'), true, NAME_MAX_LENGTH),
    name('specificsEn', t('columns.nameEn'), true, NAME_MAX_LENGTH),
    { ...name('shortSpecifics', t('classrooms.shortName'), false, CODE_MAX_LENGTH), width: 150 },
  ];
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('classrooms.specificsTitle')}
      size={1100}
    >
      <InlineEditTable<SpecificsRow, SpecificsValues>
        label={t('classrooms.specificsTitle')}
        query={props.list}
        columns={columns}
        rowKey={(row) => row.id_specifics}
        history={(row) => ({ kind: 'specifics', id: row.id_specifics })}
        rowLabel={(row) => localName({ ru: row.specifics, kg: row.specifics_kg, en: row.specifics_en })}
        valuesOf={specificsValuesOf}
        emptyValues={emptySpecifics}
        save={save}
        refusals={tableRefusals(saveSpecifics)}
        exported={{ table: 'audienceSpecifics' }}
      />
    </AppModal>
  );
}
