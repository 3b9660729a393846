import { REQUIRED_EULA_VERSION, type CurrentUser, type LicenseStatus } from '@airscope/contracts';
import { FROM_QUERY, REDIRECT_QUERY, ROUTE_PATHS } from '../router/route-paths.ts';
import { checkCloudAccess, checkInsightsAccess, checkPlannerAccess } from './access-gates.guard.ts';
import { isUuidShaped, parseFloorPlanRowId } from './floor-plan-row-id.guard.ts';
import { resolveGuestScope } from './guest-scope.guard.ts';
import type { RouteGates } from './route-gates.ts';

export type { NavigationDecision, NavigationRequest } from './navigation-request.ts';
import type { NavigationDecision, NavigationRequest } from './navigation-request.ts';

type GuardRule = (request: NavigationRequest) => string | null;

function requestedUrl({ to }: NavigationRequest): string {
  return `${to.pathname}${to.search}`;
}

function withRedirectQuery(path: string, target: string): string {
  return target === ROUTE_PATHS.root ? path : `${path}?${new URLSearchParams({ [REDIRECT_QUERY]: target })}`;
}

function appliesProjectInsightsCheck({ gates, params }: NavigationRequest): boolean {
  return Boolean(gates.insightsCheckForUuidProject) && isUuidShaped(params.projectId);
}

// A project route that applies the insights check needs a user as much as a login-gated route does.
function isProtected(request: NavigationRequest): boolean {
  return Boolean(request.gates.requiresLogin) || appliesProjectInsightsCheck(request);
}

/**
 * Rule 1. The first load has no previous path, so there is none to set: the address stays as typed (no
 * `?from=%2F` pointing back at a page the user never saw).
 */
const notFoundRule: GuardRule = ({ gates, to, from }) => {
  const search = new URLSearchParams(to.search);
  if (!gates.notFound || search.has(FROM_QUERY) || from === undefined) return null;
  const previous = from;
  // Coming from the very path that is unknown would bounce forever; login breaks the loop.
  if (previous === to.pathname) return ROUTE_PATHS.login;
  search.set(FROM_QUERY, previous);
  return `${to.pathname}?${search}`;
};

/** Rule 2: the requested URL is kept as the `redirect` query. */
const loginRequiredRule: GuardRule = (request) =>
  isProtected(request) && !request.user ? withRedirectQuery(ROUTE_PATHS.login, requestedUrl(request)) : null;

/** Rule 3. */
const eulaConsentRule: GuardRule = (request) => {
  const { user, gates } = request;
  if (!isProtected(request) || !user || gates.skipEulaCheck) return null;
  if (user.eulaVersionConsent === REQUIRED_EULA_VERSION) return null;
  return withRedirectQuery(ROUTE_PATHS.eulaConsent, requestedUrl(request));
};

/** Rule 4 (the post-login redirect half is applied by the login page). */
const noLoginRule: GuardRule = ({ gates, user }) => (gates.noLogin && user ? ROUTE_PATHS.root : null);

/** Rule 5. */
const rootWithoutUserRule: GuardRule = ({ to, user }) => (to.pathname === ROUTE_PATHS.root && !user ? ROUTE_PATHS.login : null);

/** Rule 6. */
const accessGateRule: GuardRule = (request) => {
  if (request.gates.cloudAccess) {
    const redirect = checkCloudAccess(request);
    if (redirect) return redirect;
  }
  if (request.gates.plannerAccess) {
    const redirect = checkPlannerAccess(request);
    if (redirect) return redirect;
  }
  return request.gates.insightsAccess ? checkInsightsAccess(request) : null;
};

/** Rule 7. */
const projectInsightsRule: GuardRule = (request) => (appliesProjectInsightsCheck(request) ? checkInsightsAccess(request) : null);

/** The password page's own condition runs after the global rules, as a route's own check does. */
const requiredQueryRule: GuardRule = ({ gates, to }) => {
  const search = new URLSearchParams(to.search);
  return gates.requiredQuery?.every((name) => search.get(name)) === false ? ROUTE_PATHS.root : null;
};

/** The guard rules of docs/product.md §2, in that order; the first that redirects wins. */
export const GUARD_RULES: readonly (readonly [string, GuardRule])[] = [
  ['not-found', notFoundRule],
  ['login-required', loginRequiredRule],
  ['eula-consent', eulaConsentRule],
  ['no-login', noLoginRule],
  ['root-without-user', rootWithoutUserRule],
  ['access-gates', accessGateRule],
  ['project-insights', projectInsightsRule],
  ['required-query', requiredQueryRule],
];

/**
 * Decides whether a navigation may proceed or where it goes instead. Throws "Invalid floor plan row
 * id provided" for a floor-plan route whose row id is not numeric, once no rule redirects.
 */
export function resolveNavigation(request: NavigationRequest): NavigationDecision {
  const guestDecision = resolveGuestScope(request);
  if (guestDecision) return guestDecision;
  for (const [, rule] of GUARD_RULES) {
    const redirect = rule(request);
    if (redirect !== null) return { redirect };
  }
  if (request.gates.numericFloorPlanRowId) parseFloorPlanRowId(request.params.floorPlanRowId);
  return { allow: true };
}
