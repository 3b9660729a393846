import { createBrowserRouter, type RouteObject } from 'react-router';
import { getSessionState } from '../../lib/session/session-store.ts';
import { APP_ROUTE_TABLE } from './app-routes.tsx';
import { attachGuards, createGuardLoader, type GuardDependencies } from './guard-loader.ts';
import { RouteErrorPage } from './route-error-page.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;
type RouterFactory = (routes: RouteObject[]) => AppRouter;

/** Builds the guarded route table and a router over it (browser by default, memory in tests). */
export function createAppRouter(factory: RouterFactory = createBrowserRouter, overrides: Partial<GuardDependencies> = {}): AppRouter {
  let router: AppRouter | undefined;
  const deps: GuardDependencies = {
    getSession: getSessionState,
    // Before the first navigation commits there is no previous page (the router is not yet initialised).
    getPreviousPath: () => (router?.state.initialized ? router.state.location.pathname : undefined),
    now: () => new Date(),
    ...overrides,
  };
  const routes: RouteObject[] = attachGuards(
    APP_ROUTE_TABLE,
    createGuardLoader(() => routes, deps),
    <RouteErrorPage />,
  );
  router = factory(routes);
  return router;
}
