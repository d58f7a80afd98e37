import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import {
  deleteLicence,
  LICENCE_SUPPLEMENT_MAX_LENGTH,
  type LicenceRow,
  saveLicence,
} from '../../../contract/speciality-plan';
import { useInlineWrite } from '../../api/area-queries';
import { usePermissions } from '../../app/permissions';
import { AppModal } from '../../components/app-modal';
import type { InlineColumn } from '../../components/inline-edit-table/inline-edit';
import { InlineEditTable } from '../../components/inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { licencesQuery, structureKeys } from './api';
import {
  emptyLicence,
  type LicenceValues,
  legacyDate,
  licencePayload,
  licenceValuesOf,
  periodProblem,
} from './licence-values';

/**
 * The licence picker of the speciality parameters (SPEC §2, §3): the licences in an inline-edit table; a
 * row click or its choose button picks one, "no licence" clears the choice; each licence is edited in
 * place (all four fields required, the dates yyyy-mm-dd, sent dd.mm.yyyy), added and deleted.
 */
export function LicencePicker(props: {
  opened: boolean;
  selected: number | null;
  onPick: (idLicence: number | null, resolution: string) => void;
  onClose: () => void;
}) {
  const { opened, selected, onClose } = props;
  const { t } = useTranslation();
  const { refusal } = usePermissions();
  const list = useQuery({ ...licencesQuery(), enabled: opened });
  const save = useInlineWrite(
    structureKeys.all,
    saveLicence,
    (request: SaveRequest<LicenceRow, LicenceValues>) => licencePayload(request),
  );
  const remove = useInlineWrite(structureKeys.all, deleteLicence, (row: LicenceRow) => ({
    IDLicence: row.IDLicence,
  }));
  const pick = (row: LicenceRow | null) => {
    props.onPick(row?.IDLicence ?? null, row?.Resolution ?? '');
    onClose();
  };

  const columns: InlineColumn<LicenceRow, LicenceValues>[] = [
    {
      key: 'resolution',
      header: t('educational.licence.resolution'),
      cell: (row) => row.Resolution,
      edit: { kind: 'text', name: 'Resolution', maxLength: NAME_MAX_LENGTH, required: true, multiline: true },
    },
    {
      key: 'begin',
      header: t('educational.licence.begin'),
      cell: (row) => legacyDate(row.ResolutionBeg),
      edit: { kind: 'date', name: 'ResolutionBeg', required: true },
      width: 150,
    },
    {
      key: 'end',
      header: t('educational.licence.end'),
      cell: (row) => legacyDate(row.ResolutionEnd),
      edit: { kind: 'date', name: 'ResolutionEnd', required: true },
      width: 150,
    },
    {
      key: 'supplement',
      header: t('educational.licence.supplement'),
      cell: (row) => row.Supplement,
      edit: {
        kind: 'text',
        name: 'Supplement',
        maxLength: LICENCE_SUPPLEMENT_MAX_LENGTH,
        required: true,
        multiline: true,
      },
    },
    {
      key: 'choose',
      header: t('educational.licence.choice'),
      cell: (row, { editing, editingOther }) =>
        editing ? null : (
          <Button
            size="compact-xs"
            variant={row.IDLicence === selected ? 'filled' : 'light'}
            aria-label={t('educational.licence.chooseRow', { name: row.Resolution })}
            title={editingOther ? t('inlineTable.finishFirst') : undefined}
            disabled={editingOther}
            onClick={() => pick(row)}
          >
            {t(row.IDLicence === selected ? 'educational.licence.chosen' : 'educational.licence.choose')}
          </Button>
        ),
    },
  ];

  const current = list.data?.find((row) => row.IDLicence === selected);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('educational.licence.title')} size={1100}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('educational.licence.current', { name: current?.Resolution ?? t('educational.licence.none') })}
      </Text>
      <InlineEditTable<LicenceRow, LicenceValues>
        label={t('educational.licence.title')}
        query={list}
        columns={columns}
        rowKey={(row) => row.IDLicence}
        rowLabel={(row) => row.Resolution}
        valuesOf={licenceValuesOf}
        emptyValues={emptyLicence}
        save={save}
        remove={remove}
        check={(values) => {
          const problem = periodProblem(values);
          return problem && t(problem);
        }}
        refusals={{ add: refusal(saveLicence), edit: refusal(saveLicence), remove: refusal(deleteLicence) }}
        onRowClick={pick}
        selectedKey={selected}
        toolbar={
          <Button size="xs" variant="default" onClick={() => pick(null)}>
            {t('educational.licence.clear')}
          </Button>
        }
      />
    </AppModal>
  );
}
