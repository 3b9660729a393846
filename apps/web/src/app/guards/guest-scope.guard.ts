import { ROUTE_PATHS, projectPath } from '../router/route-paths.ts';
import { parseFloorPlanRowId } from './floor-plan-row-id.guard.ts';
import type { NavigationDecision, NavigationRequest } from './navigation-request.ts';

/**
 * A GUEST of secure sharing (docs/product.md §1, §5) holds a session for one project only: that project's routes
 * open without the licence, insights and EULA gates (the server keeps it read-only), and every other
 * page that needs or refuses a user leads back to it. Null: not a guest, so the ordinary rules decide.
 */
export function resolveGuestScope(request: NavigationRequest): NavigationDecision | null {
  const { user, gates, params, to } = request;
  if (user?.role !== 'GUEST' || !user.secureProjectId || gates.notFound) return null;
  const home = projectPath(user.secureProjectId);
  if (params.projectId !== undefined) {
    if (params.projectId !== user.secureProjectId) return { redirect: home };
    if (gates.numericFloorPlanRowId) parseFloorPlanRowId(params.floorPlanRowId);
    return { allow: true };
  }
  const needsDecision = gates.requiresLogin || gates.noLogin || to.pathname === ROUTE_PATHS.root;
  return needsDecision ? { redirect: home } : null;
}
