import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import {
  deleteLicence,
  LICENCE_SUPPLEMENT_MAX_LENGTH,
  type LicenceRow,
  saveLicence,
} from '../../../contract/speciality-plan';
import { useInlineWrite } from '../../api/write';
import { AppModal } from '../../components/app-modal';
import type { InlineColumn } from '../../components/inline-edit-table/inline-edit';
import { InlineEditTable } from '../../components/inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { localDate, todayIso } from '../../i18n/dates';
import { usePermissions } from '../../lib/permissions';
import { licencesQuery } from './api';
import {
  emptyLicence,
  isExpired,
  type LicenceValues,
  licenceNumberOf,
  licencePayload,
  licenceValuesOf,
  periodProblem,
} from './licence-values';

/**
 * The licence picker of the speciality parameters (SPEC §2, §3): the licences in an inline-edit table; a
 * row click or its choose button picks one, "no licence" clears the choice; each licence is edited in
 * place (all four fields required, the dates typed the interface language's way, sent dd.mm.yyyy), added
 * and deleted. Its number has a column of its own; an expired licence is marked and not offered.
 */
export function LicencePicker(props: {
  opened: boolean;
  selected: number | null;
  onPick: (idLicence: number | null, resolution: string) => void;
  onClose: () => void;
}) {
  const { opened, selected, onClose } = props;
  const { t, i18n } = useTranslation();
  const { tableRefusals } = usePermissions();
  const today = todayIso();
  // The dates as the interface language writes them.
  const shown = (iso: string) => localDate(iso, i18n.language);
  const list = useQuery({ ...licencesQuery(), enabled: opened });
  const save = useInlineWrite(saveLicence, (request: SaveRequest<LicenceRow, LicenceValues>) =>
    licencePayload(request),
  );
  const remove = useInlineWrite(deleteLicence, (row: LicenceRow) => ({
    IDLicence: row.IDLicence,
  }));
  const pick = (row: LicenceRow | null) => {
    // An expired licence is no choice for a speciality (the one it has stays shown as chosen).
    if (row && isExpired(row, today)) return;
    props.onPick(row?.IDLicence ?? null, row?.Resolution ?? '');
    onClose();
  };
  const expiredOn = (row: LicenceRow) =>
    isExpired(row, today) ? t('educational.licence.expiredOn', { date: shown(row.ResolutionEnd) }) : null;

  const columns: InlineColumn<LicenceRow, LicenceValues>[] = [
    {
      key: 'number',
      header: t('educational.licence.number'),
      cell: (row) => licenceNumberOf(row.Resolution),
      width: 130,
    },
    {
      key: 'resolution',
      header: t('educational.licence.resolution'),
      cell: (row) => row.Resolution,
      edit: { kind: 'text', name: 'Resolution', maxLength: NAME_MAX_LENGTH, required: true, multiline: true },
    },
    {
      key: 'begin',
      header: t('educational.licence.begin'),
      cell: (row) => shown(row.ResolutionBeg),
      edit: { kind: 'date', name: 'ResolutionBeg', required: true },
      width: 150,
    },
    {
      key: 'end',
      header: t('educational.licence.end'),
      cell: (row) =>
        isExpired(row, today) ? (
          <Group gap={4} wrap="nowrap">
            {shown(row.ResolutionEnd)}
            <Badge color="red" variant="light" size="sm">
              {t('educational.licence.expired')}
            </Badge>
          </Group>
        ) : (
          shown(row.ResolutionEnd)
        ),
      edit: { kind: 'date', name: 'ResolutionEnd', required: true },
      width: 170,
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
      notExported: true,
      cell: (row, { editing, editingOther }) => {
        if (editing) return null;
        const chosen = row.IDLicence === selected;
        const refusal = editingOther ? t('inlineTable.finishFirst') : chosen ? null : expiredOn(row);
        return (
          <Tooltip label={refusal} disabled={refusal === null} withArrow multiline maw={260}>
            <Button
              size="compact-xs"
              variant={chosen ? 'filled' : 'light'}
              aria-label={t('educational.licence.chooseRow', { name: row.Resolution })}
              aria-disabled={refusal !== null || undefined}
              data-disabled={refusal !== null || undefined}
              onClick={refusal === null ? () => pick(row) : undefined}
            >
              {t(chosen ? 'educational.licence.chosen' : 'educational.licence.choose')}
            </Button>
          </Tooltip>
        );
      },
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
        history={(row) => ({ kind: 'licence', id: row.IDLicence })}
        usageOf={(row) => ({ kind: 'licence', id: row.IDLicence })}
        valuesOf={licenceValuesOf}
        emptyValues={emptyLicence}
        save={save}
        remove={remove}
        check={(values) => {
          const problem = periodProblem(values);
          return problem && t(problem);
        }}
        refusals={tableRefusals(saveLicence, deleteLicence)}
        exported={{ table: 'licences' }}
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
