import { sql, type Kysely } from 'kysely';

/**
 * A project's regulatory domain: the country (ISO 3166-1 alpha-2) whose Wi-Fi channels, widths and EIRP limits the
 * planner holds its radios to. Existing projects have none and keep every value they have until one is chosen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects add column regulatory_domain text`.execute(db);
}
