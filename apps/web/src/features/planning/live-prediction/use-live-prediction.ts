import type { BandSelection, FloorModel, RadioModel, RequirementArea, RequirementProfile, VisualizationType } from '@airscope/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { startRfEngine } from '../../../workers/rf-engine-client.ts';
import {
  createLivePredictionManager,
  type LiveFloor,
  type LiveFloorResult,
  type LivePredictionManager,
} from './live-prediction-manager.ts';
import { useStableList } from '../use-stable-list.ts';

/** One floor as the editor builds it (the shape of @airscope/esx's FloorRfModel): engine floor, size, its radios. */
export interface LiveBuildingFloor {
  readonly floor: FloorModel;
  readonly widthM: number;
  readonly heightM: number;
  readonly radios: readonly RadioModel[];
  /** The project's default profile and the floor's requirement areas (FloorRfModel.requirements). */
  readonly requirements?: { readonly defaultProfile: RequirementProfile | undefined; readonly areas: readonly RequirementArea[] };
}

/** A building for the live prediction; `dragging` runs only coarse passes until the AP is let go. */
export interface LiveBuilding {
  readonly floors: readonly LiveBuildingFloor[];
  readonly dragging?: boolean;
}

export interface UseLivePredictionOptions {
  readonly band: BandSelection;
  readonly types: readonly VisualizationType[];
  /** What the coarse passes compute while an AP is dragged (default: `types`); the rest follows on release. */
  readonly dragTypes?: readonly VisualizationType[];
  readonly receiverHeightM?: number;
  readonly clientOffsetDb?: number;
  readonly activeFloorId?: string;
  /** Size of the worker pool; default 2. */
  readonly workers?: number;
  readonly coarseCellM?: number;
  readonly sharpCellM?: number;
}

export interface LivePredictionState {
  /** Latest result per floor id (the floor model's id, i.e. the floorPlanId). */
  readonly gridsByFloor: ReadonlyMap<string, LiveFloorResult>;
  /** Passes queued or computing. */
  readonly pending: number;
  /** Milliseconds from the latest change to its latest shown result. */
  readonly lastMs: number | undefined;
}

/** Predicted heatmaps of every floor of a building, recomputed in Web Workers as the building or options change. */
export function useLivePrediction(building: LiveBuilding | undefined, options: UseLivePredictionOptions): LivePredictionState {
  const [state, setState] = useState<LivePredictionState>({ gridsByFloor: new Map(), pending: 0, lastMs: undefined });
  const [manager, setManager] = useState<LivePredictionManager | undefined>(undefined);
  const interned = useRef(
    new Map<
      string,
      { input: FloorModel; requirements: LiveBuildingFloor['requirements']; floorJson: string; requirementsJson: string; floor: LiveFloor }
    >(),
  );
  const { workers = 2, coarseCellM, sharpCellM } = options;

  useEffect(() => {
    const clients = Array.from({ length: workers }, () => startRfEngine());
    const created = createLivePredictionManager(clients, {
      ...(coarseCellM !== undefined ? { coarseCellM } : {}),
      ...(sharpCellM !== undefined ? { sharpCellM } : {}),
      onResult: (floorId, result) =>
        setState((s) => ({ ...s, gridsByFloor: new Map(s.gridsByFloor).set(floorId, result), lastMs: result.ms })),
      onPendingChange: (pending) => setState((s) => (s.pending === pending ? s : { ...s, pending })),
    });
    setManager(created);
    return () => {
      setManager(undefined);
      created.dispose();
    };
  }, [workers, coarseCellM, sharpCellM]);

  // Floors equal in content keep their object, so the workers keep their cached fields when only an AP moved.
  const floors = useMemo(
    () =>
      building?.floors.map((input) => {
        const known = interned.current.get(input.floor.id);
        // The same floor object needs no signature: the editor keeps unchanged floors by identity during a drag.
        if (
          known &&
          known.input === input.floor &&
          known.requirements === input.requirements &&
          known.floor.widthM === input.widthM &&
          known.floor.heightM === input.heightM
        )
          return known.floor;
        const floorJson = JSON.stringify([input.floor, input.widthM, input.heightM]);
        const requirementsJson = JSON.stringify([input.requirements?.defaultProfile ?? null, input.requirements?.areas ?? []]);
        if (known?.floorJson === floorJson && known.requirementsJson === requirementsJson) {
          // Remember the new objects, so the next render (a drag frame) takes the identity path again.
          interned.current.set(input.floor.id, { ...known, input: input.floor, requirements: input.requirements });
          return known.floor;
        }
        // A floor differing only in its requirements keeps its engine model object, so the workers keep their fields.
        const model = known?.floorJson === floorJson ? known.floor.model : input.floor;
        const floor: LiveFloor = {
          model,
          widthM: input.widthM,
          heightM: input.heightM,
          ...(input.requirements?.defaultProfile ? { requirement: input.requirements.defaultProfile } : {}),
          ...(input.requirements && input.requirements.areas.length > 0 ? { requirementAreas: input.requirements.areas } : {}),
        };
        interned.current.set(input.floor.id, { input: input.floor, requirements: input.requirements, floorJson, requirementsJson, floor });
        return floor;
      }),
    [building?.floors],
  );
  const floorsKey = useStableList(floors);

  useEffect(() => {
    if (floorsKey) manager?.setBuilding(floorsKey);
  }, [manager, floorsKey]);

  // Every radio names its floor, so the other floors hear it through the slabs.
  const radios = useMemo(
    () => building?.floors.flatMap((f) => f.radios.map((r) => (r.floorId ? r : { ...r, floorId: f.floor.id }))),
    [building?.floors],
  );
  const { band, types, receiverHeightM, clientOffsetDb, activeFloorId } = options;
  const typesKey = types.join(',');
  const dragTypesKey = (options.dragTypes ?? types).join(',');
  const dragging = building?.dragging ?? false;
  // The inputs of the last render, and whether the last request sent was a drag's (coarse only).
  const lastRequest = useRef<{ inputs: readonly unknown[]; wasDrag: boolean }>({ inputs: [], wasDrag: false });
  useEffect(() => {
    if (!radios || !floorsKey) return;
    const inputs = [manager, floorsKey, radios, band, typesKey, receiverHeightM, clientOffsetDb, activeFloorId];
    const last = lastRequest.current;
    const isUnchanged = inputs.length === last.inputs.length && inputs.every((value, i) => value === last.inputs[i]);
    // Picking an AP up, or letting it go unmoved, changes nothing: the sharp heatmap on screen stays, and the
    // worker warmed up for a drag after the last passes. Letting go after a drag asks for the sharp passes.
    const isIdle = isUnchanged && (dragging || !last.wasDrag);
    lastRequest.current = { inputs, wasDrag: isIdle ? last.wasDrag : dragging };
    if (isIdle) return;
    const request = {
      radios,
      band,
      types: (dragging ? dragTypesKey : typesKey).split(',') as VisualizationType[],
      isDragging: dragging,
      ...(dragging ? {} : { warmTypes: dragTypesKey.split(',') as VisualizationType[] }),
      ...(activeFloorId !== undefined ? { activeFloorId } : {}),
      ...(receiverHeightM !== undefined ? { receiverHeightM } : {}),
      ...(clientOffsetDb !== undefined ? { clientOffsetDb } : {}),
    };
    manager?.request(request);
  }, [manager, floorsKey, radios, band, typesKey, dragTypesKey, receiverHeightM, clientOffsetDb, activeFloorId, dragging]);

  return state;
}
