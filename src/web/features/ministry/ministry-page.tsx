import './texts';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentAcademicYear, yearLabel } from '../../../contract/academic-year';
import { addUniversity, ministryExport, ministryUniversities } from '../../../contract/ministry';
import { downloadFile } from '../../api/client';
import { ExportMenu } from '../../components/export/export-action';
import { NotAllowed } from '../../components/not-allowed';
import { QueryPending } from '../../components/query-pending';
import { usePermissions } from '../../lib/permissions';
import { AddUniversityModal } from './add-university-modal';
import { consoleQuery } from './api';
import { UniversitiesTable } from './universities-table';

/** How many academic years back the console's year choice goes. */
const YEARS_BACK = 5;

/** {base}/ministry (decision 0069): every university of the installation, for the ministry's accounts. */
export default function MinistryPage() {
  const { can } = usePermissions();
  return can(ministryUniversities) ? <MinistryScreen /> : <NotAllowed />;
}

function MinistryScreen() {
  const { t, i18n } = useTranslation();
  const { can } = usePermissions();
  const current = currentAcademicYear();
  const [year, setYear] = useState(current);
  const [adding, setAdding] = useState(false);
  const overview = useQuery(consoleQuery(year, i18n.language));
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, back) => (current - back + 100) % 100);
  return (
    <Stack gap="md">
      <Text c="dimmed" maw={900}>
        {t('ministry.intro')}
      </Text>
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('ministry.year')}
          w={200}
          allowDeselect={false}
          value={String(year)}
          data={years.map((each) => ({ value: String(each), label: yearLabel(each) }))}
          onChange={(value) => value !== null && setYear(Number(value))}
        />
        <Group gap="xs">
          <ExportMenu fetchFile={(format) => downloadFile(ministryExport, { year, format })} />
          {can(addUniversity) && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              {t('ministry.add.button')}
            </Button>
          )}
        </Group>
      </Group>
      {overview.data ? (
        overview.data.universities.length === 0 ? (
          <Text c="dimmed">{t('ministry.empty')}</Text>
        ) : (
          <UniversitiesTable overview={overview.data} />
        )
      ) : (
        <QueryPending query={overview} />
      )}
      <AddUniversityModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
