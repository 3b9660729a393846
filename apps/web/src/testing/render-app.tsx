import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers/app-providers.tsx';
import { createAppRouter } from '../app/router/create-app-router.tsx';
import { createI18n } from '../lib/i18n/i18n.ts';

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
