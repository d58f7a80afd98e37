import { type RefObject, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalLeaveGuard } from '../app-modal';
import { ConfirmModal } from '../confirm-modal';
import { useDiscardGuard } from '../form-modal/discard-guard';

/** What the table asks of the guard of its row in edit. */
export interface RowLeave {
  /** Escape or the cross: leaves the edit at once when nothing was typed, else asks. */
  requestClose: () => void;
  /** Another row was clicked: `leave` at once when nothing was typed, else after the user agrees. */
  requestLeave: (leave: () => void) => void;
}

interface RowDiscardGuardProps {
  /** Whether the row holds typed changes. */
  dirty: boolean;
  /** The row's name, shown in the question. */
  subject: string;
  /** Leaves the edit, dropping the typed values. */
  onDiscard: () => void;
  /** Filled with the guard's requests for the table's Escape and row clicks. */
  control: RefObject<RowLeave | null>;
}

/**
 * The modal forms' guard (form-modal/discard-guard.ts) for the row of an inline-edit table: Escape, a click
 * on another row, a sidebar link, Back, a reload or closing the modal around the table ask before the
 * typed values are thrown away. Mounted
 * only while a row is in edit, because a router takes one blocker at a time (the latest mounted).
 */
export function RowDiscardGuard({ dirty, subject, onDiscard, control }: RowDiscardGuardProps) {
  const { t } = useTranslation();
  const guard = useDiscardGuard(onDiscard);
  guard.dirty.current = dirty;
  // In a modal (the planned students'), its cross, Escape and a click outside ask as well.
  const modalLeave = useModalLeaveGuard();
  useLayoutEffect(() => {
    control.current = { requestClose: guard.requestClose, requestLeave: guard.requestLeave };
    if (modalLeave) modalLeave.current = guard.requestLeave;
    return () => {
      control.current = null;
      if (modalLeave) modalLeave.current = null;
    };
  });
  return (
    <ConfirmModal
      subject={guard.asking ? subject : null}
      title={t('form.discardTitle')}
      question={t('form.discardLeaveQuestion')}
      confirmLabel={t('form.discard')}
      closeLabel={t('form.keepEditing')}
      color="orange"
      pending={false}
      onConfirm={guard.discard}
      onClose={guard.keepEditing}
    />
  );
}
