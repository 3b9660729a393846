import type { FastifyBaseLogger } from 'fastify';
import {
  EMPTY_HEATMAP,
  type FloorLayers,
  type HeatmapOptions,
  type HeatmapResult,
  type InspectRequest,
  type InspectResult,
} from '@airscope/contracts';
import type { Actor } from '../../http/actor.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import { notFound } from '../../http/http-error.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { computeFloorHeatmap } from './compute-heatmap.ts';
import { createFloorModelCache, loadFloorModel, toHeatmapInput, type LoadedFloor } from './floor-model-cache.ts';
import { describeFloorLayers } from './floor-layers.ts';
import type { HeatmapCache } from './heatmap-cache.ts';
import { inspectPoint, nothingAt } from './inspect-point.ts';

export interface HeatmapsServiceDeps {
  projectsService: ProjectsService;
  blobs: BlobStore;
  projects: ProjectsRepository;
  cache: HeatmapCache;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export function createHeatmapsService(deps: HeatmapsServiceDeps) {
  const { projects, cache, log } = deps;
  const floors = createFloorModelCache();

  /** A floor is named by its .esx id or by the numeric row id the floor-plan route uses. */
  async function resolveFloorPlanId(projectId: string, floorId: string): Promise<string> {
    const plans = await projects.listFloorPlans(projectId);
    const plan = plans.find((candidate) => candidate.floor_plan_id === floorId || String(candidate.row_id) === floorId);
    if (!plan) throw notFound();
    return plan.floor_plan_id;
  }

  /** Authorises the read, then loads (or reuses) the floor's model for the project's current version. */
  async function openFloor(actor: Actor, projectId: string, floorId: string) {
    const project = await deps.projectsService.authorize(actor, projectId, 'read');
    const floorPlanId = await resolveFloorPlanId(projectId, floorId);
    const key = `${projectId}:${project.project_version}:${floorPlanId}`;
    const load = (): Promise<LoadedFloor> =>
      floors.get(key) ?? floors.set(key, loadFloorModel({ projects, blobs: deps.blobs }, project, floorPlanId));
    return { key, floorPlanId, load };
  }

  return {
    /** Spec §4 "Heatmap load": a failure answers the empty heatmap and is logged, never a half result. */
    async compute(actor: Actor, projectId: string, floorId: string, options: HeatmapOptions): Promise<HeatmapResult> {
      const floor = await openFloor(actor, projectId, floorId);
      const key = `${floor.key}:${JSON.stringify(options)}`;
      const cached = cache.get(key);
      if (cached) return cached;
      try {
        const loaded = await floor.load();
        const result = computeFloorHeatmap(toHeatmapInput(loaded, options), options);
        cache.set(key, result);
        return result;
      } catch (error) {
        log.error({ err: error, projectId, floorPlanId: floor.floorPlanId }, 'heatmap failed; answering the empty heatmap');
        return EMPTY_HEATMAP;
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
        return { accessPoints: [], areas: [], tracks: [] };
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
  };
}
export type HeatmapsService = ReturnType<typeof createHeatmapsService>;
