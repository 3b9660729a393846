import type { Kysely, Transaction } from 'kysely';
import type { KpiCounts } from '@airscope/core';
import type { Database } from '../../db/db.types.ts';
import type { DerivedDeviceCount } from './derive-device-counts.ts';
import type { DerivedSurveyEvent } from './derive-survey-events.ts';

export interface StoredKpiRow {
  scope: 'project' | 'floor' | 'area';
  floorPlanRowId: string | null;
  areaId: string;
  areaName: string;
  band: string;
  day: string | null;
  counts: KpiCounts;
}

export interface ProjectInsights {
  projectId: string;
  version: number;
  createdBy: string;
  events: readonly DerivedSurveyEvent[];
  devices: readonly DerivedDeviceCount[];
  kpis: readonly StoredKpiRow[];
  lastSurveyAt: Date | null;
  computedAt: Date;
}

const BATCH = 500;

async function inBatches<T>(items: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await insert(items.slice(i, i + BATCH));
}

/** Flattens counts into the table's columns. */
export function kpiColumns(c: KpiCounts) {
  return {
    rssi_cells: c.rssi.cells,
    rssi_passed: c.rssi.passed,
    rssi_issues: c.rssi.issues,
    rssi2_cells: c.rssi2.cells,
    rssi2_passed: c.rssi2.passed,
    rssi2_issues: c.rssi2.issues,
    snr_cells: c.snr.cells,
    snr_passed: c.snr.passed,
    snr_issues: c.snr.issues,
    ci_cells: c.channelInterference.cells,
    ci_passed: c.channelInterference.passed,
    ci_issues: c.channelInterference.issues,
    rate_cells: c.dataRate.cells,
    rate_passed: c.dataRate.passed,
    rate_issues: c.dataRate.issues,
    aps_cells: c.accessPoints.cells,
    aps_passed: c.accessPoints.passed,
    aps_issues: c.accessPoints.issues,
    health_cells: c.networkHealth.cells,
    health_passed: c.networkHealth.passed,
    health_issues: c.networkHealth.issues,
  };
}

/** The only writer of the insights tables (the refresh job). */
export function createInsightsWriter(db: Kysely<Database>) {
  async function write(tx: Transaction<Database>, p: ProjectInsights) {
    // The state row first: the trigger that keeps its survey sums updates it as the events change.
    const state = { computed_version: p.version, last_survey_at: p.lastSurveyAt, computed_at: p.computedAt };
    await tx
      .insertInto('insight_project_state')
      .values({ project_id: p.projectId, ...state })
      .onConflict((oc) => oc.column('project_id').doUpdateSet(state))
      .execute();
    await tx.deleteFrom('insight_survey_events').where('project_id', '=', p.projectId).execute();
    await tx.deleteFrom('insight_device_counts').where('project_id', '=', p.projectId).execute();
    await tx.deleteFrom('insight_kpis').where('project_id', '=', p.projectId).execute();
    await inBatches(p.events, (chunk) =>
      tx
        .insertInto('insight_survey_events')
        .values(
          chunk.map((e) => ({
            project_id: p.projectId,
            survey_id: e.surveyId,
            floor_plan_row_id: e.floorPlanRowId,
            floor_plan_name: e.floorPlanName,
            started_at: e.startedAt,
            created_by: p.createdBy,
            duration_seconds: e.durationSeconds,
            distance_meters: e.distanceMeters,
            discovered_aps: e.discoveredAps,
          })),
        )
        .execute(),
    );
    await inBatches(p.devices, (chunk) =>
      tx
        .insertInto('insight_device_counts')
        .values(
          chunk.map((d) => ({
            project_id: p.projectId,
            floor_plan_row_id: d.floorPlanRowId,
            ap_name: d.apName,
            vendor: d.vendor,
            model: d.model,
            wifi_generation: d.wifiGeneration,
            radio_count: d.radioCount,
            channel_and_power: d.channelAndPower,
            height: d.height,
            installation: d.installation,
            device_count: d.deviceCount,
          })),
        )
        .execute(),
    );
    await inBatches(p.kpis, (chunk) =>
      tx
        .insertInto('insight_kpis')
        .values(
          chunk.map((k) => ({
            project_id: p.projectId,
            scope: k.scope,
            floor_plan_row_id: k.floorPlanRowId,
            area_id: k.areaId,
            area_name: k.areaName,
            band: k.band,
            survey_day: k.day,
            ...kpiColumns(k.counts),
          })),
        )
        .execute(),
    );
  }

  return {
    /** Replaces every stored insight of a project at once; a project deleted meanwhile is left alone. */
    async replaceProjectInsights(p: ProjectInsights): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const project = await tx.selectFrom('projects').select('status').where('id', '=', p.projectId).forUpdate().executeTakeFirst();
        if (!project || project.status === 'DELETE_REQUESTED') return;
        await write(tx, p);
      });
    },

    /** Projects never computed (or computed for an older version): what the worker backfills at start. */
    async listStaleProjects(): Promise<string[]> {
      const rows = await db
        .selectFrom('projects')
        .leftJoin('insight_project_state as s', 's.project_id', 'projects.id')
        .select('projects.id')
        .where('projects.status', '!=', 'DELETE_REQUESTED')
        .where((eb) => eb.or([eb('s.project_id', 'is', null), eb('s.computed_version', '!=', eb.ref('projects.project_version'))]))
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
export type InsightsWriter = ReturnType<typeof createInsightsWriter>;
