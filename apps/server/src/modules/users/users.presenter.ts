import type { CurrentUser, LicenseStatus } from '@airscope/contracts';
import type { LicenseRow, SessionRow, UserRow } from '../../db/db.types.ts';

/** Row -> who-am-i shape (docs/product.md §3 "Current user"). */
export function presentCurrentUser(
  user: UserRow,
  license: LicenseRow | undefined,
  session: SessionRow | undefined,
  orgName: string | null,
): CurrentUser {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    role: session?.role ?? 'USER',
    orgId: user.org_id,
    orgName,
    orgAdmin: user.org_admin,
    enterprisePlusAccess: user.enterprise_plus_access,
    insightsAccessAllowed: user.insights_access_allowed,
    cloudPlannerAccessAllowed: user.cloud_planner_access_allowed,
    optimizerAccess: user.optimizer_access,
    aiProCloudPlannerAccess: user.ai_pro_cloud_planner_access,
    licenseSuspended: user.license_suspended || license?.status === 'SUSPENDED',
    licenseInvalid: user.license_invalid || license?.status === 'INVALID',
    licenseKey: license?.license_key ?? null,
    eulaVersionConsent: user.eula_version_consent,
    secureProjectId: session?.secure_project_id ?? null,
  };
}

/** A user without a licence reads as INVALID with no product. */
export function presentLicenseStatus(license: LicenseRow | undefined): LicenseStatus {
  if (!license) return { licenseStatus: 'INVALID', subscriptionExpirationDate: null, product: null };
  return {
    licenseStatus: license.status,
    subscriptionExpirationDate: license.subscription_expires_at ? new Date(license.subscription_expires_at).toISOString() : null,
    product: license.product,
  };
}
