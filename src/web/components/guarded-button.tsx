import { Button, type ButtonProps, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Refusal } from '../lib/permissions';

interface GuardedButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** Why it may not be used now (nothing chosen, the user's role …): disabled with this as a tooltip. */
  refusal: Refusal;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A button that is disabled with its reason shown. It stays focusable (aria-disabled) so that the tooltip
 * is reachable by mouse and keyboard; a disabled <button> gets neither hover nor focus.
 */
export function GuardedButton({ refusal, onClick, children, ...props }: GuardedButtonProps) {
  const refused = Boolean(refusal);
  return (
    <Tooltip label={refusal} disabled={!refused} withArrow multiline maw={280}>
      <Button
        {...props}
        aria-disabled={refused || undefined}
        data-disabled={refused || undefined}
        onClick={refused ? undefined : onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
