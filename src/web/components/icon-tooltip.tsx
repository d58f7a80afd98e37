import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** The delay before an icon's tooltip shows: long enough not to flash while the pointer passes by. */
const OPEN_DELAY_MS = 300;

/**
 * The name of an icon-only button, shown on hover and on keyboard focus (decision 0034). Assistive technology
 * has the same text as the button's accessible name already, so the tooltip itself is hidden from it
 * (also keeping it out of axe's landmark rule, as it is drawn outside the page's landmarks). Mantine
 * positions it through the DOM's style properties, which the strict CSP allows
 * (e2e/everywhere-inline.spec.ts).
 */
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip
      label={label}
      openDelay={OPEN_DELAY_MS}
      events={{ hover: true, focus: true, touch: false }}
      withArrow
      multiline
      maw={280}
      aria-hidden
    >
      {children}
    </Tooltip>
  );
}
