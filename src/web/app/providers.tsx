import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toasts } from '../components/toasts';
import { i18n } from '../i18n';
import { cssVariablesResolver, theme } from './theme';

/** Mantine (with the CSP nonce on its style tags), toasts and translations; server state is the signed-in app's. */
export function Providers({ styleNonce, children }: { styleNonce: string | undefined; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={styleNonce ? () => styleNonce : undefined}
    >
      <Toasts />
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </MantineProvider>
  );
}
