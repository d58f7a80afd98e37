import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OverviewFigures } from '../../../contract/overview';
import { ExportAction } from '../../components/export/export-action';
import { FigureCard } from './figure-card';
import { FigureChart } from './figure-chart';
import { NumbersTable } from './numbers-table';
import { admissionChart, admissionKeys, admissionTotals, groupsChart, groupsMatrix } from './series';

// The overview's figures of the chosen year, each a card: chart, table, Export of the same rows.

/** Room for a category axis under the bars and a legend of a few lines. */
const CHART_HEIGHT = 320;

/** What a figure without any row says in place of its chart and table. */
function Empty() {
  const { t } = useTranslation();
  return <Text c="dimmed">{t('overview.empty')}</Text>;
}

export function AdmissionCard({ figures }: { figures: OverviewFigures }) {
  const { t } = useTranslation();
  const rows = figures.admission;
  const labels = Object.fromEntries(
    admissionKeys.map((key) => [key, t(`overview.admission.${key}`)]),
  ) as Record<(typeof admissionKeys)[number], string>;
  const totals = admissionTotals(rows);
  const title = t('overview.admission.title');
  return (
    <FigureCard
      title={title}
      description={t('overview.admission.description')}
      actions={<ExportAction target={{ table: 'overviewAdmission', filter: { year: figures.year } }} />}
    >
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <>
          <FigureChart
            shape={admissionChart(rows, labels)}
            dataKey="faculty"
            height={CHART_HEIGHT}
            summary={t('overview.admission.summary', {
              count: rows.length,
              plan: totals.plan,
              planned: totals.planned,
            })}
          />
          <NumbersTable
            label={title}
            nameHeading={t('overview.faculty')}
            headings={[
              ...admissionKeys.map((key) => labels[key]),
              t('overview.admission.planTotal'),
              t('overview.admission.plannedTotal'),
            ]}
            rows={rows.map((row) => ({
              key: row.idFaculty,
              name: row.faculty,
              cells: [
                ...admissionKeys.map((key) => row[key]),
                row.planBudget + row.planContract,
                row.plannedBudget + row.plannedContract,
              ],
            }))}
            total={{
              name: t('overview.total'),
              cells: [...admissionKeys.map((key) => totals[key]), totals.plan, totals.planned],
            }}
            minWidth={760}
          />
        </>
      )}
    </FigureCard>
  );
}

export function GroupsCard({ figures }: { figures: OverviewFigures }) {
  const { t } = useTranslation();
  const matrix = groupsMatrix(figures.groups);
  const title = t('overview.groups.title');
  return (
    <FigureCard
      title={title}
      description={t('overview.groups.description')}
      actions={<ExportAction target={{ table: 'overviewGroups', filter: { year: figures.year } }} />}
    >
      {matrix.faculties.length === 0 ? (
        <Empty />
      ) : (
        <>
          <FigureChart
            shape={groupsChart(matrix)}
            dataKey="faculty"
            height={CHART_HEIGHT + 40}
            summary={t('overview.groups.summary', { count: matrix.faculties.length, total: matrix.total })}
          />
          <NumbersTable
            label={title}
            nameHeading={t('overview.groups.studyForm')}
            // The faculties as the chart's axis names them, each with its full name.
            headings={[
              ...matrix.faculties.map((faculty) => (
                <abbr key={faculty.id} title={faculty.name}>
                  {faculty.short}
                </abbr>
              )),
              t('overview.total'),
            ]}
            rows={matrix.forms.map((form, index) => ({
              key: form.id,
              name: form.name,
              cells: [
                ...matrix.faculties.map((faculty) => faculty.cells[index] ?? null),
                matrix.totals[index] ?? 0,
              ],
            }))}
            total={{
              name: t('overview.total'),
              cells: [...matrix.faculties.map((faculty) => faculty.total), matrix.total],
            }}
            minWidth={220 + 72 * (matrix.faculties.length + 1)}
          />
        </>
      )}
    </FigureCard>
  );
}
