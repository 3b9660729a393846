import type { LicenceState } from '../../lib/session/licence-state.ts';

export type LicenceWarning = 'warningExpired' | 'warningSuspended' | 'warningInvalid';

/** The warning My page shows for an expired, suspended or invalid licence, most severe first. */
export function selectLicenceWarning(state: LicenceState): LicenceWarning | null {
  if (state.licenseInvalid) return 'warningInvalid';
  if (state.licenseSuspended) return 'warningSuspended';
  if (state.licenseExpired) return 'warningExpired';
  return null;
}
