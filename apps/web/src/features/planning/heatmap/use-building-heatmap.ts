import type { BandSelection, GridSpec, VisualizationType } from '@airscope/core';
import type { FloorRfModel } from '@airscope/esx';
import { useMemo, useRef } from 'react';
import { useLivePrediction } from '../live-prediction/use-live-prediction.ts';
import type { RfEngineGrid } from '../../../workers/rf-engine-protocol.ts';

export interface HeatmapChoices {
  readonly type: VisualizationType;
  readonly band: BandSelection;
  readonly receiverHeightM: number;
  /** dB the chosen client device hears less than the reference client. */
  readonly clientOffsetDb: number;
}

/** The current floor's heatmap as the editor shows it. */
export interface LiveHeatmap {
  readonly grid: GridSpec | null;
  readonly values: Float32Array | null;
  /** Network health (1 pass / 0 fail) on `healthGrid`, for the requirement pass rates; during a drag the last one computed. */
  readonly health: Float32Array | null;
  readonly healthGrid: GridSpec | null;
  readonly type: VisualizationType;
  readonly floorPlanId: string | null;
  readonly isSharp: boolean;
  readonly pending: boolean;
  readonly lastMs: number | null;
}

/** Every floor's predicted grids, by floor plan id, for the 3D view. */
export type FloorGrids = ReadonlyMap<string, { readonly grid: GridSpec; readonly grids: readonly RfEngineGrid[] }>;

/**
 * Predicts every scaled floor of the building in the workers (each floor hears the APs of the others
 * through the slabs), the current floor first; coarse while an AP is dragged, sharp at rest.
 */
export function useBuildingHeatmap(
  models: readonly FloorRfModel[],
  currentFloorId: string | null,
  choices: HeatmapChoices,
  dragging: boolean,
): { current: LiveHeatmap; floors: FloorGrids } {
  const { type, band, receiverHeightM, clientOffsetDb } = choices;
  const building = useMemo(() => (models.length > 0 ? { floors: models, dragging } : undefined), [models, dragging]);
  const types = useMemo<VisualizationType[]>(() => (type === 'nw-health' ? ['nw-health'] : [type, 'nw-health']), [type]);
  // While an AP is dragged only the shown visualisation is computed; health (pass rates) follows on release.
  const dragTypes = useMemo<VisualizationType[]>(() => [type], [type]);
  const live = useLivePrediction(building, {
    band,
    types,
    dragTypes,
    receiverHeightM,
    clientOffsetDb,
    ...(currentFloorId ? { activeFloorId: currentFloorId } : {}),
  });
  const result = currentFloorId ? live.gridsByFloor.get(currentFloorId) : undefined;
  const isKnownFloor = models.some((model) => model.floorPlanId === currentFloorId);
  const freshHealth = (isKnownFloor && result?.grids.find((grid) => grid.type === 'nw-health')?.values) || null;
  const lastHealth = useRef<{ floorId: string | null; health: Float32Array; grid: GridSpec } | null>(null);
  if (freshHealth && result) lastHealth.current = { floorId: currentFloorId, health: freshHealth, grid: result.grid };
  const kept = isKnownFloor && lastHealth.current?.floorId === currentFloorId && result ? lastHealth.current : null;
  const values = (isKnownFloor && result?.grids.find((grid) => grid.type === type)?.values) || null;
  const floorPlanId = result && isKnownFloor ? currentFloorId : null;
  const pending = live.pending > 0;
  // One object per distinct heatmap, so memoised panels skip the editor's other re-renders.
  const current = useMemo<LiveHeatmap>(
    () => ({
      grid: result?.grid ?? null,
      values,
      health: kept?.health ?? null,
      healthGrid: kept?.grid ?? null,
      type,
      floorPlanId,
      isSharp: result?.isSharp ?? false,
      pending,
      lastMs: result?.ms ?? null,
    }),
    [result, values, kept?.health, kept?.grid, type, floorPlanId, pending],
  );
  return { current, floors: live.gridsByFloor };
}
