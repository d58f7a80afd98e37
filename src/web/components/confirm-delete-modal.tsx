import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from './app-modal';

export interface ConfirmDeleteModalProps {
  /** The item's (Russian) name; null keeps the modal closed. */
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a delete (SPEC §2): shows the item's name, with confirm and close buttons. */
export function ConfirmDeleteModal({ name, pending, onConfirm, onClose }: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  // The name stays on screen while the modal fades out after it was cleared.
  const [shownName, setShownName] = useState(name);
  if (name !== null && name !== shownName) setShownName(name);

  return (
    <AppModal
      opened={name !== null}
      onClose={onClose}
      title={t('confirmDelete.title')}
      withCloseButton={false}
    >
      <Stack gap="xs">
        <Text>{t('confirmDelete.question')}</Text>
        <Text fw={700} lang="ru">
          {shownName}
        </Text>
        <Text size="sm" c="dimmed">
          {t('confirmDelete.irreversible')}
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        {/* Focus starts on the harmless choice. */}
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('confirmDelete.close')}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {t('confirmDelete.confirm')}
        </Button>
      </Group>
    </AppModal>
  );
}
