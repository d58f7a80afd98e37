import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH } from '../../../contract/limits';
import {
  educationStandards,
  type SpecialityParametersRow,
  saveSpecialityParameters,
  TERM_MAX_YEARS,
  type ThresholdKey,
  thresholdKeys,
  thresholdMax,
} from '../../../contract/speciality-plan';
import { catalog } from '../../api/catalog';
import { callApi, SCREEN_HANDLES_FAILURES } from '../../api/client';
import type { FormField } from '../../components/form-modal/fields';
import { useLocalName } from '../../i18n/use-local-name';
import { licencesQuery, parametersQuery } from './api';
import { LicencePicker } from './licence-picker';
import { type InModal, useRecordForm } from './record-form';

/** The parameters form's values, named as insUpdSpecialtyParameters's payload; '' is an empty number. */
type ParameterValues = {
  idKafedra: number | null;
  codeSpec: string;
  idLevel: number | null;
  idQualification: number | null;
  term: number | '';
  idStandart: number | null;
  idLicence: number | null;
  Apprenticeship: boolean;
} & Record<ThresholdKey, number | ''>;

const valuesOf = (row: SpecialityParametersRow): ParameterValues => ({
  idKafedra: row.idKafedra,
  codeSpec: row.codeSpec,
  idLevel: row.idLevel,
  idQualification: row.idQualification,
  term: row.term ?? '',
  idStandart: row.idStandart,
  idLicence: row.idLicence,
  Apprenticeship: row.Apprenticeship,
  ...(Object.fromEntries(thresholdKeys.map((key) => [key, row[key]])) as Record<ThresholdKey, number>),
});

/** Where the speciality sits in the cascade: specialtyParameters answers only there. */
export interface SpecialityPlace {
  idFaculty: number;
  idDirection: number;
  idFEduc: number;
  idSpeciality: number;
}

/**
 * The speciality's parameters (SPEC §2, §3): department (of its faculty), code, level, qualification, term,
 * standard, licence, apprenticeship and the eight entrance-test thresholds; numbers only (SPEC §5).
 */
export function ParametersForm({ place, inModal }: { place: SpecialityPlace; inModal: InModal }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const departments = useQuery(catalog.departments());
  const levels = useQuery(catalog.levels());
  const qualifications = useQuery(catalog.qualifications());
  const licences = useQuery(licencesQuery());
  // The licence picker, open with the form's value and the way back into the form.
  const [picking, setPicking] = useState<{
    selected: number | null;
    pick: (value: number | null) => void;
  } | null>(null);
  const [picked, setPicked] = useState<{ id: number | null; resolution: string }>({
    id: null,
    resolution: '',
  });
  const record = useRecordForm({
    rows: useQuery(
      parametersQuery({
        idFaculty: place.idFaculty,
        idDirection: place.idDirection,
        idFEduc: place.idFEduc,
        idSpeciality: place.idSpeciality,
      }),
    ),
    call: saveSpecialityParameters,
    write: (row: SpecialityParametersRow | null, values: ParameterValues) =>
      callApi(
        saveSpecialityParameters,
        { ...values, idSpeciality: place.idSpeciality, rowVersion: row?.rowVersion },
        SCREEN_HANDLES_FAILURES,
      ),
    inModal,
  });

  const label = (name: Exclude<keyof ParameterValues, ThresholdKey>) => t(`educational.parameters.${name}`);
  const fields: FormField<ParameterValues>[] = [
    {
      kind: 'select',
      name: 'idKafedra',
      label: label('idKafedra'),
      options: (departments.data ?? [])
        .filter((row) => row.idFaculty === place.idFaculty)
        .map((row) => ({
          value: row.idKafedra,
          label: localName({ ru: row.f1, kg: row.f1_kg, en: row.f1_en }),
        })),
    },
    { kind: 'text', name: 'codeSpec', label: label('codeSpec'), maxLength: CODE_MAX_LENGTH },
    {
      kind: 'select',
      name: 'idLevel',
      label: label('idLevel'),
      options: (levels.data ?? []).map((row) => ({
        value: row.IDLevel,
        label: localName({ ru: row.NameLevel, kg: row.NameLevel_kg, en: row.NameLevel_en }),
      })),
    },
    {
      kind: 'select',
      name: 'idQualification',
      label: label('idQualification'),
      options: (qualifications.data ?? []).map((row) => ({
        value: row.IDQualification,
        label: localName({
          ru: row.NameQualification,
          kg: row.NameQualification_kg,
          en: row.NameQualification_en,
        }),
      })),
    },
    {
      kind: 'number',
      name: 'term',
      label: label('term'),
      description: t('educational.parameters.termHint'),
      max: TERM_MAX_YEARS,
      decimals: 1,
    },
    {
      kind: 'select',
      name: 'idStandart',
      label: label('idStandart'),
      options: educationStandards.map((value) => ({ value, label: String(value) })),
    },
    {
      kind: 'picker',
      name: 'idLicence',
      label: label('idLicence'),
      wide: true,
      buttonLabel: t('educational.parameters.chooseLicence'),
      // A licence just added in the picker may be picked before the list has reloaded.
      display: (value) =>
        licences.data?.find((row) => row.IDLicence === value)?.Resolution ??
        (value === picked.id ? picked.resolution : ''),
      open: (current, pick) => setPicking({ selected: typeof current === 'number' ? current : null, pick }),
    },
    { kind: 'checkbox', name: 'Apprenticeship', label: label('Apprenticeship'), wide: true },
    ...thresholdKeys.map(
      (name, index): FormField<ParameterValues> => ({
        kind: 'number',
        name,
        label: t(`educational.parameters.ort.${name}`),
        heading: index === 0 ? t('educational.parameters.ort.title') : undefined,
        // The test's scale (limits.ts): a threshold beyond it is refused, naming the range.
        max: thresholdMax[name],
        description: t('educational.parameters.ort.scale', { max: thresholdMax[name] }),
      }),
    ),
  ];

  const { row } = record;
  if (record.pending) return record.pending;
  // Not of this faculty, direction and form (any more): nothing to edit here.
  if (row === null) return <Text c="dimmed">{t('table.empty')}</Text>;
  return (
    <>
      {record.form({ fields, columns: 2, initialValues: valuesOf(row) })}
      <LicencePicker
        opened={picking !== null}
        selected={picking?.selected ?? null}
        onPick={(id, resolution) => {
          setPicked({ id, resolution });
          picking?.pick(id);
        }}
        onClose={() => setPicking(null)}
      />
    </>
  );
}
