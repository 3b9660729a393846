import type { OrgPreferences } from '@airscope/contracts';
import type { z } from 'zod';
import type { OrgPreferencesUpdateSchema } from '@airscope/contracts';
import type { OrganisationRow } from '../../db/db.types.ts';
import type { Actor } from '../../http/actor.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { decideOrgAction } from './org.policy.ts';
import type { OrgRepository } from './org.repository.ts';

function presentPreferences(org: OrganisationRow): OrgPreferences {
  return {
    orgId: org.id,
    sharingRestriction: org.sharing_restriction,
    passwordPolicyEnabled: org.password_policy_enabled,
    emailDomains: org.email_domains,
  };
}

export function createOrgService(orgs: OrgRepository) {
  return {
    async preferences(actor: Actor): Promise<OrgPreferences> {
      const orgId = actor.user.org_id;
      if (!orgId) throw notFound();
      const org = await orgs.findById(orgId);
      if (!org) throw notFound();
      return presentPreferences(org);
    },

    async updatePreferences(actor: Actor, orgId: string, changes: z.output<typeof OrgPreferencesUpdateSchema>): Promise<OrgPreferences> {
      const verdict = decideOrgAction(actor.user, orgId, 'update');
      if (verdict === 'not-found') throw notFound();
      if (verdict === 'forbidden') throw forbidden();
      const org = await orgs.update(orgId, {
        ...(changes.sharingRestriction !== undefined ? { sharing_restriction: changes.sharingRestriction } : {}),
        ...(changes.passwordPolicyEnabled !== undefined ? { password_policy_enabled: changes.passwordPolicyEnabled } : {}),
        // Stored sorted and without repeats, so the settings page shows a stable list.
        ...(changes.emailDomains !== undefined ? { email_domains: [...new Set(changes.emailDomains)].sort() } : {}),
      });
      return presentPreferences(org);
    },
  };
}
export type OrgService = ReturnType<typeof createOrgService>;
