import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { Role } from '../../contract/access';
import { check } from '../../contract/auth';
import type { Language } from '../../contract/limits';
import { cssVariablesResolver, theme } from '../app/theme';
import { Toasts } from '../components/toasts';
import { i18n } from '../i18n';
import { setSessionUser } from '../lib/session';
import { type ApiStandIn, standInApi } from './api-stand-in';

/*
 * A shared widget rendered as the signed-in app renders it (app/providers.tsx, app/router.tsx): Mantine
 * with the app's theme, the toasts, the translations in a chosen language, a query cache, a data router
 * (the discard guards block navigation through it) and a signed-in user of a chosen role, whose
 * permissions the widgets read. Calls go to `api`, a stand-in for the server at the fetch level.
 */

interface RenderOptions {
  language?: Language;
  role?: Role;
  /** The server's answers (a fresh stand-in by default); auth/check answers the user. */
  api?: ApiStandIn;
}

export function renderWidget(ui: ReactNode, options: RenderOptions = {}) {
  const { language = 'en', role = 'administrator' } = options;
  const user = {
    idAvnUser: 1,
    login: 'admin',
    name: 'Aida',
    surname: 'Test',
    role,
    allFaculties: role !== 'viewer',
    facultyIds: [],
  };
  const api = (options.api ?? standInApi()).on(check, () => user);
  void i18n.changeLanguage(language);
  setSessionUser(user);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  // The browser's router, as the app's: the lists keep their search in the address (lib/address-update.ts
  // reads window.location). Each test starts at the root.
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([{ path: '/', element: ui }]);
  const rendered = render(
    // As app/providers.tsx, in Mantine's test environment: no transitions (a dropdown or a modal is there
    // at once, not after its animation) and no portals.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Toasts />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...rendered, api, queryClient, router, user: userEvent.setup(), t: i18n.getFixedT(language) };
}

/** A toast on screen with this text (the toasts' container loads with the first one). */
export const findToast = (text: string) => screen.findByText(text, {}, { timeout: 3_000 });
