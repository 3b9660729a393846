import type { CurrentUser, LicenseStatus } from '@airscope/contracts';
import { deriveLicenceState, isLicenceBlocked } from '../../lib/session/licence-state.ts';
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

/** Spec §6 cloud-access gate: home-manage for a blocked licence or no product access at all. */
export function checkCloudAccess({ user, licence, now }: AccessFacts): string | null {
  const blocked = isLicenceBlocked(deriveLicenceState(user, licence, now));
  return blocked || !hasAnyProductAccess(user) ? ROUTE_PATHS.homeManage : null;
}

/** Spec §6 insights gate: home-manage for a blocked licence, root without insights access. */
export function checkInsightsAccess({ user, licence, now }: AccessFacts): string | null {
  if (isLicenceBlocked(deriveLicenceState(user, licence, now))) return ROUTE_PATHS.homeManage;
  return user?.insightsAccessAllowed ? null : ROUTE_PATHS.root;
}
