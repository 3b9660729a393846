import { createGrid, interpolateSurveyFields } from '@airscope/core';
import { buildFloorRfModel, type EsxProject } from '@airscope/esx';
import type { LoadedFloor } from '../heatmaps/floor-model-cache.ts';

// Same survey resolution as the heatmap endpoint, so a report shows what the floor view shows.
const MEASURED_CELL_M = 1;

/** One floor of an already loaded project, in the heatmap module's shape (fields computed lazily). */
export function loadedFloorOf(project: EsxProject, floorPlanId: string): LoadedFloor {
  const rf = buildFloorRfModel(project, floorPlanId);
  let measured: ReturnType<LoadedFloor['measuredFields']> | undefined;
  return {
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
  };
}
