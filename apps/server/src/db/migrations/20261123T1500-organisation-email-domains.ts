import { sql, type Kysely } from 'kysely';

/** The e-mail domains an organisation lists: its password policy then also applies to addresses there (registration included). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organisations add column email_domains text[] not null default '{}'`.execute(db);
  await sql`create index organisations_email_domains on organisations using gin (email_domains)`.execute(db);
}
