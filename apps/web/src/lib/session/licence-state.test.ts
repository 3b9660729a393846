import { describe, expect, it } from 'vitest';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';
import { deriveLicenceState, isUserAccessRestricted } from './licence-state.ts';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('deriveLicenceState (docs/product.md §3)', () => {
  it('reads licenseExpired from the EXPIRED status and licenseType from the product', () => {
    const state = deriveLicenceState(makeUser(), makeLicence({ licenseStatus: 'EXPIRED', product: 'Plan' }), NOW);
    expect(state).toMatchObject({ licenseExpired: true, licenseType: 'Plan', licenseSuspended: false, licenseInvalid: false });
  });

  it('marks the subscription expired only when its date is before now', () => {
    const at = (date: string | null) =>
      deriveLicenceState(makeUser(), makeLicence({ subscriptionExpirationDate: date }), NOW).subscriptionExpired;
    expect(at('2026-03-01T11:59:59Z')).toBe(true);
    expect(at('2026-03-01T12:00:01Z')).toBe(false);
    expect(at(null)).toBe(false);
    expect(at('not a date')).toBe(false);
  });

  it('has nothing to say without a licence', () => {
    expect(deriveLicenceState(null, null, NOW)).toEqual({
      licenseExpired: false,
      subscriptionExpired: false,
      licenseSuspended: false,
      licenseInvalid: false,
      licenseType: null,
    });
  });
});

describe('isUserAccessRestricted (docs/product.md §4)', () => {
  it.each([
    ['no user', null, makeLicence()],
    ['expired licence', makeUser(), makeLicence({ licenseStatus: 'EXPIRED' })],
    ['expired subscription', makeUser(), makeLicence({ subscriptionExpirationDate: '2025-01-01' })],
    ['suspended licence', makeUser({ licenseSuspended: true }), makeLicence()],
    ['invalid licence', makeUser(), makeLicence({ licenseStatus: 'INVALID' })],
    ['no insights access', makeUser({ insightsAccessAllowed: false }), makeLicence()],
  ])('is restricted with %s', (_, user, licence) => {
    expect(isUserAccessRestricted(user, licence, NOW)).toBe(true);
  });

  it('is open for an entitled user with a current licence', () => {
    expect(isUserAccessRestricted(makeUser(), makeLicence(), NOW)).toBe(false);
  });
});
