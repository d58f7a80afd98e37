import { Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAdmissionPlan } from '../../../contract/speciality-plan';
import { defaultYearOf } from '../../api/academic-year';
import { AppModal, type AppModalProps } from '../../components/app-modal';
import { PrintAction } from '../../components/document/print-action';
import { ExportAction } from '../../components/export/export-action';
import { ImportAction } from '../../components/import/import-action';
import { QueryPending } from '../../components/query-pending';
import { usePermissions } from '../../lib/permissions';
import { academicYearsQuery } from './api';

/**
 * A faculty's admission plans of an academic year as one table (decision 0047): every speciality's budget and
 * contract places (the parameters modal's plan form edits one speciality's), exported to be filled in and
 * imported back. Everyone may export; the import is refused, with the reason, to whom may not save plans.
 */
export function AdmissionPlansModal({
  idFaculty,
  faculty,
  ...modal
}: Pick<AppModalProps, 'opened' | 'onClose'> & {
  idFaculty: number;
  /** The faculty's name, shown under the title. */
  faculty: string;
}) {
  const { t } = useTranslation();
  const { facultyRefusal } = usePermissions();
  const years = useQuery({ ...academicYearsQuery(), enabled: modal.opened });
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? defaultYearOf(years.data);
  const title = t('educational.admissionPlans.title');
  return (
    <AppModal {...modal} title={title} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {faculty}
        </Text>
        <Text size="sm">{t('educational.admissionPlans.hint')}</Text>
        {years.data === undefined ? (
          <QueryPending query={years} />
        ) : (
          <Select<number>
            label={t('educational.admissionPlans.year')}
            data={years.data.map((row) => ({ value: row.id_a_year, label: row.label }))}
            value={year}
            onChange={(next) => next !== null && setChosen(next)}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
          />
        )}
        {year !== null && (
          <Group gap="xs">
            <ImportAction
              target={{ table: 'admissionPlans', filter: { idFaculty, aYear: year } }}
              screen={title}
              refusal={facultyRefusal(saveAdmissionPlan, idFaculty)}
            />
            <ExportAction target={{ table: 'admissionPlans', filter: { idFaculty, aYear: year } }} />
            {/* The plan of the year to sign (decision 0049): this faculty's, or the whole university's. */}
            <PrintAction
              refusal={null}
              documents={[
                {
                  label: t('educational.admissionPlans.printFaculty'),
                  request: { document: 'admissionPlan', aYear: year, idFaculty },
                },
                {
                  label: t('educational.admissionPlans.printUniversity'),
                  request: { document: 'admissionPlan', aYear: year },
                },
              ]}
            />
          </Group>
        )}
      </Stack>
    </AppModal>
  );
}
