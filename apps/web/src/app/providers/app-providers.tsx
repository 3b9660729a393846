import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { airscopeCssVariables, airscopeTheme } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18nInstance;
  /** `test` turns off transitions and portals (Mantine's test environment). */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Theme (light default, dark available), notifications, server-state cache and translations. */
export function AppProviders({ queryClient, i18n, env = 'default', children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={airscopeTheme} cssVariablesResolver={airscopeCssVariables} defaultColorScheme="light" env={env}>
        <Notifications position="top-right" limit={4} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
