// One variable font file serves every weight (400 to 700 here): 43 kB instead of four 22 kB files (decision 013).
import '@fontsource-variable/roboto/wght.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NotificationHost } from '../components/notification-host';
import { ApiError } from '../lib/api-client';
import { i18n } from './i18n';
import { AppThemeProvider } from './theme/app-theme-provider';

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK';

/**
 * Server data lives here, in memory only, so every start fetches it afresh (SPEC 9). Without a connection
 * queries and mutations wait, and run when it returns (SPEC 1): nothing asked for offline is lost. A call
 * that fails on the way is tried again; one the server refused is not.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          isNetworkFailure(error)
            ? failures < 3
            : !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
      mutations: {
        retry: (failures, error) => isNetworkFailure(error) && failures < 3,
      },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          {children}
          <NotificationHost />
        </AppThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
