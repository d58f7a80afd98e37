import { Badge, type BadgeProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { forwardRef, type ReactNode } from 'react';
import classes from './warning-badge.module.css';

/**
 * A small warning in a row (a missing translation, a data check's finding): a light orange
 * badge with a warning sign, its text readable (warning-badge.module.css).
 */
export const WarningBadge = forwardRef<
  HTMLDivElement,
  Omit<BadgeProps, 'color' | 'variant' | 'leftSection' | 'classNames'> & {
    children: ReactNode;
    tabIndex?: number;
  }
>(function WarningBadge({ children, ...props }, ref) {
  return (
    <Badge
      ref={ref}
      color="orange"
      variant="light"
      tt="none"
      radius="sm"
      classNames={{ label: classes.label }}
      leftSection={<IconAlertTriangle size={14} className={classes.icon} aria-hidden />}
      {...props}
    >
      {children}
    </Badge>
  );
});

/** The title of a warning Alert in readable colours, as the badge's text. */
export const warningTitleClass = classes.title;
