import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CheckKind, type CheckRow, LICENCE_WARNING_DAYS } from '../../../contract/checks';
import { useLocalListState } from '../../components/paged-table/list-state';
import { type Column, PagedSearchTable } from '../../components/paged-table/paged-search-table';
import classes from './checks.module.css';
import { keyOf, linkOf } from './links';

/** The id of a check's section. */
const sectionId = (check: CheckKind) => `check-${check}`;

/** The record, as a link to where it is fixed, or as text with a note where no screen edits it. */
function RecordCell({ row }: { row: CheckRow }) {
  const { t } = useTranslation();
  const to = linkOf(row);
  if (to !== null)
    return (
      <Anchor component={Link} to={to}>
        {row.record}
      </Anchor>
    );
  return (
    <Stack gap={0}>
      <span>{row.record}</span>
      <Text size="xs" c="dimmed" span>
        {t('checks.noScreen')}
      </Text>
    </Stack>
  );
}

/**
 * One check: its title and total, the one-line rule it checks, then its rows (at most the server's first
 * 200, said so when there are more) searched and paged like every list; "no problems" when clean.
 */
export function CheckSection({ check, count, rows }: { check: CheckKind; count: number; rows: CheckRow[] }) {
  const { t } = useTranslation();
  const title = t(`checks.checks.${check}.title`);
  const tableName = (row: CheckRow) => (row.check === 'translation' ? t(`checks.tables.${row.table}`) : '');
  const columns: Column<CheckRow>[] = [
    { key: 'record', header: t('checks.record'), cell: (row) => <RecordCell row={row} /> },
    // A grading rule and a catalogue's record belong to no faculty; a translation's row names its list.
    ...(check === 'translation'
      ? [{ key: 'table', header: t('checks.table'), cell: tableName, width: 200 }]
      : check === 'gradingCoverage'
        ? []
        : [{ key: 'faculty', header: t('checks.faculty'), cell: (row: CheckRow) => row.faculty ?? '' }]),
    { key: 'detail', header: t('checks.detail'), cell: (row) => row.detail },
  ];
  const state = useLocalListState();
  const headingId = `${sectionId(check)}-title`;
  return (
    <section id={sectionId(check)} aria-labelledby={headingId}>
      <Stack gap="xs">
        {/* The icon stays beside the title; on a phone the count goes under them. */}
        <Group gap="xs" align="center">
          <Group gap="xs" wrap="nowrap" align="center">
            {count === 0 ? (
              <IconCircleCheck
                size={22}
                color="var(--mantine-color-green-8)"
                aria-hidden
                className={classes.icon}
              />
            ) : (
              <IconAlertTriangle
                size={22}
                color="var(--mantine-color-orange-8)"
                aria-hidden
                className={classes.icon}
              />
            )}
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
          </Group>
          <Text span fw={count > 0 ? 700 : undefined}>
            {count === 0
              ? t('checks.clean')
              : count > rows.length
                ? t('checks.firstShown', { count, shown: rows.length })
                : t('checks.countOf', { count })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" maw={880}>
          {t(`checks.checks.${check}.hint`, { days: LICENCE_WARNING_DAYS })}
        </Text>
        {count > 0 && (
          <div>
            <PagedSearchTable
              label={title}
              rows={rows}
              columns={columns}
              rowKey={keyOf}
              searchNames={(row) => [row.record, row.faculty ?? '', row.detail, tableName(row)]}
              searchLabel={t('checks.search')}
              searchPlaceholder={t('checks.searchPlaceholder')}
              state={state}
            />
          </div>
        )}
      </Stack>
    </section>
  );
}
