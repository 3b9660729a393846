import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { AppProviders } from './app/providers/app-providers.tsx';
import { createBrowserI18n } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { startAppMonitoring } from './lib/error-reporting/start-app-monitoring.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
startAppMonitoring();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()} i18n={createBrowserI18n()}>
      <App />
    </AppProviders>
  </StrictMode>,
);
