import { Alert, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDirection, saveSpecial } from '../../../contract/catalog';
import type { ImportTableName } from '../../../contract/import';
import { currentHalfYear } from '../../../contract/planned-students';
import { bindSpeciality, saveFaculty, saveGroup } from '../../../contract/structure';
import { defaultYearOf } from '../../api/academic-year';
import { AppModal } from '../../components/app-modal';
import { ExportAction } from '../../components/export/export-action';
import { GuardedButton } from '../../components/guarded-button';
import { downloadTemplate, ImportFlow, type ImportTarget } from '../../components/import/import-action';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import { academicYearsQuery, halfYearsQuery } from './api';
import classes from './structure-import.module.css';

/**
 * What a university's structure is brought in as (decision 0061), in the order the imports follow: what a row
 * refers to comes first (a faculty's speciality names its faculty, direction and speciality name; a group
 * its speciality). One workbook may hold all five sheets; each import reads its own (decision 0061).
 */
const KINDS = ['direction', 'speciality', 'faculties', 'facultySpecialities', 'groups'] as const;
type Kind = (typeof KINDS)[number];

/** The save whose rule decides who may import each kind (the screens' own saves write the rows). */
const SAVES = {
  direction: saveDirection,
  speciality: saveSpecial,
  faculties: saveFaculty,
  facultySpecialities: bindSpeciality,
  groups: saveGroup,
} as const;

/**
 * The educational screen's Import structure (decision 0061): a registrar's workbook of directions, speciality
 * names, faculties, the specialities they teach and the groups with their planned students, imported
 * table by table into the cascade's university, each previewed before it is written.
 */
export function StructureImport({ idVuz }: { idVuz: number | null }) {
  const { t } = useTranslation();
  const { refusal } = usePermissions();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <GuardedButton
        variant="light"
        size="xs"
        leftSection={<IconFileImport size={16} aria-hidden />}
        refusal={idVuz === null ? t('educational.choose.vuz') : refusal(saveFaculty)}
        onClick={() => setOpened(true)}
      >
        {t('educational.structureImport.action')}
      </GuardedButton>
      {/* Wider than a list's import: five steps side by side, and the groups' preview has many columns. */}
      <AppModal opened={opened} onClose={close} title={t('educational.structureImport.title')} size={1100}>
        {idVuz !== null && <StructureImportBody idVuz={idVuz} onClose={close} />}
      </AppModal>
    </>
  );
}

function StructureImportBody({ idVuz, onClose }: { idVuz: number; onClose: () => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { refusal } = usePermissions();
  const [kind, setKind] = useState<Kind>('direction');
  // The year and half-year of the groups' planned students: this year's current half-year until chosen.
  const [chosenYear, setYear] = useState<number | null | undefined>(undefined);
  const [chosenHalfYear, setHalfYear] = useState<number | null | undefined>(undefined);
  const years = useQuery(academicYearsQuery());
  const halfYears = useQuery(halfYearsQuery());
  const current = currentHalfYear(new Date());
  const year = chosenYear === undefined ? defaultYearOf(years.data) : chosenYear;
  const halfYear =
    chosenHalfYear === undefined
      ? (halfYears.data?.find((row) => row.id_w_s === current)?.id_w_s ?? null)
      : chosenHalfYear;
  const target: ImportTarget | null =
    kind === 'groups'
      ? year === null || halfYear === null
        ? null
        : { table: 'groups', filter: { idVuz, idYear: year, idWs: halfYear } }
      : kind === 'direction' || kind === 'speciality'
        ? { table: kind }
        : { table: kind, filter: { idVuz } };
  const refused = refusal(SAVES[kind]);
  const label = (each: Kind) =>
    t('educational.structureImport.step', {
      number: KINDS.indexOf(each) + 1,
      kind: t(`educational.structureImport.kinds.${each}`),
    });
  return (
    <Stack gap="md">
      <Text size="sm">{t('educational.structureImport.order')}</Text>
      <Radio.Group
        value={kind}
        onChange={(value) => setKind(value as Kind)}
        label={t('educational.structureImport.kind')}
      >
        <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="xs" mt="xs">
          {KINDS.map((each) => (
            <Radio.Card key={each} value={each} className={classes.kind} p="xs" radius="sm">
              <Group wrap="nowrap" gap="xs" align="flex-start">
                <Radio.Indicator size="sm" />
                <Text size="sm" className={classes.label}>
                  {label(each)}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {kind === 'groups' && (
        <Group gap="sm" align="flex-end">
          <Select
            label={t('educational.structureImport.groupsYear')}
            data={(years.data ?? []).map((row) => ({ value: String(row.id_a_year), label: row.label }))}
            value={year === null ? null : String(year)}
            onChange={(value) => setYear(value === null ? null : Number(value))}
            allowDeselect={false}
            w={260}
          />
          <Select
            label={t('educational.structureImport.groupsHalfYear')}
            data={(halfYears.data ?? []).map((row) => ({
              value: String(row.id_w_s),
              label: localName({ ru: row.name, kg: row.name_kg, en: row.name_en }),
            }))}
            value={halfYear === null ? null : String(halfYear)}
            onChange={(value) => setHalfYear(value === null ? null : Number(value))}
            allowDeselect={false}
            w={260}
          />
        </Group>
      )}
      {refused ? (
        <Alert color="orange" variant="light">
          {refused}
        </Alert>
      ) : target === null ? (
        <Text c="dimmed" size="sm">
          {t('educational.structureImport.chooseYear')}
        </Text>
      ) : (
        <ImportFlow
          // A table, year or half-year chosen anew starts the file's reading again.
          key={JSON.stringify(target)}
          target={target}
          onClose={onClose}
          templates={
            <>
              <GuardedButton
                variant="subtle"
                refusal={null}
                onClick={() => void downloadTemplate(KINDS as readonly ImportTableName[])}
              >
                {t('educational.structureImport.workbookTemplate')}
              </GuardedButton>
              {/* What the university has now, each row with its record: changed and imported back. */}
              <ExportAction target={target} />
            </>
          }
        />
      )}
    </Stack>
  );
}
