import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BUILDING_ADDRESS_MAX_LENGTH,
  BUILDING_NAME_MAX_LENGTH,
  type BuildingRow,
  deleteBuilding,
  deleteOffice,
  OFFICE_NAME_MAX_LENGTH,
  type OfficeRow,
  saveBuilding,
  saveOffice,
} from '../../../contract/classrooms';
import { useInlineWrite } from '../../api/write';
import { AppModal } from '../../components/app-modal';
import type { InlineColumn } from '../../components/inline-edit-table/inline-edit';
import { InlineEditTable } from '../../components/inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import {
  type BuildingValues,
  buildingPayload,
  buildingValuesOf,
  emptyBuilding,
  emptyOffice,
  type OfficeValues,
  officePayload,
  officeValuesOf,
} from './place-values';

/** What both modals are given: whether open, its close and its list. */
interface PlacesModalProps<Row> {
  opened: boolean;
  onClose: () => void;
  list: UseQueryResult<Row[]>;
}

/** A text column of a modal's inline table: its value from the row's values, edited in place. */
const textColumn =
  <Row, Values extends Record<string, string>>(valuesOf: (row: Row) => Values) =>
  (key: keyof Values & string, header: string, maxLength: number, required = false) => ({
    key,
    header,
    cell: (row: Row) => valuesOf(row)[key],
    edit: { kind: 'text' as const, name: key, maxLength, required },
  });

/**
 * The university's buildings (decision 0062): their names and addresses in ru, kg and en (the Russian name
 * required), added and edited in place; a building with classrooms is not deleted (sms 6, and the
 * confirmation says which).
 */
export function BuildingsModal(props: PlacesModalProps<BuildingRow>) {
  const { t } = useTranslation();
  const { tableRefusals } = usePermissions();
  const localName = useLocalName();
  const save = useInlineWrite(saveBuilding, (request: SaveRequest<BuildingRow, BuildingValues>) =>
    buildingPayload(request),
  );
  const remove = useInlineWrite(deleteBuilding, (row: BuildingRow) => ({
    idKorpus: row.id_korpus,
  }));
  const text = textColumn<BuildingRow, BuildingValues>(buildingValuesOf);
  const columns: InlineColumn<BuildingRow, BuildingValues>[] = [
    text('korpus', t('columns.nameRu'), BUILDING_NAME_MAX_LENGTH, true),
    text('korpusKg', t('columns.nameKg'), BUILDING_NAME_MAX_LENGTH),
    text('korpusEn', t('columns.nameEn'), BUILDING_NAME_MAX_LENGTH),
    text('adres', t('classrooms.addressRu'), BUILDING_ADDRESS_MAX_LENGTH),
    text('adresKg', t('classrooms.addressKg'), BUILDING_ADDRESS_MAX_LENGTH),
    text('adresEn', t('classrooms.addressEn'), BUILDING_ADDRESS_MAX_LENGTH),
  ];
  const nameOf = (row: BuildingRow) => localName({ ru: row.korpus, kg: row.korpus_kg, en: row.korpus_en });
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('classrooms.buildingsTitle')}
      size={1280}
    >
      <InlineEditTable<BuildingRow, BuildingValues>
        label={t('classrooms.buildingsTitle')}
        query={props.list}
        columns={columns}
        rowKey={(row) => row.id_korpus}
        history={(row) => ({ kind: 'building', id: row.id_korpus })}
        rowLabel={nameOf}
        valuesOf={buildingValuesOf}
        emptyValues={emptyBuilding}
        save={save}
        remove={remove}
        usageOf={(row) => ({ kind: 'building', id: row.id_korpus })}
        refusals={tableRefusals(saveBuilding, deleteBuilding)}
        exported={{ table: 'audienceBuildings' }}
      />
    </AppModal>
  );
}

/**
 * The university's offices (отделы, decision 0062) a classroom may belong to: their names in ru, kg and en
 * (the Russian one required); an office a classroom names is not deleted.
 */
export function OfficesModal(props: PlacesModalProps<OfficeRow>) {
  const { t } = useTranslation();
  const { tableRefusals } = usePermissions();
  const localName = useLocalName();
  const save = useInlineWrite(saveOffice, (request: SaveRequest<OfficeRow, OfficeValues>) =>
    officePayload(request),
  );
  const remove = useInlineWrite(deleteOffice, (row: OfficeRow) => ({ idOtdel: row.id_otdel }));
  const text = textColumn<OfficeRow, OfficeValues>(officeValuesOf);
  const columns: InlineColumn<OfficeRow, OfficeValues>[] = [
    text('otdel', t('columns.nameRu'), OFFICE_NAME_MAX_LENGTH, true),
    text('otdelKg', t('columns.nameKg'), OFFICE_NAME_MAX_LENGTH),
    text('otdelEn', t('columns.nameEn'), OFFICE_NAME_MAX_LENGTH),
  ];
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={t('classrooms.officesTitle')} size={1100}>
      <InlineEditTable<OfficeRow, OfficeValues>
        label={t('classrooms.officesTitle')}
        query={props.list}
        columns={columns}
        rowKey={(row) => row.id_otdel}
        history={(row) => ({ kind: 'office', id: row.id_otdel })}
        rowLabel={(row) => localName({ ru: row.otdel, kg: row.otdel_kg, en: row.otdel_en })}
        valuesOf={officeValuesOf}
        emptyValues={emptyOffice}
        save={save}
        remove={remove}
        usageOf={(row) => ({ kind: 'office', id: row.id_otdel })}
        refusals={tableRefusals(saveOffice, deleteOffice)}
        exported={{ table: 'audienceOffices' }}
      />
    </AppModal>
  );
}
