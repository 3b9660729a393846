import type { OrgLicense } from '@airscope/contracts';

/** Days before the subscription date from which a licence row warns. */
export const EXPIRY_WARNING_DAYS = 30;

export type LicenceRowWarning = 'expired' | 'suspended' | 'invalid' | 'expiresSoon' | 'unassigned';

/** The one warning a licence row shows, most severe first; null when nothing needs attention. */
export function selectLicenceRowWarning(licence: OrgLicense, now: Date): LicenceRowWarning | null {
  if (licence.licenseStatus === 'INVALID') return 'invalid';
  if (licence.licenseStatus === 'SUSPENDED') return 'suspended';
  if (licence.licenseStatus === 'EXPIRED') return 'expired';
  if (licence.subscriptionExpirationDate) {
    const daysLeft = (new Date(licence.subscriptionExpirationDate).getTime() - now.getTime()) / 86_400_000;
    if (daysLeft <= EXPIRY_WARNING_DAYS) return 'expiresSoon';
  }
  return licence.user ? null : 'unassigned';
}
