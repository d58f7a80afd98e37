import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import classes from './theme.module.css';

// Shade 8 of blue keeps white text on filled buttons above the 4.5:1 contrast of WCAG AA (shade 6: 3.6:1).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  components: {
    // A plain object rather than Notification.extend: the theme would otherwise bring the toast's code to
    // the sign-in page, which loads the toast container on demand (components/toasts.tsx).
    Notification: { classNames: { description: classes.notificationDescription } },
  },
});

/**
 * Mantine's dimmed text (gray 6, 3.3:1 on white) and error text (red 6, 3.3:1) fail WCAG AA; gray 7 and
 * red 8 pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
