import type { FastifyBaseLogger } from 'fastify';
import { EMPTY_HEATMAP, type HeatmapOptions, type HeatmapResult } from '@airscope/contracts';
import { createGrid, interpolateSurveyFields } from '@airscope/core';
import { buildFloorRfModel, type FloorRfModel } from '@airscope/esx';
import { buffer } from 'node:stream/consumers';
import type { Actor } from '../../http/actor.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import { notFound } from '../../http/http-error.ts';
import { fromRecordRows } from '../projects/project-rows.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { computeFloorHeatmap, type FloorHeatmapInput } from './compute-heatmap.ts';
import type { HeatmapCache } from './heatmap-cache.ts';

export interface HeatmapsServiceDeps {
  projectsService: ProjectsService;
  blobs: BlobStore;
  projects: ProjectsRepository;
  cache: HeatmapCache;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export function createHeatmapsService(deps: HeatmapsServiceDeps) {
  const { projects, cache, log } = deps;

  /** A floor is named by its .esx id or by the numeric row id the floor-plan route uses. */
  async function resolveFloorPlanId(projectId: string, floorId: string): Promise<string> {
    const plans = await projects.listFloorPlans(projectId);
    const plan = plans.find((candidate) => candidate.floor_plan_id === floorId || String(candidate.row_id) === floorId);
    if (!plan) throw notFound();
    return plan.floor_plan_id;
  }

  return {
    /** Spec §4 "Heatmap load": a failure answers the empty heatmap and is logged, never a half result. */
    async compute(actor: Actor, projectId: string, floorId: string, options: HeatmapOptions): Promise<HeatmapResult> {
      const project = await deps.projectsService.authorize(actor, projectId, 'read');
      const floorPlanId = await resolveFloorPlanId(projectId, floorId);
      const key = `${projectId}:${project.project_version}:${floorPlanId}:${JSON.stringify(options)}`;
      const cached = cache.get(key);
      if (cached) return cached;
      try {
        const rows = await projects.listAllRecords(projectId);
        // Survey readings live in the track binaries; images are not needed to compute.
        const tracks = await Promise.all(
          (await projects.listFiles(projectId, 'track')).map(async (file) => ({ binaryFileId: file.name, bytes: await buffer(await deps.blobs.getStream(file.blob_key)) })),
        );
        const versions = { formatVersion: project.format_version ?? '2.0', schemaVersion: project.schema_version ?? undefined };
        const model = { ...fromRecordRows(rows, versions), imageFiles: [], trackFiles: tracks, otherFiles: [] };
        const rf = buildFloorRfModel(model, floorPlanId);
        const result = computeFloorHeatmap(toHeatmapInput(rf, options), options);
        cache.set(key, result);
        return result;
      } catch (error) {
        log.error({ err: error, projectId, floorPlanId }, 'heatmap failed; answering the empty heatmap');
        return EMPTY_HEATMAP;
      }
    },
  };
}
export type HeatmapsService = ReturnType<typeof createHeatmapsService>;

// Measured fields at 1 m: the survey's own resolution (walk samples every metre or so).
const MEASURED_CELL_M = 1;

/** The floor model plus, when the floor was surveyed and prediction is off, its measured fields. */
function toHeatmapInput(rf: FloorRfModel, options: HeatmapOptions): FloorHeatmapInput {
  const base = { floor: rf.floor, widthM: rf.widthM, heightM: rf.heightM, radios: rf.radios };
  const predictionWanted = options['signal-prediction'] === 'one-floor' || options['signal-prediction'] === 'all-floors';
  if (!rf.measured || rf.measured.samples.length === 0 || predictionWanted) return { ...base, measured: null };
  const grid = createGrid(rf.widthM, rf.heightM, MEASURED_CELL_M);
  const radioBands = new Map(rf.measured.radios.map((radio) => [radio.id, radio.band]));
  const fields = interpolateSurveyFields(rf.measured.samples, grid, { radioBands });
  return { ...base, measured: { grid, radios: rf.measured.radios, fields } };
}
