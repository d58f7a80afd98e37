import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TurnoverCounts, TurnoverRow } from '../../../contract/new-year';
import { QueryPending } from '../../components/query-pending';
import { blockersQuery, reportQuery, turnoversQuery } from './api';
import { CountsTable, ScopeNote } from './counts-table';
import classes from './new-year.module.css';
import { ReportActions } from './report-actions';
import { RowsTable } from './rows-table';
import { useMoment, yearsOf } from './turnovers-list';
import { UndoBlockers } from './undo-blockers';

export interface ShownReport {
  /** null: an apply that wrote nothing (there is nothing to undo, and no turnover to list). */
  idTurnover: number | null;
  /** The apply's own answer; a turnover opened from the list reads its report. */
  report?: { rows: TurnoverRow[]; counts: TurnoverCounts[]; onlyFaculties?: string[] };
}

/**
 * Step 3: an applied turnover's report (created / kept / replaced / not carried), printable and
 * exportable, with Undo while it is not undone.
 */
export function ReportStep({ shown, onNew }: { shown: ShownReport; onNew: () => void }) {
  const { t, i18n } = useTranslation();
  const moment = useMoment();
  const read = useQuery({
    ...reportQuery(shown.idTurnover ?? 0, i18n.language),
    enabled: !shown.report && shown.idTurnover !== null,
  });
  const list = useQuery(turnoversQuery());
  const entry = list.data?.find((row) => row.idTurnover === shown.idTurnover);
  // While it may still be undone: what would keep it from it (decision 0057).
  const blockers = useQuery({
    ...blockersQuery(shown.idTurnover ?? 0, i18n.language),
    enabled: entry !== undefined && entry.undoneAt === null,
  });
  const blocked = entry?.undoneAt === null ? blockers.data : undefined;
  const report = shown.report ?? read.data;
  // While printing, every row is on the one page; the print dialog holds the page until it closes.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    window.print();
    setPrinting(false);
  }, [printing]);

  if (!report) return <QueryPending query={read} />;
  return (
    <Stack gap="md" className={classes.report}>
      {entry && (
        <Text fw={600}>
          {t('newYear.reportOf', { years: yearsOf(entry), at: moment(entry.madeAt), who: entry.madeBy })}
        </Text>
      )}
      {entry?.undoneAt && (
        <Alert color="gray" p="xs" role="status">
          {t('newYear.undoneNotice', { at: moment(entry.undoneAt) })}
        </Alert>
      )}
      <Group justify="space-between" className={classes.noPrint}>
        <ReportActions
          entry={entry}
          counts={report.counts}
          undoRefusal={blocked && blocked.total > 0 ? t('newYear.blockers.undoRefusal') : null}
          onPrint={() => setPrinting(true)}
        />
        <Button variant="subtle" onClick={onNew}>
          {t('newYear.newTurnover')}
        </Button>
      </Group>
      {blocked && (
        <div className={classes.noPrint}>
          <UndoBlockers total={blocked.total} records={blocked.records} />
        </div>
      )}
      <ScopeNote faculties={shown.report?.onlyFaculties} />
      <CountsTable counts={report.counts} mode="report" />
      <RowsTable
        rows={report.rows}
        mode="report"
        pageSize={printing ? Math.max(1, report.rows.length) : undefined}
      />
    </Stack>
  );
}
