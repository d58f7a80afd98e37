import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { yearLabel } from '../../../contract/academic-year';
import type { OverviewFigures } from '../../../contract/overview';
import { ExportAction } from '../../components/export/export-action';
import { FigureCard } from './figure-card';
import { FigureChart } from './figure-chart';
import { NumbersTable } from './numbers-table';
import { buildingsChart, checksChart, trendChart, trendTable } from './series';

// The trend of five years, the buildings, and the open checks (today's, of no year), each a card.

/** A lying bar chart's height: its legend and axis, then room for each category's bars. */
const lyingHeight = (categories: number, bars: number) => 90 + categories * (bars * 18 + 16);

export function TrendCard({ figures }: { figures: OverviewFigures }) {
  const { t } = useTranslation();
  const table = trendTable(figures.trend, figures.year);
  const courseLabel = (course: number) => t('overview.trend.course', { course });
  const title = t('overview.trend.title');
  const first = table.rows[0];
  const last = table.rows.at(-1);
  return (
    <FigureCard
      title={title}
      description={t('overview.trend.description')}
      actions={<ExportAction target={{ table: 'overviewTrend', filter: { year: figures.year } }} />}
    >
      <FigureChart
        shape={trendChart(table, courseLabel)}
        dataKey="year"
        height={340}
        summary={t('overview.trend.summary', {
          first: yearLabel(first?.year ?? figures.year),
          last: yearLabel(last?.year ?? figures.year),
          students: last?.total ?? 0,
        })}
      />
      <NumbersTable
        label={title}
        nameHeading={t('overview.year')}
        headings={[...table.courses.map(courseLabel), t('overview.trend.students')]}
        rows={table.rows.map((row) => ({
          key: row.year,
          name: yearLabel(row.year),
          cells: [...row.cells, row.total],
        }))}
        dash={t('overview.trend.noData')}
        minWidth={160 + 100 * (table.courses.length + 1)}
      />
    </FigureCard>
  );
}

export function BuildingsCard({ figures }: { figures: OverviewFigures }) {
  const { t } = useTranslation();
  const rows = figures.buildings;
  const title = t('overview.buildings.title');
  const capacity = rows.reduce((total, row) => total + row.capacity, 0);
  return (
    <FigureCard
      title={title}
      description={t('overview.buildings.description')}
      actions={<ExportAction target={{ table: 'overviewBuildings', filter: { year: figures.year } }} />}
    >
      <FigureChart
        shape={buildingsChart(rows, {
          capacity: t('overview.buildings.capacity'),
          students: t('overview.buildings.students'),
        })}
        dataKey="building"
        lying
        height={lyingHeight(rows.length, 2)}
        summary={t('overview.buildings.summary', { count: rows.length, capacity })}
      />
      <NumbersTable
        label={title}
        nameHeading={t('overview.buildings.building')}
        headings={[
          t('overview.buildings.capacity'),
          t('overview.buildings.students'),
          t('overview.buildings.faculties'),
        ]}
        rows={rows.map((row) => ({
          key: row.idKorpus,
          name: row.building,
          cells: [row.capacity, row.students, row.faculties],
        }))}
        // Students are not summed: a faculty with rooms in two buildings counts in both.
        total={{ name: t('overview.total'), cells: [capacity, null, null] }}
        dash=""
        minWidth={560}
      />
    </FigureCard>
  );
}

export function ChecksCard({ figures }: { figures: OverviewFigures }) {
  const { t } = useTranslation();
  const rows = figures.checks;
  const title = t('overview.checks.title');
  const nameOf = (check: (typeof rows)[number]['check']) => t(`overview.checks.kinds.${check}`);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <FigureCard
      title={title}
      description={t('overview.checks.description')}
      actions={
        <>
          {/* A link that wraps on a phone (a button's label would not). */}
          <Anchor component={Link} to="/checks" size="sm" fw={500}>
            <Group gap={4} wrap="nowrap" component="span">
              <span>{t('overview.checks.open')}</span>
              <IconArrowRight size={16} aria-hidden style={{ flex: 'none' }} />
            </Group>
          </Anchor>
          <ExportAction target={{ table: 'overviewChecks' }} />
        </>
      }
    >
      <FigureChart
        shape={checksChart(rows, nameOf, t('overview.checks.count'))}
        dataKey="check"
        lying
        height={lyingHeight(rows.length, 1)}
        summary={t('overview.checks.summary', { total })}
      />
      <NumbersTable
        label={title}
        nameHeading={t('overview.checks.check')}
        headings={[t('overview.checks.count')]}
        rows={rows.map((row) => ({ key: row.check, name: nameOf(row.check), cells: [row.count] }))}
        total={{ name: t('overview.total'), cells: [total] }}
      />
    </FigureCard>
  );
}
