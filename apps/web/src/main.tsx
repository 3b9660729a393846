import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { AppProviders } from './app/providers/app-providers.tsx';
import { createBrowserI18n } from './lib/i18n/browser-i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { startAppMonitoring } from './lib/error-reporting/start-app-monitoring.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
startAppMonitoring();

// The chosen language's messages arrive before the first render, so no page paints in English and then switches.
void createBrowserI18n().then((i18n) =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} i18n={i18n}>
        <App />
      </AppProviders>
    </StrictMode>,
  ),
);
