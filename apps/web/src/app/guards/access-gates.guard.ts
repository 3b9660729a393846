import type { CurrentUser, LicenseStatus } from '@airscope/contracts';
import { deriveLicenceState, isLicenceBlocked, isLicenceLapsed, isUserAccessRestricted } from '../../lib/session/licence-state.ts';
import { ROUTE_PATHS } from '../router/route-paths.ts';

export interface AccessFacts {
  user: CurrentUser | null;
  licence: LicenseStatus | null;
  now: Date;
}

function hasAnyProductAccess(user: CurrentUser | null): boolean {
  if (!user) return false;
  return user.insightsAccessAllowed || user.cloudPlannerAccessAllowed || user.optimizerAccess || user.aiProCloudPlannerAccess;
}

/** docs/product.md §6 cloud-access gate: home-manage for a blocked licence or no product access at all (a lapsed date alone keeps the landing page). */
export function checkCloudAccess({ user, licence, now }: AccessFacts): string | null {
  return isLicenceBlocked(deriveLicenceState(user, licence, now)) || !hasAnyProductAccess(user) ? ROUTE_PATHS.homeManage : null;
}

/** docs/product.md §6 insights gate: home-manage for a blocked or lapsed licence, root while user access is restricted (no insights access). */
export function checkInsightsAccess(facts: AccessFacts): string | null {
  if (isLicenceLapsed(facts.user, facts.licence, facts.now)) return ROUTE_PATHS.homeManage;
  return isUserAccessRestricted(facts.user, facts.licence, facts.now) ? ROUTE_PATHS.root : null;
}

/** The cloud planner: home-manage for a blocked or lapsed licence, root without cloud-planner access. */
export function checkPlannerAccess(facts: AccessFacts): string | null {
  if (isLicenceLapsed(facts.user, facts.licence, facts.now)) return ROUTE_PATHS.homeManage;
  return facts.user?.cloudPlannerAccessAllowed ? null : ROUTE_PATHS.root;
}

/** Where "Manage" leads: the full manage area for users who may pass the insights gate, else the home-manage My page. */
export function manageHomePath(facts: AccessFacts): string {
  return isUserAccessRestricted(facts.user, facts.licence, facts.now) ? ROUTE_PATHS.homeManage : ROUTE_PATHS.manage;
}
