import type { OrgLicense } from '@airscope/contracts';
import { describe, expect, it } from 'vitest';
import { selectLicenceRowWarning } from './licence-row-warning.ts';

const now = new Date('2026-11-22T12:00:00Z');
const licence = (changes: Partial<OrgLicense>): OrgLicense => ({
  licenseId: 'l1',
  licenseKey: 'KEY-1',
  licenseStatus: 'ACTIVE',
  product: 'Connect',
  subscriptionExpirationDate: '2027-06-01T00:00:00Z',
  user: { userId: 'u1', email: 'a@b.test', firstName: 'A', lastName: 'B', orgAdmin: false },
  ...changes,
});

describe('licence row warning', () => {
  it('warns about invalid, suspended and expired licences, most severe first', () => {
    expect(selectLicenceRowWarning(licence({ licenseStatus: 'INVALID' }), now)).toBe('invalid');
    expect(selectLicenceRowWarning(licence({ licenseStatus: 'SUSPENDED' }), now)).toBe('suspended');
    expect(selectLicenceRowWarning(licence({ licenseStatus: 'EXPIRED', user: null }), now)).toBe('expired');
  });

  it('warns 30 days before the subscription ends, and about a licence nobody holds', () => {
    expect(selectLicenceRowWarning(licence({ subscriptionExpirationDate: '2026-12-10T00:00:00Z' }), now)).toBe('expiresSoon');
    expect(selectLicenceRowWarning(licence({ user: null }), now)).toBe('unassigned');
  });

  it('shows nothing for an active, held licence far from its end date', () => {
    expect(selectLicenceRowWarning(licence({}), now)).toBeNull();
    expect(selectLicenceRowWarning(licence({ subscriptionExpirationDate: null }), now)).toBeNull();
  });
});
