import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { mergeThemeOverrides, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NOTIFICATION_WIDTH_PX } from '@airscope/contracts';
import { airscopeCssVariables, airscopeTheme } from './theme.ts';
import notificationClasses from './notifications.module.css';

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18nInstance;
  /** `test` turns off transitions and portals (Mantine's test environment). */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Theme (light default, dark available), notifications, server-state cache and translations. */
export function AppProviders({ queryClient, i18n, env = 'default', children }: AppProvidersProps) {
  const closeLabel = i18n.t('common.close');
  // Every toast's close button needs a name a screen reader can say, in the page language.
  const theme = useMemo(
    () =>
      mergeThemeOverrides(airscopeTheme, {
        components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
      }),
    [closeLabel],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={airscopeCssVariables} defaultColorScheme="light" env={env}>
        {/* docs/product.md §9: notifications are 512 px wide, full width on small screens. */}
        <Notifications
          position="top-right"
          limit={4}
          containerWidth={NOTIFICATION_WIDTH_PX}
          classNames={{ root: notificationClasses.root }}
        />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
