import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TurnoverCounts } from '../../../contract/new-year';
import { totalOf } from './report-rows';

/** Preview headings say what would be done, report headings what was. */
export type ReportMode = 'preview' | 'report';

export const verdictColumns = ['created', 'kept', 'replaced', 'refused'] as const;

/** The counts per kind (one row per chosen kind, in the order they are carried), then their total. */
export function CountsTable({ counts, mode }: { counts: readonly TurnoverCounts[]; mode: ReportMode }) {
  const { t } = useTranslation();
  const headings = mode === 'preview' ? 'previewHeadings' : 'reportHeadings';
  const total = totalOf(counts);
  return (
    <div>
      <Title order={2} size="h4" mb="xs">
        {t('newYear.counts.title')}
      </Title>
      <Table withTableBorder striped aria-label={t('newYear.counts.title')} maw={880}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('newYear.counts.kind')}</Table.Th>
            {verdictColumns.map((verdict) => (
              <Table.Th key={verdict} ta="right">
                {t(`newYear.${headings}.${verdict}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {counts.map((row) => (
            <Table.Tr key={row.kind}>
              <Table.Th scope="row" fw={500}>
                {t(`newYear.kinds.${row.kind}`)}
              </Table.Th>
              {verdictColumns.map((verdict) => (
                <Table.Td key={verdict} ta="right">
                  {row[verdict]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('newYear.counts.total')}</Table.Th>
            {verdictColumns.map((verdict) => (
              <Table.Td key={verdict} ta="right" fw={700}>
                {total[verdict]}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}
