import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startSessionOnce } from './app/app.tsx';
import { AppProviders } from './app/providers/app-providers.tsx';
import { createBrowserI18n } from './lib/i18n/browser-i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { pageConfigQuery } from './lib/page-config/page-config.query.ts';
import { APP_ROUTE_TABLE } from './app/router/app-routes.tsx';
import { preloadRoute } from './app/router/preload-route.ts';
import { startAppMonitoring } from './lib/error-reporting/start-app-monitoring.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
startAppMonitoring();

// What the first page needs is asked for at once, side by side with the language: the session, the page
// configuration and the chunks of the page's layout and page. One after another they cost a round trip each.
const queryClient = createQueryClient();
void startSessionOnce();
void queryClient.prefetchQuery(pageConfigQuery);
preloadRoute(APP_ROUTE_TABLE, window.location.pathname);

// The chosen language's messages arrive before the first render, so no page paints in English and then switches.
void createBrowserI18n().then((i18n) =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <App />
      </AppProviders>
    </StrictMode>,
  ),
);
