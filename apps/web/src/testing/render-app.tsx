import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers/app-providers.tsx';
import { APP_ROUTE_TABLE } from '../app/router/app-routes.tsx';
import { createAppRouter } from '../app/router/create-app-router.tsx';
import { createI18n } from '../lib/i18n/i18n.ts';

/** Resolves every lazily loaded page of the route table (each route's `lazy`), as the browser does on first visit. */
async function loadPages(routes: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      await loadPages(route.children ?? []);
    }),
  );
}

// Pages are split into chunks the router loads on first visit; a test file transforms them all once, here, so a
// test's first render does not spend its time budget compiling the page it opens.
await loadPages(APP_ROUTE_TABLE);

/** Renders the whole guarded app at `path` in memory, with Mantine's test mode and English. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <AppProviders queryClient={queryClient} i18n={createI18n('en')} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
