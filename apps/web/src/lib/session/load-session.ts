import type { CurrentUser, LicenseStatus } from '@airscope/contracts';
import { fetchCurrentUser, fetchLicenseStatus } from './session-requests.ts';
import { readSecureProjectViewKey } from './session-storage.ts';

/** docs/product.md §5: the licence lookup is skipped for a GUEST holding a secure project view key. */
export function shouldSkipLicenceLookup(user: CurrentUser, secureProjectViewKey: string | null): boolean {
  return user.role === 'GUEST' && secureProjectViewKey !== null;
}

/** Reads the current user and (unless skipped) the licence; redirects on 401 are left to the caller. */
export async function loadSessionData(): Promise<{ user: CurrentUser; licence: LicenseStatus | null }> {
  const quiet = { redirectOnUnauthorized: false };
  const user = await fetchCurrentUser(quiet);
  const licence = shouldSkipLicenceLookup(user, readSecureProjectViewKey()) ? null : await fetchLicenseStatus(user.userId, quiet);
  return { user, licence };
}
