import { sql, type Kysely } from 'kysely';

/**
 * Insight KPIs keep the counts of every criterion network health judges (data rate and number of access points
 * joined signal, secondary signal, SNR and channel interference), so Recommendations name what fails health rather
 * than a subset of it (issue 37). Stored projects are marked stale, and the worker's backfill at start recomputes
 * them; until then the new columns read as "not judged".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table insight_kpis
      add column rate_cells integer not null default 0, add column rate_passed integer not null default 0,
      add column rate_issues integer not null default 0,
      add column aps_cells integer not null default 0, add column aps_passed integer not null default 0,
      add column aps_issues integer not null default 0`.execute(db);
  await sql`update insight_project_state set computed_version = -1`.execute(db);
}
