import type { OrgLicense, OrgMember } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { decideLicenceManagement } from './licences.policy.ts';
import { presentOrgLicence, presentOrgMember } from './licences.presenter.ts';
import type { LicencesRepository } from './licences.repository.ts';

export const LICENCE_TAKEN_TEXT = 'This licence is already assigned to another user. Revoke it first.';
export const OWN_LICENCE_TEXT = 'You cannot revoke your own licence.';

export function createLicencesService(licences: LicencesRepository, clock: Clock) {
  /** The organisation the actor manages; throws 404/403 as the policy says. */
  function managedOrg(actor: Actor): string {
    const verdict = decideLicenceManagement(actor.user);
    if (verdict === 'not-found' || actor.user.org_id === null) throw notFound();
    if (verdict === 'forbidden') throw forbidden();
    return actor.user.org_id;
  }

  async function loadLicence(licenceId: string, orgId: string) {
    if (!isUuid(licenceId)) throw notFound();
    const licence = await licences.findInOrg(licenceId, orgId);
    if (!licence) throw notFound();
    return licence;
  }

  return {
    async list(actor: Actor): Promise<OrgLicense[]> {
      const orgId = managedOrg(actor);
      const now = clock.now();
      return (await licences.listForOrg(orgId)).map((licence) => presentOrgLicence(licence, now));
    },

    async members(actor: Actor): Promise<OrgMember[]> {
      return (await licences.listMembers(managedOrg(actor))).map(presentOrgMember);
    },

    async assign(actor: Actor, licenceId: string, userId: string): Promise<OrgLicense> {
      const orgId = managedOrg(actor);
      const licence = await loadLicence(licenceId, orgId);
      if (!isUuid(userId) || !(await licences.findMember(userId, orgId))) throw notFound();
      if (licence.holder && licence.holder.id !== userId) throw new HttpError(409, LICENCE_TAKEN_TEXT, 'LICENSE_ASSIGNED');
      if (!(await licences.assign(licenceId, userId, clock.now()))) throw new HttpError(409, LICENCE_TAKEN_TEXT, 'LICENSE_ASSIGNED');
      return presentOrgLicence(await loadLicence(licenceId, orgId), clock.now());
    },

    async revoke(actor: Actor, licenceId: string): Promise<OrgLicense> {
      const orgId = managedOrg(actor);
      const licence = await loadLicence(licenceId, orgId);
      // An admin without a licence would be sent away from the very page that could undo it.
      if (licence.holder?.id === actor.user.id) throw badRequest(OWN_LICENCE_TEXT, 'OWN_LICENSE');
      await licences.revoke(licenceId, clock.now());
      return presentOrgLicence(await loadLicence(licenceId, orgId), clock.now());
    },
  };
}
export type LicencesService = ReturnType<typeof createLicencesService>;
