import { ActionIcon, Group } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../lib/permissions';
import { IconTooltip } from './icon-tooltip';

/** One icon button of a list row. */
export interface RowAction {
  key: string;
  /** The accessible name, carrying the row's name (SPEC §2). */
  label: string;
  /**
   * Where the name is short and the same on every row (History): the tooltip and accessible description,
   * naming the row.
   */
  description?: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
  /** Why the user may not use it (their role or scope, an audited user …): shown disabled with this hint. */
  refusal?: Refusal;
  /** Its call is under way (e.g. a row's save). */
  loading?: boolean;
}

/**
 * The icon buttons of a list row, each with a tooltip naming it (the same text as its accessible name, or
 * its description). A refused button stays focusable but does nothing (aria-disabled), its tooltip and accessible description
 * saying why, so that keyboard, mouse and screen-reader users can learn the reason.
 */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) => (
        <RowActionButton key={action.key} action={action} />
      ))}
    </Group>
  );
}

function RowActionButton({ action }: { action: RowAction }) {
  const reasonId = useId();
  const refused = Boolean(action.refusal);
  const said = action.refusal || action.description;
  return (
    <>
      <IconTooltip label={said || action.label}>
        <ActionIcon
          variant="subtle"
          color={action.color}
          aria-label={action.label}
          aria-describedby={said ? reasonId : undefined}
          aria-disabled={refused || undefined}
          data-disabled={refused || undefined}
          loading={action.loading}
          loaderProps={{ size: 14 }}
          onClick={refused ? undefined : action.onClick}
        >
          {action.icon}
        </ActionIcon>
      </IconTooltip>
      {said && (
        <span id={reasonId} hidden>
          {said}
        </span>
      )}
    </>
  );
}

/**
 * The pencil and trash of a reference row. A locked row (a national-classifier record) shows a grey lock
 * instead of the trash, named and hinted with why it cannot be deleted; pressing it gives the warning toast
 * of SPEC §4. `more` go between the two (e.g. a user's password reset); `last` after them (its History).
 */
export function EditDeleteActions({
  name,
  locked,
  onEdit,
  onDelete,
  editRefusal = null,
  deleteRefusal = null,
  more = [],
  last = [],
}: {
  name: string;
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
  editRefusal?: Refusal;
  deleteRefusal?: Refusal;
  more?: readonly RowAction[];
  last?: readonly RowAction[];
}) {
  const { t } = useTranslation();
  return (
    <RowActions
      actions={[
        {
          key: 'edit',
          label: t('table.edit', { name }),
          icon: <IconPencil size={18} aria-hidden />,
          onClick: onEdit,
          refusal: editRefusal,
        },
        ...more,
        {
          key: 'delete',
          label: t(locked ? 'table.deleteLocked' : 'table.delete', { name }),
          icon: locked ? <IconLock size={18} aria-hidden /> : <IconTrash size={18} aria-hidden />,
          color: locked ? 'gray.6' : 'red',
          onClick: onDelete,
          refusal: deleteRefusal,
        },
        ...last,
      ]}
    />
  );
}
