import { Alert, Table, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TurnoverCounts } from '../../../contract/new-year';
import { tallyOf } from './report-rows';

/** Preview headings say what would be done, report headings what was. */
export type ReportMode = 'preview' | 'report';

export const verdictColumns = ['created', 'kept', 'replaced', 'refused'] as const;

/**
 * "планы приёма — 12, контингент групп — 20": each kind's number of a verdict in its own records, or null
 * when there is none (decision 0057: plans, groups and members are never added together).
 */
export function useTally() {
  const { t } = useTranslation();
  return (counts: Parameters<typeof tallyOf>[0], verdict: 'created' | 'replaced'): string | null => {
    const tally = tallyOf(counts, verdict);
    if (tally.length === 0) return null;
    return tally
      .map(({ kind, count }) => t('newYear.tallyItem', { what: t(`newYear.tally.${kind}`), count }))
      .join(', ');
  };
}

/**
 * What an apply wrote ("Создано: планы приёма — 12; Заменено: …") or an undo took back (what the
 * turnover created is removed, what it replaced restored), for a toast.
 */
export function useWrittenSummary() {
  const { t } = useTranslation();
  const tally = useTally();
  return (counts: Parameters<typeof tallyOf>[0], done: 'applied' | 'undone'): string => {
    const created = tally(counts, 'created');
    const replaced = tally(counts, 'replaced');
    const lines: string[] = [];
    if (created)
      lines.push(t(done === 'applied' ? 'newYear.createdList' : 'newYear.removedList', { list: created }));
    if (replaced)
      lines.push(t(done === 'applied' ? 'newYear.replacedList' : 'newYear.restoredList', { list: replaced }));
    return lines.length > 0 ? lines.join('; ') : t('newYear.nothingWritten');
  };
}

/** The faculties an editor's turnover covers, as the server named them (nothing for an administrator). */
export function ScopeNote({ faculties }: { faculties: readonly string[] | undefined }) {
  const { t } = useTranslation();
  if (!faculties) return null;
  return (
    <Alert color="blue" p="xs" icon={<IconInfoCircle aria-hidden />} maw={980} role="status">
      {t('newYear.editorScope.covered', { faculties: faculties.join(', ') })}
    </Alert>
  );
}

/**
 * The counts per kind, one row per chosen kind in the order they are carried, each in the records a
 * registrar counts (plans, groups, members), which the second column names: no total, since a plan and
 * a commission member do not add up.
 */
export function CountsTable({ counts, mode }: { counts: readonly TurnoverCounts[]; mode: ReportMode }) {
  const { t } = useTranslation();
  const headings = mode === 'preview' ? 'previewHeadings' : 'reportHeadings';
  return (
    <div>
      <Title order={2} size="h4" mb="xs">
        {t('newYear.counts.title')}
      </Title>
      <Table withTableBorder striped aria-label={t('newYear.counts.title')} maw={980}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('newYear.counts.kind')}</Table.Th>
            <Table.Th>{t('newYear.counts.unit')}</Table.Th>
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
              <Table.Td>{t(`newYear.counted.${row.kind}`)}</Table.Td>
              {verdictColumns.map((verdict) => (
                <Table.Td key={verdict} ta="right">
                  {row[verdict]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
