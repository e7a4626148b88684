import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { GlobalSnackbar } from '../components/global-snackbar.tsx';
import { i18n, loadFeatureTexts, loadLanguage } from '../i18n/i18n.ts';
import { listTextFeatures } from '../i18n/text-bundles.ts';
import { TextsProvider } from '../i18n/text-runtime.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { AppThemeProvider } from '../theme/app-theme-provider.tsx';
import { SettingsProvider } from '../theme/settings-context.tsx';

// The app loads texts per language and feature as routes ask for them; the tests render screens
// without their routes, in English, so every feature's texts load up front.
await loadFeatureTexts(await listTextFeatures());
await loadLanguage('en');

// A busy machine (two cores shared by the whole suite) can take seconds to render a dialog.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/**
 * Renders a component or routes inside the app's real providers (i18n in English, theme, a fresh
 * QueryClient with the app's defaults, a memory router) and returns a user-event driver.
 */
export function renderWithProviders(
  ui: ReactNode | RouteObject[],
  { route = '/', path = '/' }: { route?: string; path?: string } = {},
) {
  void i18n.changeLanguage('en');
  const queryClient = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  const routes = Array.isArray(ui) ? ui : [{ path, element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  // No pause between keystrokes: the tests drive many fields, and nothing here depends on typing speed.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <TextsProvider texts={i18n}>
      <QueryClientProvider client={queryClient}>
        <SettingsProvider>
          <AppThemeProvider>
            <RouterProvider router={router} />
            <GlobalSnackbar />
          </AppThemeProvider>
        </SettingsProvider>
      </QueryClientProvider>
    </TextsProvider>,
  );
  return { ...result, user, router, queryClient };
}
