import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type HistoryEntry, type RecordKind, restoreRecord } from '../../../contract/history';
import { Sms } from '../../../contract/sms';
import { callApi } from '../../api/client';
import { showSmsToast } from '../../api/sms-toast';
import { showToast } from '../../api/toast';
import { useWrite } from '../../api/write';
import { localDateTime } from '../../i18n/dates';
import { appConfig } from '../../lib/config';
import { usePermissions } from '../../lib/permissions';
import { ConfirmModal } from '../confirm-modal';
import { IconTooltip } from '../icon-tooltip';
import type { HistoryTarget } from './history-store';
import { bringsBack, restoredToast } from './restored-toast';

/*
 * Restore of the values a change left (decision 0046; a delete's: the values the record had, bringing it
 * back): asked first, then one new change made by the record's own save on the server, refused there
 * with a sentence (changed since, a duplicate, a record gone).
 */

const useWhen = () => {
  const { i18n } = useTranslation();
  return (entry: HistoryEntry) => localDateTime(entry.changedAt, i18n.language, appConfig.timeZone);
};

/** An entry's Restore: named with the change's moment; disabled, saying why, for a role that may not write. */
export function RestoreButton({
  entry,
  kind,
  onAsk,
}: {
  entry: HistoryEntry;
  /** The record's kind: a national classifier's restore is the ministry's once it keeps them. */
  kind: RecordKind;
  onAsk: (entry: HistoryEntry) => void;
}) {
  const { t } = useTranslation();
  const when = useWhen();
  const refused = usePermissions().recordRefusal(restoreRecord, kind);
  const label = t(bringsBack(entry) ? 'history.bringBack' : 'history.restore', { when: when(entry) });
  return (
    <IconTooltip label={refused ?? label}>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        aria-label={label}
        aria-disabled={refused ? true : undefined}
        data-disabled={refused ? true : undefined}
        onClick={refused ? undefined : () => onAsk(entry)}
      >
        {t(bringsBack(entry) ? 'history.bringBackShort' : 'history.restoreShort')}
      </Button>
    </IconTooltip>
  );
}

/**
 * The question before a restore, above the history panel, and the restore once confirmed. Every read
 * reloads after it (the history too): a restore may change any list the record is shown in.
 */
export function RestoreQuestion({
  target,
  entry,
  rowVersion,
  onClose,
}: {
  target: HistoryTarget;
  /** The entry asked about; null: no question. */
  entry: HistoryEntry | null;
  /** The record's version now (its newest entry's); null for a deleted record. */
  rowVersion: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const when = useWhen();
  const restore = useWrite(
    restoreRecord,
    (asked: HistoryEntry) =>
      callApi(restoreRecord, {
        kind: target.kind,
        id: target.id,
        auditId: asked.auditId,
        ...(rowVersion === null ? {} : { rowVersion }),
      }),
    {
      silent: true,
      // The record's history and every list showing it (the history is no published read: all reload).
      reloadsEveryRead: true,
      onDone: (sms, [answer], asked) => {
        if (sms === Sms.UPDATED || sms === Sms.CREATED)
          showToast({ color: 'green', ...restoredToast(t, asked, target.name, when(asked)) });
        else showSmsToast(sms, (answer as { message?: string } | undefined)?.message);
        onClose();
      },
      // The client has toasted the refusal (changed since, a rule broken, a record gone).
      onFailed: onClose,
    },
  );
  const pending = restore.isPending;
  const confirm = (asked: HistoryEntry) => restore.mutate(asked);

  const short = entry && bringsBack(entry) ? 'history.bringBackShort' : 'history.restoreShort';
  return (
    <ConfirmModal
      subject={entry ? `${target.name} — ${when(entry)}` : null}
      title={t('history.restoreTitle')}
      question={t(entry && bringsBack(entry) ? 'history.bringBackQuestion' : 'history.restoreQuestion')}
      note={t('history.restoreNote')}
      confirmLabel={t(short)}
      color="blue"
      overHistory
      pending={pending}
      onConfirm={() => entry && confirm(entry)}
      onClose={onClose}
    />
  );
}
