import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './confirm-modal';
import type { UsageRequest } from './usage-notice';

export interface ConfirmDeleteModalProps {
  /** The item's (Russian) name; null keeps the modal closed. */
  name: string | null;
  /** The name's language: Russian unless told (SPEC §2 shows the Russian name). */
  nameLang?: string;
  /** What the delete means, when not the default "cannot be undone" (e.g. a term kept in a history). */
  note?: string;
  pending: boolean;
  /** The record, for reading where it is used before the delete is confirmed (issue 26). */
  usage?: UsageRequest | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a delete (SPEC §2): shows the item's name, with confirm and close buttons; given the record,
 * where it is used, before the user confirms (issue 26).
 */
export function ConfirmDeleteModal({
  name,
  nameLang = 'ru',
  note,
  pending,
  usage,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  // The note stays with the name while the modal fades out after both were cleared.
  const [kept, setKept] = useState(note);
  if (name !== null && note !== kept) setKept(note);
  return (
    <ConfirmModal
      subject={name}
      subjectLang={nameLang}
      title={t('confirmDelete.title')}
      question={t('confirmDelete.question')}
      note={kept ?? t('confirmDelete.irreversible')}
      confirmLabel={t('confirmDelete.confirm')}
      pending={pending}
      usage={usage}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
