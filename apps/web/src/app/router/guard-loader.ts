import type { LicenseStatus, CurrentUser } from '@airscope/contracts';
import { matchRoutes, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { resolveNavigation } from '../guards/resolve-navigation.guard.ts';
import { mergeRouteGates, type RouteGates } from '../guards/route-gates.ts';

/** What each route carries in `handle`: its name in the route table of docs/product.md §2 and its gates. */
export interface AppRouteHandle {
  name: string;
  gates?: RouteGates;
}

export interface GuardDependencies {
  getSession: () => { user: CurrentUser | null; licence: LicenseStatus | null };
  /** Pathname of the page being left; undefined on the first load. */
  getPreviousPath: () => string | undefined;
  now: () => Date;
}

/**
 * The loader every leaf route runs before it renders: merges the gates of all matched routes and
 * applies `resolveNavigation`, redirecting or throwing (the route's error screen shows the throw).
 */
export function createGuardLoader(getRoutes: () => RouteObject[], deps: GuardDependencies): LoaderFunction {
  return ({ request, params }) => {
    const url = new URL(request.url);
    const matches = matchRoutes(getRoutes(), url.pathname) ?? [];
    const gates = mergeRouteGates(matches.map((match) => (match.route.handle as AppRouteHandle | undefined)?.gates));
    const { user, licence } = deps.getSession();
    const decision = resolveNavigation({
      to: { pathname: url.pathname, search: url.search },
      from: deps.getPreviousPath(),
      gates,
      params,
      user,
      licence,
      now: deps.now(),
    });
    if ('redirect' in decision) throw redirect(decision.redirect);
    return null;
  };
}

/** Gives every leaf route the guard loader and an in-layout error screen. */
export function attachGuards(routes: RouteObject[], loader: LoaderFunction, errorElement: RouteObject['errorElement']): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.children) return { ...route, children: attachGuards(route.children, loader, errorElement) } as RouteObject;
    return { ...route, loader, errorElement: route.errorElement ?? errorElement } as RouteObject;
  });
}
