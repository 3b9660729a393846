import type { CurrentUser, LicenseStatus } from '@airscope/contracts';

/** A consented, fully entitled org admin; override what a test is about. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    userId: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'USER',
    orgId: 'org-1',
    orgName: 'Demo Org',
    orgAdmin: true,
    enterprisePlusAccess: true,
    insightsAccessAllowed: true,
    cloudPlannerAccessAllowed: true,
    optimizerAccess: true,
    aiProCloudPlannerAccess: true,
    licenseSuspended: false,
    licenseInvalid: false,
    licenseKey: 'KEY-1234',
    eulaVersionConsent: 'v4',
    ...overrides,
  };
}

export function makeLicence(overrides: Partial<LicenseStatus> = {}): LicenseStatus {
  return { licenseStatus: 'ACTIVE', subscriptionExpirationDate: '2030-01-01', product: 'Connect', ...overrides };
}

/** A user with none of the four product accesses. */
export const NO_PRODUCT_ACCESS = {
  insightsAccessAllowed: false,
  cloudPlannerAccessAllowed: false,
  optimizerAccess: false,
  aiProCloudPlannerAccess: false,
} as const;
