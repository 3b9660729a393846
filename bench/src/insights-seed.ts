import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/db.types.ts';

export const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 10_000);
export const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const FLOORS_PER_PROJECT = 2;

/** How much to seed; the browser test seeds the same projects with fewer events and survey days. */
export interface InsightsLoadSize {
  projects?: number;
  events?: number;
  /** Survey days with stored KPI rows per project. */
  days?: number;
  /** The newest project update; the others are one second older each. */
  latestUpdate?: Date;
}
const BANDS = ['TWO', 'FIVE', 'SIX', 'ANY'];

/** KPI columns with plausible counts derived from the row number, so sums and percentages vary. */
const KPI_VALUES = sql`400, 300 + (g % 100), g % 3, 400, 250 + (g % 150), g % 4, 400, 350 + (g % 50), g % 2, 400, 380 + (g % 20), g % 2, 400, 200 + (g % 200), g % 5`;
export const KPI_COLUMNS = sql`rssi_cells, rssi_passed, rssi_issues, rssi2_cells, rssi2_passed, rssi2_issues, snr_cells, snr_passed, snr_issues,
  ci_cells, ci_passed, ci_issues, health_cells, health_passed, health_issues`;

/**
 * Seeds the insights load in bulk SQL (generate_series, no per-row round trips): PROJECTS projects (or `size`) of the
 * demo user with two floors each, EVENTS survey events spread over them and a year, five device rows per
 * project, and KPI rows per project and floor for every band (all days, plus `days` survey days per project, ten by default).
 * Projects are named `Site <n>`, Site 1 updated last; every tenth is SIMULATED and every fiftieth SKIP_COMPUTATION.
 */
export async function seedInsightsLoad(
  db: Kysely<Database>,
  ownerId: string,
  size: InsightsLoadSize = {},
): Promise<{ projectId: string; floorRowId: string }> {
  const { projects: projectCount = PROJECTS, events: eventCount = EVENTS, days = 10 } = size;
  const latest = (size.latestUpdate ?? new Date()).toISOString();
  const id = (n: RawNumber) => sql`('00000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
  await sql`insert into projects (id, org_id, owner_id, name, project_type, status, project_version, country, city, location, latitude, longitude, tags, created_at, updated_at)
    select ${id(sql`g`)}, null, ${ownerId}, 'Site ' || g, case when g % 10 = 0 then 'SIMULATED' else 'MEASURED' end,
      case when g % 50 = 0 then 'SKIP_COMPUTATION' else 'COMPLETED' end, 1,
      (array['Finland','Sweden','Germany','France','Spain'])[1 + g % 5], 'City ' || (g % 300), 'City ' || (g % 300),
      -60 + (g * 7919 % 12000) / 100.0, -170 + (g * 104729 % 34000) / 100.0,
      case when g % 7 = 0 then '["retail"]'::jsonb else '[]'::jsonb end, ${latest}::timestamptz - (g || ' seconds')::interval, ${latest}::timestamptz - (g || ' seconds')::interval
    from generate_series(1, ${projectCount}) g`.execute(db);
  await sql`insert into project_users (project_id, user_id, role) select ${id(sql`g`)}, ${ownerId}, 'OWNER' from generate_series(1, ${projectCount}) g`.execute(
    db,
  );
  await sql`insert into project_floor_plans (project_id, floor_plan_id, name, width, height, meters_per_unit, floor_number)
    select ${id(sql`p`)}, 'floor-' || f, 'Floor ' || f, 1000, 800, 0.05, f
    from generate_series(1, ${projectCount}) p, generate_series(1, ${FLOORS_PER_PROJECT}) f order by p, f`.execute(db);
  const base = Number((await sql<{ base: string }>`select min(row_id) as base from project_floor_plans`.execute(db)).rows[0]!.base);
  // Row ids were given in (project, floor) order: project p's floor f is base + (p-1)*FLOORS + (f-1).
  await sql`insert into insight_survey_events (project_id, survey_id, floor_plan_row_id, floor_plan_name, started_at, created_by, duration_seconds, distance_meters, discovered_aps)
    select ${id(sql`p`)}, 'survey-' || g, ${base} + (p - 1) * ${FLOORS_PER_PROJECT} + (g % ${FLOORS_PER_PROJECT}), 'Floor ' || (1 + g % ${FLOORS_PER_PROJECT}),
      timestamptz '2026-01-01 00:00:00+00' + ((g * 37 % 365) || ' days')::interval + ((g % 600) || ' minutes')::interval,
      'surveyor' || (g % 40) || '@example.test', 60 + g % 1800, 10 + (g % 500) / 2.0, 1 + g % 40
    from (select g, 1 + g % ${projectCount} as p from generate_series(1, ${eventCount}) g) s`.execute(db);
  await sql`insert into insight_device_counts (project_id, floor_plan_row_id, ap_name, vendor, model, wifi_generation, radio_count, channel_and_power, height, installation, device_count)
    select ${id(sql`p`)}, ${base} + (p - 1) * ${FLOORS_PER_PROJECT}, 'AP-' || d, (array['Cisco','Aruba','Juniper Mist','Ubiquiti','Ruckus'])[1 + (p + d) % 5],
      'Model ' || d, (array['Wi-Fi 5','Wi-Fi 6','Wi-Fi 6E','Wi-Fi 7'])[1 + (p * d) % 4], 2, '36 (17 dBm), 1 (11 dBm)', 2.7, 'CEILING', 1 + (p * d) % 20
    from generate_series(1, ${projectCount}) p, generate_series(1, 5) d`.execute(db);
  for (const band of BANDS) {
    await sql`insert into insight_kpis (project_id, scope, floor_plan_row_id, band, survey_day, ${KPI_COLUMNS})
      select ${id(sql`g`)}, 'project', null, ${band}, null, ${KPI_VALUES} from generate_series(1, ${projectCount}) g`.execute(db);
    await sql`insert into insight_kpis (project_id, scope, floor_plan_row_id, band, survey_day, ${KPI_COLUMNS})
      select ${id(sql`((g - 1) / ${FLOORS_PER_PROJECT} + 1)`)}, 'floor', ${base} + g - 1, ${band}, null, ${KPI_VALUES}
      from generate_series(1, ${projectCount * FLOORS_PER_PROJECT}) g`.execute(db);
    await sql`insert into insight_kpis (project_id, scope, floor_plan_row_id, band, survey_day, ${KPI_COLUMNS})
      select ${id(sql`((g - 1) / ${days} + 1)`)}, 'project', null, ${band}, date '2026-01-01' + (g % ${days}) * 30, ${KPI_VALUES}
      from generate_series(1, ${projectCount * days}) g`.execute(db);
  }
  // The state rows come after the events here, so they carry the per-project event sums themselves. Only the
  // seeded projects: a server that ran before (the browser test's first start) may have written the demo projects' rows.
  await sql`insert into insight_project_state (project_id, computed_version, last_survey_at, computed_at, event_count, event_duration_seconds,
      event_distance_meters, event_discovered_aps, first_event_at, last_event_at)
    select project_id, 1, max(started_at), now(), count(*), sum(duration_seconds), sum(distance_meters), sum(discovered_aps), min(started_at), max(started_at)
    from insight_survey_events where project_id in (select ${id(sql`g`)} from generate_series(1, ${projectCount}) g) group by project_id`.execute(
    db,
  );
  await sql`analyze`.execute(db);
  return { projectId: '00000000-0000-4000-8000-000000000001', floorRowId: String(base) };
}

type RawNumber = ReturnType<typeof sql>;
