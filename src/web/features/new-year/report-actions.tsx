import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TurnoverCounts, type TurnoverEntry, undoTurnover } from '../../../contract/new-year';
import { showToast } from '../../api/toast';
import { useWrite } from '../../api/write';
import { ConfirmModal } from '../../components/confirm-modal';
import { ExportAction } from '../../components/export/export-action';
import { GuardedButton } from '../../components/guarded-button';
import type { Refusal } from '../../lib/permissions';
import { undo } from './api';
import { useWrittenSummary } from './counts-table';
import { yearsOf } from './turnovers-list';

/**
 * Step 3's buttons: Print (the page's print styles leave the report alone), Export (the report as the
 * server writes every table: Excel or CSV, decision 0047) once it is kept, and Undo, asked first, while the
 * turnover is not undone.
 */
export function ReportActions({
  entry,
  counts,
  undoRefusal,
  onPrint,
}: {
  /** The turnover as the list has it (its version, whether undone); undefined until the list has loaded. */
  entry: TurnoverEntry | undefined;
  /** The report's counts: what the undo removes (what was created) and restores (what was replaced). */
  counts: readonly TurnoverCounts[];
  /** Why the undo is refused now (records changed since, listed on the page), or null. */
  undoRefusal: Refusal;
  onPrint: () => void;
}) {
  const { t } = useTranslation();
  const summary = useWrittenSummary();
  const [asking, setAsking] = useState(false);
  const undoing = useWrite(undoTurnover, undo, {
    silent: true,
    // The undo takes back exactly what the turnover wrote (or nothing): the report's counts say what.
    onDone: () => {
      setAsking(false);
      showToast({ color: 'green', title: t('newYear.undone'), message: summary(counts, 'undone') });
    },
    // A refusal (changed since, already undone) is toasted by the client with the server's sentence.
    onFailed: () => setAsking(false),
  });
  return (
    <Group gap="sm">
      <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={onPrint}>
        {t('newYear.print')}
      </Button>
      {entry && (
        <ExportAction target={{ table: 'newYearReport', filter: { idTurnover: entry.idTurnover } }} />
      )}
      {entry && entry.undoneAt === null && (
        <GuardedButton
          color="red"
          variant="light"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          refusal={undoRefusal}
          onClick={() => setAsking(true)}
        >
          {t('newYear.undo')}
        </GuardedButton>
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
