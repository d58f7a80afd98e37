import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TOAST_AUTO_CLOSE_MS } from '../../contract/limits';
import { i18n } from '../i18n';
import { installSessionExpiry } from './session';
import { cssVariablesResolver, theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The client already toasts every failure; retrying would only repeat the toast.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
installSessionExpiry(queryClient);

/** Mantine (with the CSP nonce on its style tags), toasts, server state and translations. */
export function Providers({ styleNonce, children }: { styleNonce: string | undefined; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={styleNonce ? () => styleNonce : undefined}
    >
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
