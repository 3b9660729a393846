import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, OrgSsoSettingsTable, UserRow } from '../../db/db.types.ts';
import { setsNothing } from '../../db/patch.ts';

export type OrgSsoSettingsRow = Selectable<OrgSsoSettingsTable>;

export interface SsoSettingsChanges {
  enabled?: boolean;
  sso_only?: boolean;
  email_attribute?: string;
  idp_entity_id?: string;
  idp_sso_url?: string;
  idp_certificates?: string[];
  idp_metadata_xml?: string;
  metadata_url?: string | null;
  allow_sha1?: boolean;
}

export function createSsoRepository(db: Kysely<Database>) {
  return {
    findSettings(orgId: string): Promise<OrgSsoSettingsRow | undefined> {
      return db.selectFrom('org_sso_settings').selectAll().where('org_id', '=', orgId).executeTakeFirst();
    },
    /** Creates the row on first change; untouched columns keep their values; an empty patch leaves a row as it is. */
    async saveSettings(orgId: string, changes: SsoSettingsChanges, at: Date): Promise<OrgSsoSettingsRow> {
      const current = setsNothing(changes)
        ? await db.selectFrom('org_sso_settings').selectAll().where('org_id', '=', orgId).executeTakeFirst()
        : undefined;
      if (current) return current;
      return db
        .insertInto('org_sso_settings')
        .values({ org_id: orgId, ...changes, updated_at: at })
        .onConflict((oc) => oc.column('org_id').doUpdateSet({ ...changes, updated_at: at }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** The organisation with SSO switched on that lists this e-mail domain (the oldest one if several do). */
    findEnabledOrgForDomain(domain: string): Promise<{ org_id: string; sso_only: boolean } | undefined> {
      return db
        .selectFrom('org_sso_settings')
        .innerJoin('organisations', 'organisations.id', 'org_sso_settings.org_id')
        .select(['org_sso_settings.org_id', 'org_sso_settings.sso_only'])
        .where('org_sso_settings.enabled', '=', true)
        .where(sql<boolean>`${domain} = any(organisations.email_domains)`)
        .orderBy('organisations.created_at')
        .executeTakeFirst();
    },
    /** True when the user's organisation signs in through SSO only, which switches passwords off. */
    async isSsoOnly(orgId: string | null): Promise<boolean> {
      if (!orgId) return false;
      const row = await db
        .selectFrom('org_sso_settings')
        .select('org_id')
        .where('org_id', '=', orgId)
        .where('enabled', '=', true)
        .where('sso_only', '=', true)
        .executeTakeFirst();
      return row !== undefined;
    },
    async insertRequest(row: {
      id: string;
      org_id: string;
      redirect_to: string | null;
      browser_hash: string | null;
      created_at: Date;
    }): Promise<void> {
      await db.insertInto('saml_requests').values(row).execute();
    },
    findRequest(id: string) {
      return db.selectFrom('saml_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Marks the request answered; false when it already was (one response per request). */
    async consumeRequest(id: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('saml_requests')
        .set({ consumed_at: at })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Remembers an assertion id; false when it was used before (the primary key decides races). */
    async rememberAssertion(row: { id: string; issuer: string; org_id: string; used_at: Date; keep_until: Date }): Promise<boolean> {
      const inserted = await db
        .insertInto('saml_assertions')
        .values(row)
        .onConflict((oc) => oc.columns(['issuer', 'id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async deleteStale(requestsBefore: Date, now: Date): Promise<void> {
      await db.deleteFrom('saml_requests').where('created_at', '<', requestsBefore).execute();
      await db.deleteFrom('saml_assertions').where('keep_until', '<', now).execute();
    },
    async findOrgEmailDomains(orgId: string): Promise<string[] | undefined> {
      const row = await db.selectFrom('organisations').select('email_domains').where('id', '=', orgId).executeTakeFirst();
      return row?.email_domains;
    },
    /** Fills in the names of an account that has none (created before its IdP's attribute names were understood). */
    async fillMissingNames(userId: string, names: { firstName: string; lastName: string }, at: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ first_name: names.firstName, last_name: names.lastName, updated_at: at })
        .where('id', '=', userId)
        .where('first_name', '=', '')
        .where('last_name', '=', '')
        .execute();
    },
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },
    /** Just-in-time account in the organisation; the unique address index decides races. */
    async insertOrgUser(user: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      orgId: string;
      at: Date;
    }): Promise<UserRow | undefined> {
      return db
        .insertInto('users')
        .values({
          id: crypto.randomUUID(),
          email: user.email,
          password_hash: user.passwordHash,
          first_name: user.firstName,
          last_name: user.lastName,
          org_id: user.orgId,
          license_id: null,
          eula_version_consent: null,
          created_at: user.at,
          updated_at: user.at,
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returningAll()
        .executeTakeFirst();
    },
  };
}
export type SsoRepository = ReturnType<typeof createSsoRepository>;
