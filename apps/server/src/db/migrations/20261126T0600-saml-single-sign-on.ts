import { sql, type Kysely } from 'kysely';

/**
 * SAML single sign-on per organisation: its identity provider's settings, the authentication
 * requests we sent (InResponseTo is checked against them) and the assertion ids already used
 * (kept until the assertion would have expired, so a replay is refused).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table org_sso_settings (
      org_id uuid primary key references organisations(id) on delete cascade,
      enabled boolean not null default false,
      sso_only boolean not null default false,
      email_attribute text not null default 'email',
      idp_entity_id text,
      idp_sso_url text,
      idp_certificates text[] not null default '{}',
      idp_metadata_xml text,
      metadata_url text,
      updated_at timestamptz not null
    )
  `.execute(db);
  await sql`
    create table saml_requests (
      id text primary key,
      org_id uuid not null references organisations(id) on delete cascade,
      redirect_to text,
      -- SHA-256 of a cookie set in the browser that started the sign-in; null where cookies cannot cross sites (plain http).
      browser_hash text,
      created_at timestamptz not null,
      consumed_at timestamptz
    )
  `.execute(db);
  await sql`create index saml_requests_created_at on saml_requests (created_at)`.execute(db);
  await sql`
    create table saml_assertions (
      id text not null,
      issuer text not null,
      org_id uuid not null references organisations(id) on delete cascade,
      used_at timestamptz not null,
      keep_until timestamptz not null,
      primary key (issuer, id)
    )
  `.execute(db);
  await sql`create index saml_assertions_keep_until on saml_assertions (keep_until)`.execute(db);
}
