import type { TestApp } from '../../testing/test-app.ts';
import { createInsightsWriter } from './insights-writer.repository.ts';
import type { DerivedDeviceCount } from './derive-device-counts.ts';
import type { DerivedSurveyEvent } from './derive-survey-events.ts';

export interface InsightFixture {
  name: string;
  country: string;
  city: string;
  status?: 'COMPLETED' | 'SKIP_COMPUTATION' | 'DELETE_REQUESTED';
  tags?: string[];
  floors: string[];
  events?: Array<{ floor: number; at: string; by: string; metres: number }>;
  devices?: Array<{ vendor: string; generation: string; count: number }>;
}

/** Writes a project, its floors and stored insight rows directly: the read side is what these tests judge. */
export async function insertInsightFixture(t: TestApp, ownerId: string, f: InsightFixture) {
  const id = crypto.randomUUID();
  const now = new Date('2026-05-01T00:00:00Z');
  await t.db
    .insertInto('projects')
    .values({
      id,
      org_id: null,
      owner_id: ownerId,
      name: f.name,
      project_type: 'MEASURED',
      status: f.status ?? 'COMPLETED',
      project_version: 1,
      country: f.country,
      city: f.city,
      location: `${f.city}, ${f.country}`,
      latitude: 1,
      longitude: 2,
      tags: JSON.stringify(f.tags ?? []),
      format_version: '2.0',
      schema_version: null,
      source_upload_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.db.insertInto('project_users').values({ project_id: id, user_id: ownerId, role: 'OWNER' }).execute();
  const rows = await t.db
    .insertInto('project_floor_plans')
    .values(
      f.floors.map((name, i) => ({
        project_id: id,
        floor_plan_id: `fp-${i}`,
        name,
        width: 100,
        height: 100,
        meters_per_unit: 0.1,
        image_id: null,
        bitmap_image_id: null,
        building_name: null,
        floor_number: i,
      })),
    )
    .returning('row_id')
    .execute();
  const events: DerivedSurveyEvent[] = (f.events ?? []).map((e, i) => ({
    surveyId: `s-${i}`,
    floorPlanRowId: String(rows[e.floor]!.row_id),
    floorPlanName: f.floors[e.floor]!,
    startedAt: new Date(e.at),
    durationSeconds: 60,
    distanceMeters: e.metres,
    discoveredAps: 3,
    day: e.at.slice(0, 10),
  }));
  const devices: DerivedDeviceCount[] = (f.devices ?? []).map((d, i) => ({
    floorPlanRowId: String(rows[0]!.row_id),
    apName: `AP-${i}`,
    vendor: d.vendor,
    model: 'M',
    wifiGeneration: d.generation,
    radioCount: 2,
    channelAndPower: '36 (17 dBm)',
    height: 3,
    installation: 'CEILING',
    deviceCount: d.count,
  }));
  // Events carry one creator per write, so each distinct user gets its own write of the project's rows.
  const byUser = new Map<string, DerivedSurveyEvent[]>();
  (f.events ?? []).forEach((e, i) => byUser.set(e.by, [...(byUser.get(e.by) ?? []), events[i]!]));
  const writer = createInsightsWriter(t.db);
  await writer.replaceProjectInsights({
    projectId: id,
    version: 1,
    createdBy: [...byUser.keys()][0] ?? '',
    events: [...byUser.values()][0] ?? [],
    devices,
    kpis: [],
    lastSurveyAt: null,
    computedAt: now,
  });
  for (const [by, list] of [...byUser.entries()].slice(1)) {
    await t.db
      .insertInto('insight_survey_events')
      .values(
        list.map((e) => ({
          project_id: id,
          survey_id: e.surveyId,
          floor_plan_row_id: e.floorPlanRowId,
          floor_plan_name: e.floorPlanName,
          started_at: e.startedAt,
          created_by: by,
          duration_seconds: e.durationSeconds,
          distance_meters: e.distanceMeters,
          discovered_aps: e.discoveredAps,
        })),
      )
      .execute();
  }
  return { id, floorRowIds: rows.map((r) => Number(r.row_id)) };
}
