import type { FastifyBaseLogger } from 'fastify';
import {
  chooseRequirement,
  computeFloorHeatmap,
  planHeatmapPrediction,
  prepareSharedFields,
  sharedFieldsKey,
  UnknownRequirementError,
  type FloorHeatmapInput,
  type SharedFloorFields,
} from '@airscope/core';
import {
  EMPTY_HEATMAP,
  type FloorLayers,
  type FloorSsids,
  type HeatmapOptions,
  type InspectRequest,
  type InspectResult,
} from '@airscope/contracts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import type { ProjectModelService } from '../projects/index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { createFloorModelCache, loadFloorModel, toHeatmapInput, type LoadedFloor } from './floor-model-cache.ts';
import { describeFloorLayers } from './floor-layers.ts';
import type { HeatmapCache } from './heatmap-cache.ts';
import { toHeatmapAnswer, type HeatmapAnswer } from './heatmap-answer.ts';
import { inspectPoint, nothingAt } from './inspect-point.ts';
import { listSurveySsids, writeSurveyRssiCsv } from './floor-survey-readings.ts';
import type { FieldWorkers } from './field-workers.ts';

export interface HeatmapsServiceDeps {
  projectsService: ProjectsService;
  projectModels: ProjectModelService;
  cache: HeatmapCache;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Threads that predict fields off the event loop (HEATMAP_FIELD_WORKERS); without them the main thread predicts. */
  fieldWorkers?: FieldWorkers | undefined;
}

const FLOOR_IDS_KEPT = 1000;
export const STALE_HEATMAP_VERSION_TEXT = 'This project has changed since you opened it. Reload it to see the current heatmap.';

