import type { HeatmapOptions } from '@airscope/contracts';
import { createGrid, interpolateSurveyFields, type FloorHeatmapInput, type GridSpec, type PointM, type RadioField } from '@airscope/core';
import { buildFloorRfModel, type EsxProject, type FloorRfModel } from '@airscope/esx';
import type { ProjectRow } from '../../db/db.types.ts';
import type { ProjectModelService } from '../projects/index.ts';
import { computePlanAwareFields } from './plan-aware-fields.ts';

/** One floor of one project version, ready to compute from: the model, its RF view, lazily its survey fields. */
export interface LoadedFloor {
  project: EsxProject;
  rf: FloorRfModel;
  apNames: ReadonlyMap<string, string>;
  measuredFields: () => { grid: GridSpec; fields: ReadonlyMap<string, RadioField> } | null;
  /** The survey fields corrected from the plan's prediction (decision 0017); null without a pairing plan. */
  planAwareFields: () => ReadonlyMap<string, RadioField> | null;
}

// A few floors stay loaded: switching visualisation, band or inspecting must not re-read the project.
const FLOOR_CACHE_SIZE = 6;

/** Keys carry the project version, so an edited project never reuses a stale floor. */
export function createFloorModelCache(capacity = FLOOR_CACHE_SIZE) {
  const entries = new Map<string, Promise<LoadedFloor>>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: Promise<LoadedFloor>): Promise<LoadedFloor> {
      entries.set(key, value);
      // A failed load must not stick: the next call tries again.
      value.catch(() => entries.get(key) === value && entries.delete(key));
      while (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}

// Measured fields at 1 m: the survey's own resolution (walk samples every metre or so).
const MEASURED_CELL_M = 1;

/** Reads the project's records and survey tracks back into the .esx model and maps the floor for the engine. */
export async function loadFloorModel(
  projectModels: Pick<ProjectModelService, 'loadModel'>,
  project: Pick<ProjectRow, 'id' | 'format_version' | 'schema_version'>,
  floorPlanId: string,
): Promise<LoadedFloor> {
  // Survey readings live in the track binaries; images are not needed to compute.
  return loadedFloorOf(await projectModels.loadModel(project, { files: ['track'] }), floorPlanId);
}

/** One floor of an already loaded project, ready to compute from (survey fields computed on first use). */
export function loadedFloorOf(project: EsxProject, floorPlanId: string): LoadedFloor {
  const rf = buildFloorRfModel(project, floorPlanId);
  let measured: ReturnType<LoadedFloor['measuredFields']> | undefined;
  let planAware: ReturnType<LoadedFloor['planAwareFields']> | undefined;
  const loaded: LoadedFloor = {
    project,
    rf,
    apNames: new Map(project.collections.accessPoints.map((ap) => [ap.id, ap.name ?? ''])),
    measuredFields() {
      if (measured !== undefined) return measured;
      if (!rf.measured || rf.measured.samples.length === 0) return (measured = null);
      const grid = createGrid(rf.widthM, rf.heightM, MEASURED_CELL_M);
      const radioBands = new Map(rf.measured.radios.map((radio) => [radio.id, radio.band]));
      return (measured = { grid, fields: interpolateSurveyFields(rf.measured.samples, grid, { radioBands }) });
    },
    planAwareFields() {
      if (planAware !== undefined) return planAware;
      const own = loaded.measuredFields();
      return (planAware = own ? computePlanAwareFields(rf, own.grid, own.fields) : null);
    },
  };
  return loaded;
}

/**
 * The floor model plus, when the floor was surveyed and prediction is off, its survey fields: plan-aware unless
 * `survey-map` asks for measured only or the floor has no plan the survey pairs with.
 */
export function toHeatmapInput(loaded: LoadedFloor, options: Pick<HeatmapOptions, 'signal-prediction' | 'survey-map'>): FloorHeatmapInput {
  const { rf } = loaded;
  // Every area of the floor gets its statistics and pass rate; the plan's units become metres.
  const areas = loaded.project.collections.areas
    .filter((area) => area.floorPlanId === rf.floorPlanId && area.area.length >= 3)
    .map((area) => ({
      id: area.id,
      name: area.name ?? '',
      polygon: area.area.map((p) => ({ x: p.x * rf.metersPerUnit, y: p.y * rf.metersPerUnit }) as PointM),
    }));
  const base = { floor: rf.floor, widthM: rf.widthM, heightM: rf.heightM, radios: rf.radios, areas, requirements: rf.requirements };
  const predictionWanted = options['signal-prediction'] === 'one-floor' || options['signal-prediction'] === 'all-floors';
  const measured = predictionWanted ? null : loaded.measuredFields();
  if (!measured || !rf.measured) return { ...base, measured: null };
  const planAware = options['survey-map'] === 'measured-only' ? null : loaded.planAwareFields();
  return { ...base, measured: { grid: measured.grid, radios: rf.measured.radios, fields: planAware ?? measured.fields } };
}
