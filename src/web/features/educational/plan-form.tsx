import { Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_ID } from '../../../contract/limits';
import { type AdmissionPlanRow, PLAN_PLACES_MAX, saveAdmissionPlan } from '../../../contract/speciality-plan';
import { callApi, SCREEN_HANDLES_FAILURES } from '../../api/client';
import type { FormField } from '../../components/form-modal/fields';
import { HistoryButton } from '../../components/history/history-action';
import { QueryPending } from '../../components/query-pending';
import { academicYearsQuery, admissionPlanQuery, currentYear } from './api';
import { type InModal, leaveTo, useRecordForm } from './record-form';

/** SPEC §9: the plan's year when the calendar lacks the current one. */
const FALLBACK_PLAN_YEAR = 23;

/** A year's places, named as insUpdPlanAbit's payload; '' is an empty number (sent as 0). */
type PlanValues = { kolB: number | ''; kolK: number | '' };

/**
 * The admission plan of the speciality per year (SPEC §2, §3): budget and contract places of the chosen
 * year (by default the current one, SPEC §9). Another year with unsaved places asks first.
 */
export function AdmissionPlanForm({ idSpeciality, inModal }: { idSpeciality: number; inModal: InModal }) {
  const { t } = useTranslation();
  const years = useQuery(academicYearsQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  let year = chosen;
  if (year === null && years.data)
    year = years.data.some((row) => row.id_a_year === currentYear()) ? currentYear() : FALLBACK_PLAN_YEAR;
  if (years.data === undefined) return <QueryPending query={years} />;
  return (
    <Stack gap="sm">
      <Select<number>
        label={t('educational.plan.year')}
        data={years.data.map((row) => ({ value: row.id_a_year, label: row.label }))}
        value={year}
        onChange={(next) => next !== null && leaveTo(inModal, () => setChosen(next))}
        allowDeselect={false}
        w={{ base: '100%', sm: 240 }}
      />
      {year !== null && (
        <PlanOfYear
          key={year}
          idSpeciality={idSpeciality}
          aYear={year}
          yearLabel={years.data.find((row) => row.id_a_year === year)?.label ?? ''}
          inModal={inModal}
        />
      )}
    </Stack>
  );
}

function PlanOfYear({
  idSpeciality,
  aYear,
  yearLabel,
  inModal,
}: {
  idSpeciality: number;
  aYear: number;
  yearLabel: string;
  inModal: InModal;
}) {
  const { t } = useTranslation();
  const record = useRecordForm({
    rows: useQuery(admissionPlanQuery(idSpeciality, aYear)),
    // -1 creates the year's plan (SPEC §9); an update carries the version the form showed.
    call: saveAdmissionPlan,
    write: (row: AdmissionPlanRow | null, values: PlanValues) =>
      callApi(
        saveAdmissionPlan,
        {
          idPlanAbit: row?.idPlanAbit ?? NEW_ID,
          idSpeciality,
          aYear,
          ...values,
          rowVersion: row?.rowVersion,
        },
        SCREEN_HANDLES_FAILURES,
      ),
    inModal,
  });
  const fields: FormField<PlanValues>[] = (['kolB', 'kolK'] as const).map((name) => ({
    kind: 'number',
    name,
    label: t(`educational.plan.${name}`),
    max: PLAN_PLACES_MAX,
  }));
  if (record.pending) return record.pending;
  const { row } = record;
  return (
    <Stack gap="xs">
      {row === null ? (
        <Text size="sm" c="dimmed">
          {t('educational.plan.none')}
        </Text>
      ) : (
        // The year's plan has a history once it exists.
        <Group justify="flex-end">
          <HistoryButton
            record={{ kind: 'admissionPlan', id: row.idPlanAbit }}
            name={`${t('educational.plan.tab')} ${yearLabel}`}
            refusal={null}
          />
        </Group>
      )}
      {record.form({
        fields,
        columns: 2,
        initialValues: row ? { kolB: row.kolB, kolK: row.kolK } : { kolB: 0, kolK: 0 },
      })}
    </Stack>
  );
}
