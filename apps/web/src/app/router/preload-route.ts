import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts loading the chunks of the layouts and page at `pathname` now, while the session and the language load,
 * instead of after them when the router first renders (the router's own call then finds the module loaded).
 */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
