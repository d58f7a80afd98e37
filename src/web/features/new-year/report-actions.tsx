import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TurnoverEntry, TurnoverRow } from '../../../contract/new-year';
import { useReloadReads } from '../../api/queries';
import { showToast } from '../../api/toast';
import { ConfirmModal } from '../../components/confirm-modal';
import { saveDownload } from '../../components/export/export-action';
import { turnoverChanges, undo } from './api';
import { reportCsv } from './report-rows';
import { yearsOf } from './turnovers-list';

/**
 * Step 3's buttons: Print (the page's print styles leave the report alone), Export (the rows as a CSV
 * file written here), and Undo, asked first, while the turnover is not undone.
 */
export function ReportActions({
  entry,
  rows,
  onPrint,
}: {
  /** The turnover as the list has it (its version, whether undone); undefined until the list has loaded. */
  entry: TurnoverEntry | undefined;
  rows: readonly TurnoverRow[];
  onPrint: () => void;
}) {
  const { t } = useTranslation();
  const reload = useReloadReads();
  const [asking, setAsking] = useState(false);
  const undoing = useMutation({
    mutationFn: undo,
    onSuccess: (answer) => {
      setAsking(false);
      const counts = answer[0] ?? { removed: 0, restored: 0 };
      showToast({ color: 'green', title: t('sms.successTitle'), message: t('newYear.undone', counts) });
    },
    // A refusal (changed since, already undone) is toasted by the client with the server's sentence.
    onError: () => setAsking(false),
    onSettled: () => reload(turnoverChanges),
  });
  const exportCsv = () => {
    const headings = {
      faculty: t('newYear.rows.faculty'),
      record: t('newYear.rows.record'),
      kind: t('newYear.rows.kind'),
      ...{
        created: t('newYear.reportHeadings.created'),
        kept: t('newYear.reportHeadings.kept'),
        replaced: t('newYear.reportHeadings.replaced'),
        refused: t('newYear.reportHeadings.refused'),
      },
      reasons: t('newYear.rows.reasons'),
    };
    const csv = reportCsv(rows, headings, (kind) => t(`newYear.kinds.${kind}`));
    const years = entry ? `-${2000 + entry.yearFrom}-${2000 + entry.yearTo}` : '';
    saveDownload(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${t('newYear.csvName')}${years}.csv`);
  };
  return (
    <Group gap="sm">
      <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={onPrint}>
        {t('newYear.print')}
      </Button>
      <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={exportCsv}>
        {t('newYear.export')}
      </Button>
      {entry && entry.undoneAt === null && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {t('newYear.undo')}
        </Button>
      )}
      <ConfirmModal
        subject={asking && entry ? yearsOf(entry) : null}
        title={t('newYear.undoTitle')}
        question={t('newYear.undoQuestion')}
        note={t('newYear.undoNote')}
        confirmLabel={t('newYear.undo')}
        pending={undoing.isPending}
        onConfirm={() => entry && !undoing.isPending && undoing.mutate(entry)}
        onClose={() => setAsking(false)}
      />
    </Group>
  );
}
