import { sql, type Kysely } from 'kysely';

/**
 * SHA-1 signatures and digests in SAML assertions are refused unless an organisation admin allows them
 * for a legacy identity provider; off for every existing connection too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table org_sso_settings add column allow_sha1 boolean not null default false`.execute(db);
}
