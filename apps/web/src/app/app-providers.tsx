import {
  PersistQueryClientProvider,
  type PersistQueryClientProviderProps,
} from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { GlobalSnackbar } from '../components/global-snackbar.tsx';
import { i18n } from '../i18n/i18n.ts';
import { TextsProvider } from '../i18n/text-runtime.ts';
import {
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_MAX_AGE_MS,
  queryClient,
  queryPersister,
} from '../lib/query-client.ts';
import { AppThemeProvider } from '../theme/app-theme-provider.tsx';
import { SettingsProvider } from '../theme/settings-context.tsx';

const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister: queryPersister,
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  buster: QUERY_CACHE_BUSTER,
  dehydrateOptions: {
    // Only successful answers are worth keeping; queries can also opt out (meta.persist = false),
    // e.g. the identity check that must always ask the server.
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
  },
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <TextsProvider texts={i18n}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <SettingsProvider>
          <AppThemeProvider>
            {children}
            <GlobalSnackbar />
          </AppThemeProvider>
        </SettingsProvider>
      </PersistQueryClientProvider>
    </TextsProvider>
  );
}
