import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import type { Reach } from './insights-reach.ts';
import { reachJoin, reachWhere } from './insight-filters.repository.ts';

export interface ReachEventSums {
  n: number;
  duration: number;
  distance: number;
  aps: number;
}

export interface ReachVendorSum {
  vendor: string;
  rows: number;
  devices: number;
}

/**
 * Sums over every project in a caller's reach. A signed-in user's are kept summed per user by trigger
 * (migration 20261124T0900: insight_reach_sums, insight_reach_vendors), the design projects apart so the
 * flag adds them or not; a secure-sharing guest's reach is one project, read from its own sums.
 */
export function createReachSumsRepository(db: Kysely<Database>) {
  const designToo = (reach: Reach) => (reach.includeDesign ? sql`true` : sql`not r.design`);

  return {
    async events(reach: Reach): Promise<ReachEventSums> {
      const result =
        reach.guestProjectId === null
          ? await sql<{ n: string | null; duration: string | null; distance: string | null; aps: string | null }>`
              select sum(r.event_count) as n, sum(r.event_duration_seconds) as duration, sum(r.event_distance_meters) as distance, sum(r.event_discovered_aps) as aps
              from insight_reach_sums r where r.user_id = ${reach.userId} and ${designToo(reach)}`.execute(db)
          : await sql<{ n: string | null; duration: number | null; distance: number | null; aps: string | null }>`
              select sum(s.event_count) as n, sum(s.event_duration_seconds) as duration, sum(s.event_distance_meters) as distance, sum(s.event_discovered_aps) as aps
              from insight_project_state s join projects p on p.id = s.project_id where ${reachWhere(reach)}`.execute(db);
      const row = result.rows[0];
      return {
        n: Number(row?.n ?? 0),
        duration: Number(row?.duration ?? 0),
        distance: Number(row?.distance ?? 0),
        aps: Number(row?.aps ?? 0),
      };
    },

    /** The first and last survey time in reach: each end's index is walked until a project in reach turns up. */
    async days(reach: Reach): Promise<{ first: Date | null; last: Date | null }> {
      const from = sql`from insight_project_state s join projects p on p.id = s.project_id ${reachJoin(reach)} where ${reachWhere(reach)}`;
      const result = await sql<{ first: Date | null; last: Date | null }>`
        select (select s.first_event_at ${from} and s.first_event_at is not null order by s.first_event_at asc limit 1) as first,
          (select s.last_event_at ${from} and s.last_event_at is not null order by s.last_event_at desc limit 1) as last`.execute(db);
      return result.rows[0] ?? { first: null, last: null };
    },

    /** Device rows and devices per vendor in reach, most devices first, ties by vendor name. */
    async vendors(reach: Reach): Promise<ReachVendorSum[]> {
      const result =
        reach.guestProjectId === null
          ? await sql<{ vendor: string; rows: string; devices: string }>`
              select r.vendor, sum(r.device_rows) as rows, sum(r.device_count) as devices from insight_reach_vendors r
              where r.user_id = ${reach.userId} and ${designToo(reach)} group by r.vendor order by 3 desc, r.vendor asc`.execute(db)
          : await sql<{ vendor: string; rows: string; devices: string }>`
              select v.vendor, sum(v.device_rows) as rows, sum(v.device_count) as devices from insight_project_vendors v join projects p on p.id = v.project_id
              where ${reachWhere(reach)} group by v.vendor order by 3 desc, v.vendor asc`.execute(db);
      return result.rows.map((row) => ({ vendor: row.vendor, rows: Number(row.rows), devices: Number(row.devices) }));
    },
  };
}
