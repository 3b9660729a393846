/** What a route demands before it may show, declared as data on the route (docs/product.md §2 "Gates"). */
export interface RouteGates {
  /** Protected: needs a signed-in user (rules 2 and 3). */
  requiresLogin?: boolean;
  /** Only for signed-out visitors (rule 4). */
  noLogin?: boolean;
  /** The cloud-access gate of docs/product.md §6 (rule 6). */
  cloudAccess?: boolean;
  /** The insights gate of docs/product.md §6 (rule 6). */
  insightsAccess?: boolean;
  /** The cloud planner (its home and the editor): cloud-planner access with a live licence. */
  plannerAccess?: boolean;
  /** Project dashboard and floor plan: the insights check when projectId is UUID-shaped (rule 7). */
  insightsCheckForUuidProject?: boolean;
  /** The EULA page itself is exempt from the consent rule (rule 3). */
  skipEulaCheck?: boolean;
  /** The catch-all not-found route (rule 1). */
  notFound?: boolean;
  /** Query parameters the route needs, else it goes to root (the password page). */
  requiredQuery?: readonly string[];
  /** The floor-plan row id must be numeric (docs/product.md §5). */
  numericFloorPlanRowId?: boolean;
}

/** A child route inherits its parents' gates: a flag set anywhere on the path holds. */
export function mergeRouteGates(list: readonly (RouteGates | undefined)[]): RouteGates {
  const merged: RouteGates = {};
  for (const gates of list) {
    if (!gates) continue;
    const { requiredQuery, ...flags } = gates;
    Object.assign(merged, Object.fromEntries(Object.entries(flags).filter(([, on]) => on)));
    if (requiredQuery) merged.requiredQuery = [...(merged.requiredQuery ?? []), ...requiredQuery];
  }
  return merged;
}