export function createHeatmapsService(deps: HeatmapsServiceDeps) {
  const { projectModels, cache, log, fieldWorkers } = deps;
  const floors = createFloorModelCache();

  /** The shared fields of a floor for `options`, predicted on the field workers when there are any. */
  async function computeSharedFields(input: FloorHeatmapInput, options: HeatmapOptions): Promise<SharedFloorFields> {
    const planned = fieldWorkers ? planHeatmapPrediction(input, options) : null;
    if (!fieldWorkers || !planned) return prepareSharedFields(input, options);
    try {
      const fields = await fieldWorkers.predict(input.floor, planned.radios, planned.grid, planned.receiverHeightM);
      const { grid, radios, client } = planned;
      return prepareSharedFields(input, options, { grid, radios, fields, client, recomputedRadioIds: [...fields.keys()] });
    } catch (error) {
      // A thread that cannot start or dies costs speed, never the answer.
      log.error({ err: error }, 'field workers failed; predicting on the main thread');
      return prepareSharedFields(input, options);
    }
  }

  // Floor names resolved per project version: floors change only in a save, which bumps the version, so a cached
  // heatmap answer costs the authorisation and no floor query.
  const floorIds = new Map<string, string>();

  /** A floor is named by its .esx id or by the numeric row id the floor-plan route uses. */
  async function resolveFloorPlanId(projectId: string, version: number, floorId: string): Promise<string> {
    const key = `${projectId}:${version}:${floorId}`;
    const known = floorIds.get(key);
    if (known) return known;
    const plans = await projectModels.listFloorPlans(projectId);
    const plan = plans.find((candidate) => candidate.floor_plan_id === floorId || String(candidate.row_id) === floorId);
    if (!plan) throw notFound();
    floorIds.set(key, plan.floor_plan_id);
    while (floorIds.size > FLOOR_IDS_KEPT) floorIds.delete(floorIds.keys().next().value!);
    return plan.floor_plan_id;
  }

  /** Authorises the read, then loads (or reuses) the floor's model for the project's current version. */
  async function openFloor(actor: Actor, projectId: string, floorId: string, heldVersion?: number) {
    const project = await deps.projectsService.authorize(actor, projectId, 'read');
    // A client drawing an older version would lay this heatmap under access points that have since moved.
    if (heldVersion !== undefined && heldVersion !== project.project_version)
      throw new HttpError(409, STALE_HEATMAP_VERSION_TEXT, 'STALE_PROJECT_VERSION');
    const floorPlanId = await resolveFloorPlanId(projectId, project.project_version, floorId);
    const key = `${projectId}:${project.project_version}:${floorPlanId}`;
    const load = (): Promise<LoadedFloor> => floors.get(key) ?? floors.set(key, loadFloorModel(projectModels, project, floorPlanId));
    return { key, floorPlanId, load, projectName: project.name };
  }

  return {
    /**
     * docs/product.md §4 "Heatmap load": a failure answers the empty heatmap and is logged, never a half result.
     * The floor's fields for these options are computed once and shared by every visualisation drawn from them.
     */
    async compute(
      actor: Actor,
      projectId: string,
      floorId: string,
      options: HeatmapOptions,
      heldVersion?: number,
    ): Promise<{ answer: HeatmapAnswer; cached: boolean; authorisedAt: number }> {
      const floor = await openFloor(actor, projectId, floorId, heldVersion);
      // When the sign-in, project and floor checks (database reads) were done: the log tells them from the heatmap's own time.
      const authorisedAt = performance.now();
      const key = `${floor.key}:${JSON.stringify(options)}`;
      const cached = cache.get(key);
      if (cached) return { answer: cached, cached: true, authorisedAt };
      try {
        const loaded = await floor.load();
        const input = toHeatmapInput(loaded, options);
        // An unknown profile answers 400 before any field is computed.
        chooseRequirement(input, options.requirement);
        const fieldsKey = `${floor.key}:${sharedFieldsKey(options)}`;
        // 'no-visualization' answers the empty heatmap without asking for fields.
        const shared =
          options.type === 'no-visualization' ? undefined : await cache.fields.obtain(fieldsKey, () => computeSharedFields(input, options));
        const result = computeFloorHeatmap(input, options, shared && (() => shared));
        const answer = toHeatmapAnswer(result);
        cache.set(key, answer);
        return { answer, cached: false, authorisedAt };
      } catch (error) {
        if (error instanceof UnknownRequirementError)
          throw badRequest(`Unknown requirement profile: ${error.requirement}`, 'UNKNOWN_REQUIREMENT');
        log.error({ err: error, projectId, floorPlanId: floor.floorPlanId }, 'heatmap failed; answering the empty heatmap');
        return { answer: toHeatmapAnswer(EMPTY_HEATMAP), cached: false, authorisedAt };
      }
    },

    /** The overlays of the floor-plan view: APs, areas and survey walks in plan pixels. */
    async layers(actor: Actor, projectId: string, floorId: string): Promise<FloorLayers> {
      const floor = await openFloor(actor, projectId, floorId);
      try {
        const loaded = await floor.load();
        return describeFloorLayers(loaded.project, loaded.rf);
      } catch (error) {
        // An unscaled or broken floor still shows its plan, only without overlays.
        log.error({ err: error, projectId, floorPlanId: floor.floorPlanId }, 'floor layers failed; answering none');
        return { accessPoints: [], areas: [], tracks: [], requirements: [] };
      }
    },

    /** The inspect tool at one point, computed with the options of the heatmap on screen. */
    async inspect(actor: Actor, projectId: string, floorId: string, request: InspectRequest): Promise<InspectResult> {
      const floor = await openFloor(actor, projectId, floorId);
      const options = { ...request.options, type: 'sig-strength' as const };
      try {
        const loaded = await floor.load();
        return inspectPoint(toHeatmapInput(loaded, options), options, request.xMetres, request.yMetres, loaded.apNames);
      } catch (error) {
        log.error({ err: error, projectId, floorPlanId: floor.floorPlanId }, 'inspect failed; answering no values');
        return nothingAt(request.xMetres, request.yMetres);
      }
    },

    /** The SSIDs of the floor's survey, for the heatmap's SSID choice. */
    async ssids(actor: Actor, projectId: string, floorId: string): Promise<FloorSsids> {
      const floor = await openFloor(actor, projectId, floorId);
      return listSurveySsids(await floor.load());
    },

    /** The floor's survey readings as CSV, named after the project and floor. */
    async rssiExport(actor: Actor, projectId: string, floorId: string): Promise<{ fileName: string; bytes: Buffer }> {
      const floor = await openFloor(actor, projectId, floorId);
      const loaded = await floor.load();
      const plan = loaded.project.collections.floorPlans.find((candidate) => candidate.id === floor.floorPlanId);
      const name = [floor.projectName, plan?.name].filter(Boolean).join(' - ');
      return { fileName: `${name} - RSSI.csv`, bytes: writeSurveyRssiCsv(loaded) };
    },
  };
}
export type HeatmapsService = ReturnType<typeof createHeatmapsService>;
