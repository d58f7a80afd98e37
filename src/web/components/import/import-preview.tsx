import { Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview, ImportRow, ImportVerdict } from '../../../contract/import';
import { pageCount, pageRows } from '../../../contract/search';
import classes from '../paged-table/paged-search-table.module.css';
import { Pager } from '../paged-table/table-parts';

const PAGE_SIZE = 50;

const COLORS: Record<ImportVerdict, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'gray',
  refuse: 'red',
};

/** What the preview says of a row: the fields an update changes, or why it is refused. */
function DetailsOf({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  if (row.reason) return <Text size="sm">{row.reason}</Text>;
  return (
    <>
      {row.changes.map((change) => (
        <Text size="sm" key={change.column}>
          {t('import.change', change)}
        </Text>
      ))}
    </>
  );
}

/**
 * A file's preview: the counts of each verdict and the `actions` (apply, cancel), then the rows (50 a
 * page) with their verdict and why; the unchanged ones on demand, so that what happens is seen first.
 */
export function ImportPreviewTable({ preview, actions }: { preview: ImportPreview; actions: ReactNode }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [withUnchanged, setWithUnchanged] = useState(false);
  const rows = withUnchanged ? preview.rows : preview.rows.filter((row) => row.verdict !== 'unchanged');
  const pages = pageCount(rows.length, PAGE_SIZE);
  const shown = pageRows(rows, Math.min(page, pages), PAGE_SIZE);
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Group gap="xs" role="status">
          {(['create', 'update', 'unchanged', 'refuse'] as const).map((verdict) => (
            // The light badge's own text colour is too pale on its ground for AA (green's darkest shade too):
            // the text is the body's dark, the ground keeps the verdict's colour.
            <Badge key={verdict} color={COLORS[verdict]} c="dark.7" variant="light" tt="none" size="lg">
              {t(`import.counts.${verdict}`, { count: preview.counts[verdict] })}
            </Badge>
          ))}
        </Group>
        {actions}
      </Group>
      {preview.counts.unchanged > 0 && (
        <Checkbox
          label={t('import.showUnchanged')}
          checked={withUnchanged}
          onChange={(event) => {
            setWithUnchanged(event.currentTarget.checked);
            setPage(1);
          }}
        />
      )}
      <div className={classes.scroll}>
        <Table striped withTableBorder aria-label={t('import.rows')} className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('import.line')}</Table.Th>
              <Table.Th>{t('import.record')}</Table.Th>
              <Table.Th w={160}>{t('import.verdict')}</Table.Th>
              <Table.Th>{t('import.details')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.line} data-verdict={row.verdict}>
                <Table.Td data-label={t('import.line')}>{row.line}</Table.Td>
                <Table.Td className={classes.cell} data-label={t('import.record')}>
                  {row.record}
                </Table.Td>
                <Table.Td data-label={t('import.verdict')}>
                  <Badge color={COLORS[row.verdict]} variant="dot" tt="none">
                    {t(`import.verdicts.${row.verdict}`)}
                  </Badge>
                </Table.Td>
                <Table.Td className={classes.cell} data-label={t('import.details')}>
                  <DetailsOf row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Pager total={rows.length} pages={pages} page={Math.min(page, pages)} onPage={setPage} />
    </>
  );
}
