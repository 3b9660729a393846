import { describe, expect, it } from 'vitest';
import { selectLicenceWarning } from './licence-warning.ts';

const ok = { licenseExpired: false, subscriptionExpired: false, licenseSuspended: false, licenseInvalid: false, licenseType: null };

describe('selectLicenceWarning', () => {
  it('warns for expired, suspended and invalid licences', () => {
    expect(selectLicenceWarning({ ...ok, licenseExpired: true })).toBe('warningExpired');
    expect(selectLicenceWarning({ ...ok, licenseSuspended: true })).toBe('warningSuspended');
    expect(selectLicenceWarning({ ...ok, licenseInvalid: true, licenseExpired: true })).toBe('warningInvalid');
  });
  it('stays quiet for a good licence', () => {
    expect(selectLicenceWarning(ok)).toBeNull();
  });
});
