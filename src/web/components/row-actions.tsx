import { ActionIcon, Group } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The pencil and trash of a list row; their accessible names carry the row's name (SPEC §2). A locked row
 * (a national-classifier record) shows a grey lock instead of the trash, named and hinted with why it cannot
 * be deleted; pressing it gives the warning toast of SPEC §4. The browser's own title hint (the same text as
 * the name) rather than a tooltip, which screen readers would hear twice.
 */
export function EditDeleteActions({
  name,
  locked,
  onEdit,
  onDelete,
}: {
  name: string;
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const editLabel = t('table.edit', { name });
  const deleteLabel = t(locked ? 'table.deleteLocked' : 'table.delete', { name });
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={editLabel} title={editLabel} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color={locked ? 'gray.6' : 'red'}
        aria-label={deleteLabel}
        title={deleteLabel}
        onClick={onDelete}
      >
        {locked ? <IconLock size={18} aria-hidden /> : <IconTrash size={18} aria-hidden />}
      </ActionIcon>
    </Group>
  );
}
