import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Refusal } from '../../lib/permissions';

/**
 * Says why a record is shown read-only (decision 0033: a viewer, a faculty outside an editor's scope) above the
 * form or table that the user may look at but not save; nothing when the user may save.
 */
export function ReadOnlyNotice({ refusal }: { refusal: Refusal }) {
  if (refusal === null) return null;
  return (
    <Alert color="gray" icon={<IconLock aria-hidden />} p="xs" data-testid="read-only-notice">
      {refusal}
    </Alert>
  );
}
