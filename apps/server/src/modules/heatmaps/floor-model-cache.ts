import type { HeatmapOptions } from '@airscope/contracts';
import { createGrid, interpolateSurveyFields, type GridSpec, type RadioField } from '@airscope/core';
import { buildFloorRfModel, type EsxProject, type FloorRfModel } from '@airscope/esx';
import { buffer } from 'node:stream/consumers';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import { fromRecordRows } from '../projects/project-rows.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import type { FloorHeatmapInput } from './compute-heatmap.ts';

/** One floor of one project version, ready to compute from: the model, its RF view, lazily its survey fields. */
export interface LoadedFloor {
  project: EsxProject;
  rf: FloorRfModel;
  apNames: ReadonlyMap<string, string>;
  measuredFields: () => { grid: GridSpec; fields: ReadonlyMap<string, RadioField> } | null;
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

interface ProjectRow {
  format_version: string | null;
  schema_version: string | null;
}

/** Reads the project's records and survey tracks back into the .esx model and maps the floor for the engine. */
export async function loadFloorModel(deps: { projects: ProjectsRepository; blobs: BlobStore }, project: ProjectRow & { id: string }, floorPlanId: string): Promise<LoadedFloor> {
  const projectId = project.id;
  const rows = await deps.projects.listAllRecords(projectId);
  // Survey readings live in the track binaries; images are not needed to compute.
  const tracks = await Promise.all(
    (await deps.projects.listFiles(projectId, 'track')).map(async (file) => ({ binaryFileId: file.name, bytes: await buffer(await deps.blobs.getStream(file.blob_key)) })),
  );
  const versions = { formatVersion: project.format_version ?? '2.0', schemaVersion: project.schema_version ?? undefined };
  const model: EsxProject = { ...fromRecordRows(rows, versions), imageFiles: [], trackFiles: tracks, otherFiles: [] };
  const rf = buildFloorRfModel(model, floorPlanId);
  let measured: ReturnType<LoadedFloor['measuredFields']> | undefined;
  return {
    project: model,
    rf,
    apNames: new Map(model.collections.accessPoints.map((ap) => [ap.id, ap.name ?? ''])),
    measuredFields() {
      if (measured !== undefined) return measured;
      if (!rf.measured || rf.measured.samples.length === 0) return (measured = null);
      const grid = createGrid(rf.widthM, rf.heightM, MEASURED_CELL_M);
      const radioBands = new Map(rf.measured.radios.map((radio) => [radio.id, radio.band]));
      return (measured = { grid, fields: interpolateSurveyFields(rf.measured.samples, grid, { radioBands }) });
    },
  };
}

/** The floor model plus, when the floor was surveyed and prediction is off, its measured fields. */
export function toHeatmapInput(loaded: LoadedFloor, options: Pick<HeatmapOptions, 'signal-prediction'>): FloorHeatmapInput {
  const { rf } = loaded;
  const base = { floor: rf.floor, widthM: rf.widthM, heightM: rf.heightM, radios: rf.radios };
  const predictionWanted = options['signal-prediction'] === 'one-floor' || options['signal-prediction'] === 'all-floors';
  const measured = predictionWanted ? null : loaded.measuredFields();
  if (!measured || !rf.measured) return { ...base, measured: null };
  return { ...base, measured: { grid: measured.grid, radios: rf.measured.radios, fields: measured.fields } };
}
