import { sumKpiCounts, type KpiCounts } from '@airscope/core';
import type { EsxProject } from '@airscope/esx';
import type { Clock } from '../../clock.ts';
import type { ProjectModelService } from '../projects/index.ts';
import type { UserLookupService } from '../users/user-lookup.service.ts';
import { computeFloorKpiCounts, type ScopeCounts } from './compute-kpi-counts.ts';
import { deriveDeviceCounts } from './derive-device-counts.ts';
import { dayOf, deriveSurveyEvents, surveyStart, type FloorRef } from './derive-survey-events.ts';
import type { InsightsWriter, StoredKpiRow } from './insights-writer.repository.ts';

export interface RefreshInsightsDeps {
  /** Where the rows go: the insights module's writer, handed in by the composition root. */
  writer: InsightsWriter;
  projectModels: ProjectModelService;
  users: UserLookupService;
  clock: Clock;
}

const toRows = (list: ScopeCounts[] | null, floor: FloorRef, day: string | null): StoredKpiRow[] =>
  (list ?? []).map((s) => ({
    scope: s.areaId ? 'area' : 'floor',
    floorPlanRowId: floor.rowId,
    areaId: s.areaId,
    areaName: s.areaName,
    band: s.band,
    day,
    counts: s.counts,
  }));

/** Floor and area KPI rows of every floor: all surveys together, then each survey day on its own. */
function computeKpiRows(model: EsxProject, floors: readonly FloorRef[], fallbackStart: Date): StoredKpiRow[] {
  const rows: StoredKpiRow[] = [];
  for (const floor of floors) {
    const whole = computeFloorKpiCounts(model, floor.floorPlanId);
    rows.push(...toRows(whole, floor, null));
    const surveys = model.collections.surveys.filter((s) => s.floorPlanId === floor.floorPlanId);
    const days = [...new Set(surveys.map((s) => dayOf(surveyStart(s, fallbackStart))))];
    for (const day of days) {
      // One survey day is the whole floor again: reuse it rather than recompute.
      const counts =
        days.length === 1
          ? whole
          : computeFloorKpiCounts(
              {
                ...model,
                collections: {
                  ...model.collections,
                  surveys: model.collections.surveys.filter(
                    (s) => s.floorPlanId !== floor.floorPlanId || dayOf(surveyStart(s, fallbackStart)) === day,
                  ),
                },
              },
              floor.floorPlanId,
            );
      rows.push(...toRows(counts, floor, day));
    }
  }
  return rows;
}

/** Project rows: the sum of its floors' whole-floor counts per band and day. */
function projectRows(rows: readonly StoredKpiRow[]): StoredKpiRow[] {
  const groups = new Map<string, { band: string; day: string | null; list: KpiCounts[] }>();
  for (const row of rows) {
    if (row.scope !== 'floor') continue;
    const key = `${row.band}|${row.day ?? ''}`;
    const group = groups.get(key) ?? { band: row.band, day: row.day, list: [] };
    group.list.push(row.counts);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    scope: 'project',
    floorPlanRowId: null,
    areaId: '',
    areaName: '',
    band: g.band,
    day: g.day,
    counts: sumKpiCounts(g.list),
  }));
}

/**
 * Recomputes and stores a project's insights: survey events, device counts, and KPI pass counts per
 * project, floor and area, band and day. Idempotent: the rows are replaced in one transaction.
 */
export async function runRefreshInsights(deps: RefreshInsightsDeps, projectId: string): Promise<void> {
  const project = await deps.projectModels.findProject(projectId);
  if (!project || project.status === 'DELETE_REQUESTED') return;
  const owner = await deps.users.findUser(project.owner_id);
  // The engine reads the records and survey tracks; images are not needed to compute.
  const model = await deps.projectModels.loadModel(project, { files: ['track'] });
  const floors: FloorRef[] = (await deps.projectModels.listFloorPlans(projectId)).map((f) => ({
    rowId: String(f.row_id),
    floorPlanId: f.floor_plan_id,
    name: f.name,
    metersPerUnit: f.meters_per_unit,
  }));
  const fallbackStart = new Date(project.created_at);
  const events = deriveSurveyEvents(model, floors, fallbackStart);
  const devices = deriveDeviceCounts(model, floors);
  const floorRows = computeKpiRows(model, floors, fallbackStart);
  const lastSurveyAt = events.reduce<Date | null>((last, e) => (!last || e.startedAt > last ? e.startedAt : last), null);
  await deps.writer.replaceProjectInsights({
    projectId,
    version: project.project_version,
    createdBy: owner?.email ?? '',
    events,
    devices,
    kpis: [...projectRows(floorRows), ...floorRows],
    lastSurveyAt,
    computedAt: deps.clock.now(),
  });
}
