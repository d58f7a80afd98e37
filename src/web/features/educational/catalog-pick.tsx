import { Group, Select } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecordKind } from '../../../contract/history';
import { Sms } from '../../../contract/sms';
import { catalog } from '../../api/catalog';
import { showSmsToast } from '../../api/sms-toast';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import { EMPTY_CHOICE } from '../../components/form-modal/fields';
import { useHistoryAction } from '../../components/history/history-action';
import { directionNames, specialNames } from '../../components/reference-screen/catalog-names';
import { RowActions } from '../../components/row-actions';
import { useLocalName } from '../../i18n/use-local-name';
import type { Refusal } from '../../lib/permissions';
import type { CatalogEditing } from './catalog-forms';

// The speciality modal's three catalog picks (speciality-modal.tsx): a direction, a study form, a speciality name.

export type CatalogKind = CatalogEditing['kind'];

/** A catalog row as the speciality modal lists it: id, label, name for the delete question, edit flag. */
export type CatalogItem = {
  id: number;
  label: string;
  ru: string;
  edit: boolean;
  row: CatalogEditing['row'];
};

/** The catalog's kinds as their History names them (decision 0045). */
const historyKindOf: Record<CatalogKind, RecordKind> = {
  direction: 'direction',
  form: 'studyForm',
  special: 'specialityName',
};

/** The three catalogs' items, loaded once the modal opens. */
export function useCatalogItems(opened: boolean): Record<CatalogKind, CatalogItem[]> {
  const localName = useLocalName();
  const directions = useQuery({ ...catalog.directions(), enabled: opened });
  const forms = useQuery({ ...catalog.studyForms(), enabled: opened });
  const specials = useQuery({ ...catalog.specialities(), enabled: opened });
  return {
    direction: (directions.data ?? []).map((row) => ({
      id: row.id_direction,
      label: directionNames.label(row, localName),
      ru: row.p24,
      edit: row.edit,
      row,
    })),
    form: (forms.data ?? []).map((row) => ({
      id: row.id_f_educ,
      label: localName({ ru: row.f_educ, kg: row.f_educ_kg, en: row.f_educ_en }),
      ru: row.f_educ,
      edit: row.edit,
      row,
    })),
    special: (specials.data ?? []).map((row) => ({
      id: row.id_special,
      label: specialNames.label(row, localName),
      ru: row.p25,
      edit: row.edit,
      row,
    })),
  };
}

/**
 * One catalog's select, and beside it its Add, the chosen item's Edit and Delete (a locked item is only
 * warned about) and its History.
 */
export function CatalogPick({
  kind,
  items,
  picked,
  onPick,
  onEdit,
  onDelete,
  refusal,
}: {
  kind: CatalogKind;
  items: CatalogItem[];
  picked: number | null;
  onPick: (id: number | null) => void;
  /** Opens the catalog's form: for a new item (row null) or the chosen one. */
  onEdit: (editing: CatalogEditing) => void;
  /** Asks whether to delete the chosen item. */
  onDelete: (item: CatalogItem) => void;
  /** Why the user may not edit the catalogs. */
  refusal: Refusal;
}) {
  const { t } = useTranslation();
  const historyAction = useHistoryAction();
  const chosen = items.find((item) => item.id === picked) ?? null;
  const name = chosen?.label ?? '';
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Select<number>
        style={{ flex: 1 }}
        label={t(`educational.catalog.${kind}.label`)}
        data={items.map((item) => ({
          value: item.id,
          label: item.label,
          disabled: item.id === PLACEHOLDER_ID,
        }))}
        value={picked}
        onChange={onPick}
        placeholder={EMPTY_CHOICE}
        nothingFoundMessage={t('table.empty')}
        searchable
        required
      />
      <RowActions
        actions={[
          {
            key: 'add',
            label: t(`educational.catalog.${kind}.add`),
            icon: <IconPlus size={18} aria-hidden />,
            onClick: () => onEdit({ kind, row: null } as CatalogEditing),
            refusal,
          },
          {
            key: 'edit',
            label: t('table.edit', { name }),
            icon: <IconPencil size={18} aria-hidden />,
            onClick: () => chosen && onEdit({ kind, row: chosen.row } as CatalogEditing),
            refusal: refusal ?? (chosen ? null : t('educational.choose.item')),
          },
          {
            key: 'delete',
            label: t('table.delete', { name }),
            icon: <IconTrash size={18} aria-hidden />,
            color: 'red',
            // A locked record is only warned about (SPEC §4): no question opens.
            onClick: () =>
              chosen && !chosen.edit ? showSmsToast(Sms.NOT_DELETABLE) : chosen && onDelete(chosen),
            refusal: refusal ?? (chosen ? null : t('educational.choose.item')),
          },
          {
            ...historyAction(chosen && { kind: historyKindOf[kind], id: chosen.id }, name),
            refusal: chosen ? null : t('educational.choose.item'),
          },
        ]}
      />
    </Group>
  );
}
