import type { Clock } from '../../clock.ts';
import type { LicenseRow, UserRow } from '../../db/db.types.ts';
import type { Actor } from '../../http/actor.ts';
import { HttpError } from '../../http/http-error.ts';
import type { UsersRepository } from './users.repository.ts';

export type LicenceState = 'ACTIVE' | 'EXPIRED' | 'SUSPENDED' | 'INVALID' | 'MISSING';

/** The licence state that decides writes: the user's own flags first, then the licence row and its date. */
export function licenceStateOf(user: UserRow, license: LicenseRow | undefined, now: Date): LicenceState {
  if (user.license_suspended) return 'SUSPENDED';
  if (user.license_invalid) return 'INVALID';
  if (!license) return 'MISSING';
  if (license.status !== 'ACTIVE') return license.status;
  if (license.subscription_expires_at && new Date(license.subscription_expires_at) <= now) return 'EXPIRED';
  return 'ACTIVE';
}

/**
 * Project writes need a live licence (docs/security.md Z5), read on every request so a change takes
 * effect at once. Guests act through a share, not a licence. Fixing the licence itself stays open.
 */
export function createLicenceGate(users: UsersRepository, clock: Clock) {
  const assertUserLicenceAllowsWrites = createUserLicenceCheck(users, clock);
  return async function assertLicenceAllowsWrites(actor: Actor): Promise<void> {
    if (actor.session.role === 'GUEST') return;
    await assertUserLicenceAllowsWrites(actor.user);
  };
}
export type LicenceGate = ReturnType<typeof createLicenceGate>;

/** The same licence rule for a user acting without a session (an activated survey device). */
export function createUserLicenceCheck(users: UsersRepository, clock: Clock) {
  return async function assertUserLicenceAllowsWrites(user: UserRow): Promise<void> {
    const license = user.license_id ? await users.findLicenseById(user.license_id) : undefined;
    const state = licenceStateOf(user, license, clock.now());
    if (state !== 'ACTIVE') {
      throw new HttpError(
        403,
        'Your license does not allow changes: it is expired, suspended or not valid. Update it on My page.',
        `LICENSE_${state}`,
      );
    }
  };
}
export type UserLicenceCheck = ReturnType<typeof createUserLicenceCheck>;
