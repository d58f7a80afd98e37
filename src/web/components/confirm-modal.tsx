import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from './app-modal';
import { USAGE_NOTICE_ID, UsageNotice, type UsageRequest, useUsage } from './usage-notice';

export interface ConfirmModalProps {
  /** What the question is about (a record's name, a user's login); null keeps the modal closed. */
  subject: string | null;
  /** The language of the subject, where it is not the interface's (SPEC §2: the Russian name). */
  subjectLang?: string;
  title: string;
  question: string;
  /** A line under the subject, e.g. that it cannot be undone. */
  note?: string;
  confirmLabel: string;
  /** The harmless choice's label ("Close" by default; "Keep editing" before discarding changes). */
  closeLabel?: string;
  /** The confirm button's colour: red for what cannot be undone. */
  color?: string;
  pending: boolean;
  /**
   * The record a delete is about (decision 0035): where it is used is read and shown before confirming, and
   * while it is used (or being checked) the confirm button is disabled, the notice saying why.
   */
  usage?: UsageRequest | null;
  /** Asked from a record's history panel: shown above it. */
  overHistory?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action: the question, what it is about, with confirm and close buttons. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { subject, onClose } = props;
  const { t } = useTranslation();
  // The subject stays on screen while the modal fades out after it was cleared.
  const [shown, setShown] = useState(subject);
  if (subject !== null && subject !== shown) setShown(subject);
  const usage = useUsage(subject === null ? null : props.usage);

  return (
    <AppModal
      opened={subject !== null}
      onClose={onClose}
      title={props.title}
      withCloseButton={false}
      overHistory={props.overHistory}
    >
      <Stack gap="xs">
        {/* A record in use is not to be deleted: the notice below says so instead of the question. */}
        {!usage.used && <Text>{props.question}</Text>}
        <Text fw={700} lang={props.subjectLang}>
          {shown}
        </Text>
        <UsageNotice usage={usage} />
        {props.note && !usage.used && (
          <Text size="sm" c="dimmed">
            {props.note}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        {/* Focus starts on the harmless choice. */}
        <Button variant="default" onClick={onClose} data-autofocus>
          {props.closeLabel ?? t('confirmDelete.close')}
        </Button>
        <Button
          color={props.color ?? 'red'}
          loading={props.pending}
          disabled={usage.checking || usage.used}
          aria-describedby={usage.used ? USAGE_NOTICE_ID : undefined}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </Group>
    </AppModal>
  );
}
