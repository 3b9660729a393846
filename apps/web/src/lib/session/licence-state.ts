import type { CurrentUser, LicenseProduct, LicenseStatus } from '@airscope/contracts';

export interface LicenceState {
  /** Licence status EXPIRED (docs/product.md §3). */
  licenseExpired: boolean;
  /** Subscription expiration date earlier than now (docs/product.md §3). */
  subscriptionExpired: boolean;
  licenseSuspended: boolean;
  licenseInvalid: boolean;
  /** The product field of the licence status (docs/product.md §3). */
  licenseType: LicenseProduct | null;
}

function isBefore(dateText: string | null, now: Date): boolean {
  if (!dateText) return false;
  const time = Date.parse(dateText);
  return Number.isFinite(time) && time < now.getTime();
}

/** Derives the licence facts of docs/product.md §3; the clock is passed in so tests control "now". */
export function deriveLicenceState(user: CurrentUser | null, licence: LicenseStatus | null, now: Date): LicenceState {
  return {
    licenseExpired: licence?.licenseStatus === 'EXPIRED',
    subscriptionExpired: isBefore(licence?.subscriptionExpirationDate ?? null, now),
    // The user flags and the licence status both say so; either is enough.
    licenseSuspended: Boolean(user?.licenseSuspended) || licence?.licenseStatus === 'SUSPENDED',
    licenseInvalid: Boolean(user?.licenseInvalid) || licence?.licenseStatus === 'INVALID',
    licenseType: licence?.product ?? null,
  };
}

/** Expired, suspended or invalid: the licence blocks the cloud and insights gates (docs/product.md §6). */
export function isLicenceBlocked(state: LicenceState): boolean {
  return state.licenseExpired || state.licenseSuspended || state.licenseInvalid;
}

/** A blocked licence or a lapsed subscription: no product opens, only Manage's My page. */
export function isLicenceLapsed(user: CurrentUser | null, licence: LicenseStatus | null, now: Date): boolean {
  const state = deriveLicenceState(user, licence, now);
  return isLicenceBlocked(state) || state.subscriptionExpired;
}

/** The cloud planner opens with cloud-planner access and a live licence, Insights access or not. */
export function canOpenPlanner(user: CurrentUser | null, licence: LicenseStatus | null, now: Date): boolean {
  return Boolean(user?.cloudPlannerAccessAllowed) && !isLicenceLapsed(user, licence, now);
}

/** docs/product.md §4 "User access": restricted without a user, with a blocked or lapsed licence, or without insights access. */
export function isUserAccessRestricted(user: CurrentUser | null, licence: LicenseStatus | null, now: Date): boolean {
  if (!user) return true;
  const state = deriveLicenceState(user, licence, now);
  return isLicenceBlocked(state) || state.subscriptionExpired || !user.insightsAccessAllowed;
}
