import type { LicenseStatusValue, OrgLicense, OrgMember } from '@airscope/contracts';
import type { UserRow } from '../../db/db.types.ts';
import type { LicenceWithHolder } from './licences.repository.ts';

/** An active licence whose subscription date has passed reads as expired, as the licence gate treats it. */
function effectiveStatus(licence: LicenceWithHolder, now: Date): LicenseStatusValue {
  if (licence.status !== 'ACTIVE') return licence.status;
  const expires = licence.subscription_expires_at ? new Date(licence.subscription_expires_at) : null;
  return expires && expires <= now ? 'EXPIRED' : 'ACTIVE';
}

export function presentOrgLicence(licence: LicenceWithHolder, now: Date): OrgLicense {
  const { holder } = licence;
  return {
    licenseId: licence.id,
    licenseKey: licence.license_key,
    licenseStatus: effectiveStatus(licence, now),
    product: licence.product,
    subscriptionExpirationDate: licence.subscription_expires_at ? new Date(licence.subscription_expires_at).toISOString() : null,
    user: holder
      ? { userId: holder.id, email: holder.email, firstName: holder.first_name, lastName: holder.last_name, orgAdmin: holder.org_admin }
      : null,
  };
}

export function presentOrgMember(user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name' | 'org_admin' | 'license_id'>): OrgMember {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    orgAdmin: user.org_admin,
    licenseId: user.license_id,
  };
}
