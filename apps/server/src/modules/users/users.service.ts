import type { CurrentUser, LicenseStatus, UserAdminUpdate, UserGroup } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { UserRow } from '../../db/db.types.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { decideUserAction, type UserAction } from './users.policy.ts';
import { presentCurrentUser, presentLicenseStatus } from './users.presenter.ts';
import type { UsersRepository } from './users.repository.ts';

const ACCESS_FIELDS = [
  'orgAdmin',
  'insightsAccessAllowed',
  'cloudPlannerAccessAllowed',
  'optimizerAccess',
  'aiProCloudPlannerAccess',
] as const;

export function createUsersService(users: UsersRepository, clock: Clock) {
  async function loadTarget(actor: Actor, userId: string, action: UserAction): Promise<UserRow> {
    const target = actor.user.id === userId ? actor.user : await users.findById(userId).catch(() => undefined);
    if (!target) throw notFound();
    const verdict = decideUserAction(actor.user, target, action);
    if (verdict === 'not-found') throw notFound();
    if (verdict === 'forbidden') throw forbidden();
    return target;
  }

  async function licenseOf(user: UserRow) {
    return user.license_id ? users.findLicenseById(user.license_id) : undefined;
  }

  return {
    async whoAmI(actor: Actor): Promise<CurrentUser> {
      return presentCurrentUser(actor.user, await licenseOf(actor.user), actor.session, await users.findOrgName(actor.user.org_id));
    },

    async licenseStatus(actor: Actor, userId: string): Promise<LicenseStatus> {
      const target = await loadTarget(actor, userId, 'view');
      return presentLicenseStatus(await licenseOf(target));
    },

    async updateUser(actor: Actor, userId: string, changes: UserAdminUpdate): Promise<CurrentUser> {
      const touchesAccess = ACCESS_FIELDS.some((field) => changes[field] !== undefined);
      const target = await loadTarget(actor, userId, touchesAccess ? 'updateAccess' : 'updateProfile');
      const updated = await users.update(target.id, {
        ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
        ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
        ...(changes.eulaVersionConsent !== undefined ? { eula_version_consent: changes.eulaVersionConsent } : {}),
        ...(changes.orgAdmin !== undefined ? { org_admin: changes.orgAdmin } : {}),
        ...(changes.insightsAccessAllowed !== undefined ? { insights_access_allowed: changes.insightsAccessAllowed } : {}),
        ...(changes.cloudPlannerAccessAllowed !== undefined ? { cloud_planner_access_allowed: changes.cloudPlannerAccessAllowed } : {}),
        ...(changes.optimizerAccess !== undefined ? { optimizer_access: changes.optimizerAccess } : {}),
        ...(changes.aiProCloudPlannerAccess !== undefined ? { ai_pro_cloud_planner_access: changes.aiProCloudPlannerAccess } : {}),
        updated_at: clock.now(),
      });
      const session = updated.id === actor.user.id ? actor.session : undefined;
      return presentCurrentUser(updated, await licenseOf(updated), session, await users.findOrgName(updated.org_id));
    },

    async changeLicense(actor: Actor, userId: string, licenseKey: string): Promise<LicenseStatus> {
      const target = await loadTarget(actor, userId, 'changeLicense');
      const license = await users.findLicenseByKey(licenseKey);
      if (!license) throw badRequest('This license key is not valid.', 'LICENSE_KEY_UNKNOWN');
      const holder = await users.findLicenseHolder(license.id);
      if (holder && holder.id !== target.id) {
        throw new HttpError(409, 'This license key is already in use by another account.', 'LICENSE_KEY_TAKEN');
      }
      if (license.org_id && license.org_id !== target.org_id) {
        throw badRequest('This license key belongs to another organisation.', 'LICENSE_KEY_OTHER_ORG');
      }
      await users.update(target.id, { license_id: license.id, updated_at: clock.now() });
      return presentLicenseStatus(license);
    },

    async userGroups(actor: Actor, groupName: string | undefined): Promise<UserGroup[]> {
      if (!actor.user.org_id) return [];
      const groups = await users.listGroups(actor.user.org_id, groupName);
      const members = await users.listGroupMembers(groups.map((group) => group.id));
      return groups.map((group) => ({
        groupId: group.id,
        groupName: group.name,
        members: members.filter((member) => member.group_id === group.id).map((member) => ({ userId: member.id, email: member.email })),
      }));
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
