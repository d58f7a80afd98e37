import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal';

interface ConfirmDeleteModalProps
  extends Pick<ConfirmModalProps, 'pending' | 'usage' | 'onConfirm' | 'onClose'> {
  /** The item's (Russian) name; null keeps the modal closed. */
  name: string | null;
  /** The name's language: Russian unless told (SPEC §2 shows the Russian name). */
  nameLang?: string;
  /** What the delete means, when not the default "cannot be undone" (e.g. a term kept in a history). */
  note?: string;
}

/**
 * Asks before a delete (SPEC §2): shows the item's name, with confirm and close buttons; given the record,
 * where it is used, before the user confirms (decision 0035).
 */
export function ConfirmDeleteModal({ name, nameLang = 'ru', note, ...confirm }: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  // The note stays with the name while the modal fades out after both were cleared.
  const [kept, setKept] = useState(note);
  if (name !== null && note !== kept) setKept(note);
  return (
    <ConfirmModal
      {...confirm}
      subject={name}
      subjectLang={nameLang}
      title={t('confirmDelete.title')}
      question={t('confirmDelete.question')}
      note={kept ?? t('confirmDelete.historyKept')}
      confirmLabel={t('confirmDelete.confirm')}
    />
  );
}
